// What routes answer, described once: the shapes several routes share (their refusals), for the
// routes' `schema.response` (each answer is checked and written from its schema:
// route-schemas.ts) and the OpenAPI document built from them (openapi.ts). A domain's own
// answers are described beside its routes.
import { z } from "zod";

/** The FIPE routes' refusal: what failed, in English (stable), and what to tell people, in pt-BR. */
export const errorAnswer = z.object({
  error: z.string().describe("What failed, in English; stable"),
  message: z.string().meta({ description: "What to tell the visitor, in pt-BR" }),
});

/** The refusal of the public data, the console and the set-up: a code and a pt-BR message. */
export const codeAnswer = z.object({
  code: z.string().meta({ description: "What failed; stable", examples: ["INVALID_PLACE"] }),
  message: z.string().meta({ description: "What to tell the visitor, in pt-BR" }),
});

/** A subscription's refusal (price alerts, reminders): `status: "error"`, a code and a pt-BR message. */
export const subscriptionRefusal = z.object({
  status: z.literal("error"),
  code: z.string().meta({ description: "What failed; stable", examples: ["invalid_email", "rate_limited"] }),
  message: z.string().meta({ description: "What to tell the visitor, in pt-BR" }),
});

/** An answer without a body (204). */
export const noContent = z.undefined().describe("Done; no body");

/** `schema` as the answer of one status, with what the document says of it. */
export function answer<S extends z.ZodType>(schema: S, description: string): S {
  return schema.describe(description);
}

/** A date and time as the answers write it (ISO 8601, UTC). */
export const isoDateTime = z.string().meta({ description: "ISO 8601 date and time, UTC", format: "date-time" });

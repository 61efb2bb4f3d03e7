// Contact message rules, shared by the form and the server (spec sections 3 and 5).
import { z } from "zod";
import { EMAIL_PATTERN } from "../../lib/email.ts";
import { CONTACT_LIMITS, CONTACT_TOPICS } from "./rules.ts";

export const contactMessageSchema = z.strictObject({
  name: z.string().trim().min(1).max(CONTACT_LIMITS.name),
  email: z.string().trim().max(CONTACT_LIMITS.email).regex(EMAIL_PATTERN),
  topic: z.enum(CONTACT_TOPICS).default("Suporte"),
  message: z.string().trim().min(1).max(CONTACT_LIMITS.message),
});

export type ContactMessage = z.infer<typeof contactMessageSchema>;

// The tables the anonymous key may insert into, each with the zod schema the matching form
// uses and its insert statement. Nothing here can be read back with the anonymous key.
import { getTableColumns, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { z } from "zod";
import { rowInsert, type Statement } from "../db/client.ts";
import { contactMessages, fipeConsultations } from "../db/schema.ts";
import { contactMessageSchema } from "#app/domain/contact/schema.ts";
import { fipeConsultationSchema } from "#app/lib/fipe/consultation-schema.ts";
import { newsletterSubscriptionSchema } from "#app/domain/newsletter/schema.ts";
import { NEWSLETTER_STRINGS } from "#app/domain/newsletter/strings.ts";
import { restError, type RestError } from "./errors.ts";

/** Form field that people never see; bots fill it. A filled honeypot is answered as a success. */
export const HONEYPOT_FIELD = "website";

export type RestTable = {
  name: string;
  schema: z.ZodType<Record<string, unknown>>;
  honeypot: boolean;
  /** Rows one request may carry: a contact message or a subscription is one person's. */
  maxRows: number;
  /** A rule on the whole (valid) row beyond its schema; the error refuses it before anything is stored. */
  check?: (row: Record<string, unknown>) => RestError | null;
  /** The insert statement; nothing is returned (no table is readable with the anonymous key). */
  insert: (row: Record<string, unknown>) => Statement;
};

/**
 * A validated row (keyed by column names, as PostgREST's are) as a mergeable insert into the
 * table (keyed by the schema's names). The schemas are strict, so every key is a column.
 */
function plainInsert(table: PgTable) {
  const keyOf = new Map(Object.entries(getTableColumns(table)).map(([key, column]) => [column.name, key]));
  return (row: Record<string, unknown>): Statement => {
    const values: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(row)) {
      const key = keyOf.get(name);
      if (key === undefined) throw new Error(`no column "${name}" in the table`);
      values[key] = value;
    }
    return rowInsert(table, values);
  };
}

export const REST_TABLES: Record<string, RestTable> = {
  fipe_consultations: {
    name: "fipe_consultations",
    schema: fipeConsultationSchema,
    honeypot: false,
    maxRows: 50,
    insert: plainInsert(fipeConsultations),
  },
  contact_messages: {
    name: "contact_messages",
    schema: contactMessageSchema,
    honeypot: true,
    maxRows: 1,
    insert: plainInsert(contactMessages),
  },
  newsletter_subscriptions: {
    name: "newsletter_subscriptions",
    schema: newsletterSubscriptionSchema,
    honeypot: true,
    maxRows: 1,
    // Consent is required (docs/product.md): a row without it is refused with the
    // box's own pt-BR message as the details, and nothing is stored or mailed.
    check: (row) =>
      row.has_accepted_terms === true
        ? null
        : restError(
            400,
            "23514",
            'new row for relation "newsletter_subscriptions" violates check constraint "newsletter_subscriptions_consent_check"',
            NEWSLETTER_STRINGS.consentRequired,
          ),
    // One row per e-mail, case-insensitive. Subscribing again never changes the stored row
    // (anyone can type anyone's address): only consent may go from false to true. The answer
    // is the same either way, so nobody learns whether an address is subscribed. Raw SQL: the
    // conflict target is an expression (lower(email)), which the builder's upsert cannot name.
    insert: (row) => sql`
      insert into newsletter_subscriptions (name, email, has_accepted_terms)
      values (${row.name}, ${row.email}, ${row.has_accepted_terms})
      on conflict ((lower(email))) do update
        set has_accepted_terms = true, updated_at = now()
        where excluded.has_accepted_terms and not newsletter_subscriptions.has_accepted_terms`,
  },
};

// The tables the anonymous key may insert into, each with the zod schema the matching form
// uses and its insert statement. Nothing here can be read back with the anonymous key.
import { sql } from "drizzle-orm";
import type { z } from "zod";
import { rowInsert, type Statement } from "../db/client.ts";
import { contactMessageSchema } from "../../app/features/contact/schema.ts";
import { fipeConsultationSchema } from "../../app/features/fipe/consultation-schema.ts";
import { newsletterSubscriptionSchema } from "../../app/features/newsletter/schema.ts";

/** Column the newsletter insert returns: true when the row is new (not a re-subscription). */
export const NEW_ROW_FLAG = "__new_row";

/** Form field that people never see; bots fill it. A filled honeypot is answered as a success. */
export const HONEYPOT_FIELD = "website";

export type RestTable = {
  name: string;
  schema: z.ZodType<Record<string, unknown>>;
  honeypot: boolean;
  /** The insert statement; `returning` only when the client asked for the rows back (it costs).
   * Without it, a plain insert that the write queue may merge with other requests' rows. */
  insert: (row: Record<string, unknown>, returning: boolean) => Statement;
};

function plainInsert(table: string) {
  return (row: Record<string, unknown>, returning: boolean): Statement => {
    if (!returning) return rowInsert(table, row);
    const columns = Object.keys(row);
    return sql`insert into ${sql.identifier(table)} (${sql.join(
      columns.map((c) => sql.identifier(c)),
      sql`, `,
    )}) values (${sql.join(
      columns.map((c) => sql`${row[c]}`),
      sql`, `,
    )}) returning *`;
  };
}

export const REST_TABLES: Record<string, RestTable> = {
  fipe_consultations: {
    name: "fipe_consultations",
    schema: fipeConsultationSchema,
    honeypot: false,
    insert: plainInsert("fipe_consultations"),
  },
  contact_messages: {
    name: "contact_messages",
    schema: contactMessageSchema,
    honeypot: true,
    insert: plainInsert("contact_messages"),
  },
  newsletter_subscriptions: {
    name: "newsletter_subscriptions",
    schema: newsletterSubscriptionSchema,
    honeypot: true,
    // One row per e-mail, case-insensitive: subscribing again updates name and consent.
    // Always returns the row and whether it is new (xmax = 0: inserted, not updated), which
    // the welcome mail needs (server/mail/triggers.ts).
    insert: (row) => sql`
      insert into newsletter_subscriptions (name, email, has_accepted_terms)
      values (${row.name}, ${row.email}, ${row.has_accepted_terms})
      on conflict ((lower(email))) do update
        set name = excluded.name, has_accepted_terms = excluded.has_accepted_terms, updated_at = now()
      returning *, (xmax = 0) as ${sql.identifier(NEW_ROW_FLAG)}`,
  },
};

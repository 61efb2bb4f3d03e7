// Whether the site's e-mail leaves now: the server's own answer (SMTP_URL set or not), never a
// guess of the page's. With mail off every form still stores its request and its e-mail waits
// in the outbox, sent once SMTP_URL is set; the forms that promise an e-mail say so.

/** "on": the e-mail goes now; "off": it waits until the site's mail is configured. */
export type MailDelivery = "on" | "off";

/** The header of a stored insert's answer (/rest/v1): the site's mail delivery. Not part of
 * PostgREST's format: a backend without it (a hosted Supabase project) reads as "on". */
export const MAIL_DELIVERY_HEADER = "X-Mail-Delivery";

/** A header's or a JSON field's value as a delivery: only "off" means off. */
export function mailDeliveryOf(value: unknown): MailDelivery {
  return value === "off" ? "off" : "on";
}

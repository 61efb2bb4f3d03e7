// Which inserts cause which mail: the follow-up statements the REST route adds to the insert's
// own transaction (a failed insert leaves no mail; a committed insert always has its mail).
import { sql } from "drizzle-orm";
import type { Statement } from "../db/client.ts";
import { outboxInsert } from "./outbox.ts";
import { confirmUrl, type MailSettings } from "./settings.ts";
import { confirmationMail, contactMail, type ContactMailInput } from "./templates.ts";
import type { UnsubscribeSigner } from "./unsubscribe-token.ts";

export type MailTriggers = {
  statementsFor(table: string, row: Record<string, unknown>): Statement[];
};

/** At most one confirmation mail per address in this many hours. */
export const CONFIRMATION_MAIL_INTERVAL_HOURS = 24;

/**
 * Claims the right to send a confirmation mail to this subscription, in SQL so that two
 * requests at once cannot both claim it: only a row with consent, not yet confirmed, whose
 * last confirmation mail (if any) is at least 24 h old. Returns the claimed row's id and its
 * stored e-mail (never the address as this request spelled it). Raw SQL: the write queue runs
 * it on the driver and hands its rows (the driver's own values) to the mail's insert.
 */
export function claimConfirmationMail(email: string): Statement {
  return sql`
    update newsletter_subscriptions set confirmation_sent_at = now()
    where lower(email) = lower(${email}) and confirmed_at is null and has_accepted_terms
      and (confirmation_sent_at is null
        or confirmation_sent_at <= now() - make_interval(hours => ${CONFIRMATION_MAIL_INTERVAL_HOURS}))
    returning id, email`;
}

export function createMailTriggers(settings: MailSettings, confirmSigner: UnsubscribeSigner): MailTriggers {
  return {
    statementsFor(table, row) {
      if (table === "contact_messages") {
        if (!settings.contactInbox) return [];
        return [outboxInsert(contactMail(row as ContactMailInput, settings.contactInbox))];
      }
      if (table === "newsletter_subscriptions") {
        // Double opt-in: the first mail only asks the address's owner to confirm. No mail at
        // all without consent, and at most one per address per 24 h (the claim decides).
        return [
          claimConfirmationMail(String(row.email)),
          (rows) => {
            const claimed = rows[0];
            if (!claimed) return null;
            return outboxInsert(
              confirmationMail({
                email: String(claimed.email),
                confirmUrl: confirmUrl(settings.siteUrl, confirmSigner.sign(Number(claimed.id))),
                siteUrl: settings.siteUrl,
              }),
            );
          },
        ];
      }
      return [];
    },
  };
}

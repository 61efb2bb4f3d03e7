// Which inserts cause which mail: the follow-up statements the REST route adds to the insert's
// own transaction (a failed insert leaves no mail; a committed insert always has its mail).
import type { Statement } from "../db/client.ts";
import { NEW_ROW_FLAG } from "../rest/tables.ts";
import { outboxInsert } from "./outbox.ts";
import { unsubscribeUrl, type MailSettings } from "./settings.ts";
import { contactMail, welcomeMail, type ContactMailInput } from "./templates.ts";
import type { UnsubscribeSigner } from "./unsubscribe-token.ts";

export type MailTriggers = {
  statementsFor(table: string, row: Record<string, unknown>): Statement[];
};

export function createMailTriggers(settings: MailSettings, signer: UnsubscribeSigner): MailTriggers {
  return {
    statementsFor(table, row) {
      if (table === "contact_messages") {
        if (!settings.contactInbox) return [];
        return [outboxInsert(contactMail(row as ContactMailInput, settings.contactInbox))];
      }
      if (table === "newsletter_subscriptions") {
        // Built from the row the insert returned: its id signs the unsubscribe link, and a
        // re-subscription (the upsert updated an existing row) gets no second welcome.
        return [
          (rows) => {
            const saved = rows[0];
            if (!saved || saved[NEW_ROW_FLAG] !== true) return null;
            const token = signer.sign(Number(saved.id));
            return outboxInsert(
              welcomeMail({
                name: String(saved.name),
                email: String(saved.email),
                unsubscribeUrl: unsubscribeUrl(settings.siteUrl, token),
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

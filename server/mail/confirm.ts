// Newsletter confirmation (double opt-in) by signed token: using the link of the confirmation
// mail confirms the subscription and queues the welcome mail in the same transaction. The
// token is "<subscription id>.<HMAC>" under its own key (unsubscribe-token.ts, CONFIRM_PURPOSE);
// once used it only answers "already confirmed", and it dies with its row (cancelled, or
// deleted unconfirmed after 7 days: retention.ts).
import { sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { rowsOf, type BigIntValue } from "../db/rows.ts";
import { outboxInsert } from "./outbox.ts";
import { unsubscribeUrl } from "./settings.ts";
import { welcomeMail } from "./templates.ts";
import { changeForToken, type UnsubscribeSigner } from "./unsubscribe-token.ts";

export type ConfirmResult = "confirmed" | "already_confirmed" | "invalid";

type Signers = { confirm: UnsubscribeSigner; unsubscribe: UnsubscribeSigner };

export async function confirmSubscription(
  db: Db,
  signers: Signers,
  siteUrl: string,
  token: string,
): Promise<ConfirmResult> {
  return changeForToken(db, signers.confirm, token, async (tx, id) => {
    const confirmed = await rowsOf<{ id: BigIntValue; name: string; email: string }>(
      tx,
      sql`update newsletter_subscriptions set confirmed_at = now(), updated_at = now()
        where id = ${id} and confirmed_at is null and has_accepted_terms
        returning id, name, email`,
    );
    const row = confirmed[0];
    if (!row) {
      const existing = await rowsOf(
        tx,
        sql`select 1 from newsletter_subscriptions where id = ${id} and confirmed_at is not null`,
      );
      return existing.length ? ("already_confirmed" as const) : ("invalid" as const);
    }
    const mail = welcomeMail({
      name: row.name,
      email: row.email,
      unsubscribeUrl: unsubscribeUrl(siteUrl, signers.unsubscribe.sign(Number(row.id))),
      siteUrl,
    });
    const insert = outboxInsert(mail);
    const columns = insert.columns;
    await tx.execute(
      sql`insert into mail_outbox (${sql.join(
        columns.map((c) => sql.identifier(c)),
        sql`, `,
      )}) values (${sql.join(
        insert.rows[0]!.map((v) => sql`${v}`),
        sql`, `,
      )})`,
    );
    return "confirmed" as const;
  });
}

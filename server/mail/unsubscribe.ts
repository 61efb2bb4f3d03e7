// Newsletter unsubscription by signed token (see unsubscribe-token.ts).
import { sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { rowsOf } from "../db/rows.ts";
import { changeForToken, type UnsubscribeSigner } from "./unsubscribe-token.ts";

export type TokenStatus = "active" | "already_cancelled" | "invalid";
export type UnsubscribeResult = "cancelled" | "already_cancelled" | "invalid";

/** What the token would do, without changing anything (the page shows it before the button). */
export async function tokenStatus(db: Db, signer: UnsubscribeSigner, token: string): Promise<TokenStatus> {
  const id = signer.verify(token);
  if (id === null) return "invalid";
  const rows = await rowsOf(db, sql`select 1 from newsletter_subscriptions where id = ${id}`);
  return rows.length ? "active" : "already_cancelled";
}

/** Removes the subscription and its mail not yet sent, and counts the cancellation; a second use is "already_cancelled". */
export async function unsubscribe(db: Db, signer: UnsubscribeSigner, token: string): Promise<UnsubscribeResult> {
  return changeForToken(db, signer, token, async (tx, id) => {
    const deleted = await rowsOf<{ email: string; was_confirmed: boolean }>(
      tx,
      sql`delete from newsletter_subscriptions where id = ${id} returning email, confirmed_at is not null as was_confirmed`,
    );
    if (!deleted.length) return "already_cancelled" as const;
    // Counted without personal data, for the console's "cancelado" figure.
    await tx.execute(
      sql`insert into newsletter_cancellations (was_confirmed) values (${deleted[0]!.was_confirmed === true})`,
    );
    await tx.execute(sql`delete from mail_outbox
      where sent_at is null and kind in ('newsletter_welcome', 'newsletter_confirmation') and lower(about_email) = lower(${deleted[0]!.email})`);
    return "cancelled" as const;
  });
}

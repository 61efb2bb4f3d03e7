// Newsletter confirmation (double opt-in) by signed token: using the link of the confirmation
// mail confirms the subscription and queues the welcome mail in the same transaction. The
// token is "<subscription id>.<HMAC>" under its own key (unsubscribe-token.ts, CONFIRM_PURPOSE);
// once used it only answers "already confirmed", and it dies with its row (cancelled, or
// deleted unconfirmed after 7 days: retention.ts).
import { and, eq, isNotNull, isNull, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { newsletterSubscriptions } from "../db/schema.ts";
import { queueMail } from "./outbox.ts";
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
    const [row] = await tx
      .update(newsletterSubscriptions)
      .set({ confirmedAt: sql`now()`, updatedAt: sql`now()` })
      .where(
        and(
          eq(newsletterSubscriptions.id, id),
          isNull(newsletterSubscriptions.confirmedAt),
          eq(newsletterSubscriptions.hasAcceptedTerms, true),
        ),
      )
      .returning({
        id: newsletterSubscriptions.id,
        name: newsletterSubscriptions.name,
        email: newsletterSubscriptions.email,
      });
    if (!row) {
      const existing = await tx
        .select({ id: newsletterSubscriptions.id })
        .from(newsletterSubscriptions)
        .where(and(eq(newsletterSubscriptions.id, id), isNotNull(newsletterSubscriptions.confirmedAt)));
      return existing.length ? ("already_confirmed" as const) : ("invalid" as const);
    }
    const mail = welcomeMail({
      name: row.name,
      email: row.email,
      unsubscribeUrl: unsubscribeUrl(siteUrl, signers.unsubscribe.sign(row.id)),
      siteUrl,
    });
    await queueMail(tx, mail);
    return "confirmed" as const;
  });
}

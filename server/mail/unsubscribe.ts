// Newsletter unsubscription by signed token (see unsubscribe-token.ts).
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { mailOutbox, newsletterCancellations, newsletterSubscriptions } from "../db/schema.ts";
import { changeForToken, type UnsubscribeSigner } from "./unsubscribe-token.ts";

export type TokenStatus = "active" | "already_cancelled" | "invalid";
export type UnsubscribeResult = "cancelled" | "already_cancelled" | "invalid";

/** What the token would do, without changing anything (the page shows it before the button). */
export async function tokenStatus(db: Db, signer: UnsubscribeSigner, token: string): Promise<TokenStatus> {
  const id = signer.verify(token);
  if (id === null) return "invalid";
  const rows = await db
    .select({ id: newsletterSubscriptions.id })
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.id, id));
  return rows.length ? "active" : "already_cancelled";
}

/** Removes the subscription and its mail not yet sent, and counts the cancellation; a second use is "already_cancelled". */
export async function unsubscribe(db: Db, signer: UnsubscribeSigner, token: string): Promise<UnsubscribeResult> {
  return changeForToken(db, signer, token, async (tx, id) => {
    const [deleted] = await tx
      .delete(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.id, id))
      .returning({ email: newsletterSubscriptions.email, confirmedAt: newsletterSubscriptions.confirmedAt });
    if (!deleted) return "already_cancelled" as const;
    // Counted without personal data, for the console's "cancelado" figure.
    await tx.insert(newsletterCancellations).values({ wasConfirmed: deleted.confirmedAt !== null });
    await tx
      .delete(mailOutbox)
      .where(
        and(
          isNull(mailOutbox.sentAt),
          inArray(mailOutbox.kind, ["newsletter_welcome", "newsletter_confirmation"]),
          sql`lower(${mailOutbox.aboutEmail}) = lower(${deleted.email})`,
        ),
      );
    return "cancelled" as const;
  });
}

// The console's front page: what waits for the operator, and whether mail can leave (with mail
// off, what each kind of e-mail has waiting in the outbox, for the notice shown first).
import { isNull, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { contactMessages, mailOutbox, newsletterSubscriptions } from "../db/schema.ts";

export async function overview(db: Db, { mailEnabled }: { mailEnabled: boolean }) {
  const [[messages], [subscribers], [outbox], waiting] = await Promise.all([
    db
      .select({
        total: sql<number>`count(*)::int`,
        unread: sql<number>`count(*) filter (where ${contactMessages.readAt} is null)::int`,
      })
      .from(contactMessages),
    db.select({ count: sql<number>`count(*)::int` }).from(newsletterSubscriptions),
    db
      .select({
        pending: sql<number>`count(*) filter (where ${mailOutbox.sentAt} is null and ${mailOutbox.lastError} is null)::int`,
        failed: sql<number>`count(*) filter (where ${mailOutbox.sentAt} is null and ${mailOutbox.lastError} is not null)::int`,
        sent: sql<number>`count(*) filter (where ${mailOutbox.sentAt} is not null)::int`,
      })
      .from(mailOutbox),
    // Every mail not sent yet, by kind (newsletter_confirmation, price_alert...).
    db
      .select({ kind: mailOutbox.kind, count: sql<number>`count(*)::int` })
      .from(mailOutbox)
      .where(isNull(mailOutbox.sentAt))
      .groupBy(mailOutbox.kind)
      .orderBy(mailOutbox.kind),
  ]);
  return {
    messages: { total: Number(messages?.total ?? 0), unread: Number(messages?.unread ?? 0) },
    newsletter: { count: Number(subscribers?.count ?? 0) },
    mail: {
      enabled: mailEnabled,
      pending: Number(outbox?.pending ?? 0),
      failed: Number(outbox?.failed ?? 0),
      sent: Number(outbox?.sent ?? 0),
      waiting: Object.fromEntries(waiting.map((w) => [w.kind, Number(w.count)])) as Record<string, number>,
    },
  };
}

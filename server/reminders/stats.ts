// The console's view of the reminders: how many addresses and plates (confirmed, waiting), and
// the reminders of the last 30 days (mail queued, sent, failing; read from the outbox, which
// keeps sent mail 30 days).
import { eq, gt, sql } from "drizzle-orm";
import type { ReminderStats } from "#app/lib/reminder-stats.ts";
import type { Db } from "../db/client.ts";
import { mailOutbox, reminderPlates, reminderSends } from "../db/schema.ts";

export async function reminderStats(db: Db): Promise<ReminderStats> {
  const p = reminderPlates;
  // count(...)::int: a number on both engines.
  const [counts] = await db
    .select({
      people: sql<number>`count(distinct ${p.subscriberId}) filter (where ${p.confirmedAt} is not null)::int`,
      plates: sql<number>`count(*) filter (where ${p.confirmedAt} is not null)::int`,
      pendingPlates: sql<number>`count(*) filter (where ${p.confirmedAt} is null)::int`,
    })
    .from(p);
  const d = reminderSends;
  const o = mailOutbox;
  const [last] = await db
    .select({
      events: sql<number>`count(*)::int`,
      mails: sql<number>`count(distinct ${d.mailId})::int`,
      sent: sql<number>`count(distinct ${d.mailId}) filter (where ${o.sentAt} is not null)::int`,
      failed: sql<number>`count(distinct ${d.mailId}) filter (where ${o.sentAt} is null and ${o.lastError} is not null)::int`,
      waiting: sql<number>`count(distinct ${d.mailId}) filter (where ${o.sentAt} is null and ${o.lastError} is null)::int`,
    })
    .from(d)
    .leftJoin(o, eq(o.id, d.mailId))
    .where(gt(d.createdAt, sql`now() - make_interval(days => 30)`));
  return {
    people: counts?.people ?? 0,
    plates: counts?.plates ?? 0,
    pendingPlates: counts?.pendingPlates ?? 0,
    last30Days: {
      events: last?.events ?? 0,
      mails: last?.mails ?? 0,
      sent: last?.sent ?? 0,
      failed: last?.failed ?? 0,
      waiting: last?.waiting ?? 0,
    },
  };
}

// The console's view of the price alerts: how many people follow how many vehicles, and the
// last month's send (mail queued, sent, failing; read from the outbox, which keeps sent mail
// 30 days).
import { eq, max, sql } from "drizzle-orm";
import type { PriceAlertStats } from "#app/lib/price-alert-stats.ts";
import type { Db } from "../db/client.ts";
import { mailOutbox, priceAlertSends, priceAlertSubscribers, priceAlertVehicles } from "../db/schema.ts";

/** count(*) filter (where …) as an int: a number on both engines. */
const countWhere = (condition: ReturnType<typeof sql>) => sql<number>`count(*) filter (where ${condition})::int`;

export async function priceAlertStats(db: Db): Promise<PriceAlertStats> {
  const s = priceAlertSubscribers;
  const v = priceAlertVehicles;
  // One statement (one snapshot): the people's counts beside the vehicles'.
  const people = db
    .select({
      people: countWhere(sql`${s.confirmedAt} is not null`).as("people"),
      pendingPeople: countWhere(sql`${s.confirmedAt} is null`).as("pending_people"),
    })
    .from(s)
    .as("p");
  const follows = db
    .select({
      follows: countWhere(sql`${v.confirmedAt} is not null`).as("follows"),
      // Distinct vehicles (type, brand, model, year: never null) among the confirmed follows.
      vehicles: sql<number>`count(distinct (${v.type}, ${v.brandCode}, ${v.modelCode}, ${v.yearCode}))
        filter (where ${v.confirmedAt} is not null)::int`.as("vehicles"),
    })
    .from(v)
    .as("f");
  const [counts] = await db.select().from(people).crossJoin(follows);
  const d = priceAlertSends;
  const o = mailOutbox;
  const [last] = await db
    .select({
      month: d.month,
      mails: sql<number>`count(${d.mailId})::int`,
      sent: countWhere(sql`${o.sentAt} is not null`),
      failed: countWhere(sql`${o.sentAt} is null and ${o.lastError} is not null`),
      waiting: countWhere(sql`${o.sentAt} is null and ${o.lastError} is null`),
    })
    .from(d)
    .leftJoin(o, eq(o.id, d.mailId))
    .where(eq(d.month, db.select({ month: max(d.month) }).from(d)))
    .groupBy(d.month);
  return {
    people: counts?.p.people ?? 0,
    pendingPeople: counts?.p.pendingPeople ?? 0,
    follows: counts?.f.follows ?? 0,
    vehicles: counts?.f.vehicles ?? 0,
    lastSend: last
      ? { month: last.month, mails: last.mails, sent: last.sent, failed: last.failed, waiting: last.waiting }
      : null,
  };
}

// The console's view of the price alerts: how many people follow how many vehicles, and the
// last month's send (mail queued, sent, failing; read from the outbox, which keeps sent mail
// 30 days).
import { sql } from "drizzle-orm";
import type { PriceAlertStats } from "#app/lib/price-alert-stats.ts";
import type { Db } from "../db/client.ts";
import { rowsOf } from "../db/rows.ts";

export async function priceAlertStats(db: Db): Promise<PriceAlertStats> {
  const [counts] = await rowsOf<{ people: number; pending_people: number; follows: number; vehicles: number }>(
    db,
    sql`select
      (select count(*) from price_alert_subscribers where confirmed_at is not null)::int as people,
      (select count(*) from price_alert_subscribers where confirmed_at is null)::int as pending_people,
      (select count(*) from price_alert_vehicles where confirmed_at is not null)::int as follows,
      (select count(*) from (select distinct type, brand_code, model_code, year_code
        from price_alert_vehicles where confirmed_at is not null) d)::int as vehicles`,
  );
  const [last] = await rowsOf<{ month: string; mails: number; sent: number; failed: number; waiting: number }>(
    db,
    sql`select d.month,
        count(d.mail_id)::int as mails,
        count(*) filter (where o.sent_at is not null)::int as sent,
        count(*) filter (where o.sent_at is null and o.last_error is not null)::int as failed,
        count(*) filter (where o.sent_at is null and o.last_error is null)::int as waiting
      from price_alert_sends d left join mail_outbox o on o.id = d.mail_id
      where d.month = (select max(month) from price_alert_sends)
      group by d.month`,
  );
  return {
    people: counts?.people ?? 0,
    pendingPeople: counts?.pending_people ?? 0,
    follows: counts?.follows ?? 0,
    vehicles: counts?.vehicles ?? 0,
    // count(...)::int: a number on both engines.
    lastSend: last
      ? { month: last.month, mails: last.mails, sent: last.sent, failed: last.failed, waiting: last.waiting }
      : null,
  };
}

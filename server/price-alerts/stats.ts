// The console's view of the price alerts: how many people follow how many vehicles, and the
// last month's send (mail queued, sent, failing; read from the outbox, which keeps sent mail
// 30 days).
import { sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] =>
  Array.isArray(result) ? (result as Row[]) : (((result as { rows?: Row[] }).rows ?? []) as Row[]);

export type PriceAlertStats = {
  people: number;
  pendingPeople: number;
  follows: number;
  vehicles: number;
  lastSend: { month: string; mails: number; sent: number; failed: number; waiting: number } | null;
};

export async function priceAlertStats(db: Db): Promise<PriceAlertStats> {
  const [counts] = rowsOf(
    await db.execute(sql`select
      (select count(*) from price_alert_subscribers where confirmed_at is not null)::int as people,
      (select count(*) from price_alert_subscribers where confirmed_at is null)::int as pending_people,
      (select count(*) from price_alert_vehicles where confirmed_at is not null)::int as follows,
      (select count(*) from (select distinct type, brand_code, model_code, year_code
        from price_alert_vehicles where confirmed_at is not null) d)::int as vehicles`),
  );
  const [last] = rowsOf(
    await db.execute(sql`select d.month,
        count(d.mail_id)::int as mails,
        count(*) filter (where o.sent_at is not null)::int as sent,
        count(*) filter (where o.sent_at is null and o.last_error is not null)::int as failed,
        count(*) filter (where o.sent_at is null and o.last_error is null)::int as waiting
      from price_alert_sends d left join mail_outbox o on o.id = d.mail_id
      where d.month = (select max(month) from price_alert_sends)
      group by d.month`),
  );
  return {
    people: Number(counts?.people ?? 0),
    pendingPeople: Number(counts?.pending_people ?? 0),
    follows: Number(counts?.follows ?? 0),
    vehicles: Number(counts?.vehicles ?? 0),
    lastSend: last
      ? {
          month: String(last.month),
          mails: Number(last.mails),
          sent: Number(last.sent),
          failed: Number(last.failed),
          waiting: Number(last.waiting),
        }
      : null,
  };
}

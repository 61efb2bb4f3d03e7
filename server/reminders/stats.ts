// The console's view of the reminders: how many addresses and plates (confirmed, waiting), and
// the reminders of the last 30 days (mail queued, sent, failing; read from the outbox, which
// keeps sent mail 30 days).
import { sql } from "drizzle-orm";
import type { ReminderStats } from "#app/lib/reminder-stats.ts";
import type { Db } from "../db/client.ts";
import { rowsOf } from "../db/rows.ts";

export async function reminderStats(db: Db): Promise<ReminderStats> {
  const [counts] = await rowsOf<{ people: number; plates: number; pending_plates: number }>(
    db,
    sql`select
      (select count(distinct subscriber_id) from reminder_plates where confirmed_at is not null)::int as people,
      (select count(*) from reminder_plates where confirmed_at is not null)::int as plates,
      (select count(*) from reminder_plates where confirmed_at is null)::int as pending_plates`,
  );
  const [last] = await rowsOf<{ events: number; mails: number; sent: number; failed: number; waiting: number }>(
    db,
    sql`select count(*)::int as events,
        count(distinct d.mail_id)::int as mails,
        count(distinct d.mail_id) filter (where o.sent_at is not null)::int as sent,
        count(distinct d.mail_id) filter (where o.sent_at is null and o.last_error is not null)::int as failed,
        count(distinct d.mail_id) filter (where o.sent_at is null and o.last_error is null)::int as waiting
      from reminder_sends d left join mail_outbox o on o.id = d.mail_id
      where d.created_at > now() - make_interval(days => 30)`,
  );
  return {
    people: counts?.people ?? 0,
    plates: counts?.plates ?? 0,
    pendingPlates: counts?.pending_plates ?? 0,
    last30Days: {
      events: last?.events ?? 0,
      mails: last?.mails ?? 0,
      sent: last?.sent ?? 0,
      failed: last?.failed ?? 0,
      waiting: last?.waiting ?? 0,
    },
  };
}

// The reminders due on a day (Brasília): every confirmed plate with an event whose reminder day
// has come and whose date has not passed (events.ts) gets ONE mail listing those events, each
// event exactly once per plate, with any number of senders at once and across restarts: a
// reminder_sends row (unique per plate and event) is inserted in the same transaction that
// queues the mail. A sender that loses the race finds the rows taken and skips; a sender that
// dies before its commit leaves neither rows nor mail, and the next run sends them. Delivery is
// the outbox worker's.
import { sql } from "drizzle-orm";
import { IPVA_YEARS } from "#app/domain/ipva/rates.ts";
import { LICENSING_YEARS } from "#app/domain/licensing/licensing-data.ts";
import type { IpvaYearData } from "#app/domain/ipva/data-schema.ts";
import type { LicensingYearData } from "#app/domain/licensing/data-schema.ts";
import { isReminderVehicleType } from "#app/domain/reminders/reminder-names.ts";
import { brasiliaToday } from "#app/lib/brasilia-date.ts";
import type { Db } from "../db/client.ts";
import { rowsOf, type BigIntValue } from "../db/rows.ts";
import { queueMail } from "../mail/outbox.ts";
import { dueEvents, reminderEvents, type ReminderEvent } from "./events.ts";
import { reminderMail, type PlateLabel } from "./templates.ts";
import { stopRemindersUrl, type ReminderSigners } from "./tokens.ts";

export type ReminderSendOptions = {
  signers: ReminderSigners;
  siteUrl: string;
  /** AAAA-MM-DD; today in Brasília when left out (REMINDERS_TODAY in `npm run lembretes`). */
  today?: string;
  /** The year files (tests hand in their own); the site's data when left out. */
  years?: { ipva: readonly IpvaYearData[]; licensing: readonly LicensingYearData[] };
  /** Plates handled per query (each in its own transaction). */
  batchSize?: number;
  /** Tests: runs inside each plate's transaction after its claim (a crash mid-send). */
  afterClaim?: (plateId: number) => Promise<void> | void;
};

export type ReminderSendResult = { today: string; queued: number; events: number };

type PlateRow = { id: BigIntValue; state: string; final_digit: number; vehicle_type: string };

/** Queues the reminders due on `today` not queued yet. Safe to run any number of times, in any
 * number of processes at once. */
export async function sendReminders(db: Db, options: ReminderSendOptions): Promise<ReminderSendResult> {
  const today = options.today ?? brasiliaToday();
  const years = options.years ?? { ipva: IPVA_YEARS, licensing: LICENSING_YEARS };
  const batchSize = options.batchSize ?? 200;
  // The events are the same for every plate of a state, digit and type: worked out once.
  const dueByPlate = new Map<string, ReminderEvent[]>();
  const dueFor = (plate: PlateLabel) => {
    const key = `${plate.state}/${plate.finalDigit}/${plate.vehicleType}`;
    let due = dueByPlate.get(key);
    if (!due) {
      due = dueEvents(reminderEvents(plate, years), today);
      dueByPlate.set(key, due);
    }
    return due;
  };
  let queued = 0;
  let events = 0;
  let after = 0;
  for (;;) {
    const plates = await rowsOf<PlateRow>(
      db,
      sql`select id, state, final_digit, vehicle_type from reminder_plates
        where id > ${after} and confirmed_at is not null order by id limit ${batchSize}`,
    );
    if (!plates.length) break;
    for (const row of plates) {
      const id = Number(row.id);
      after = id;
      if (!isReminderVehicleType(row.vehicle_type)) continue;
      const plate: PlateLabel = {
        state: row.state,
        finalDigit: Number(row.final_digit),
        vehicleType: row.vehicle_type,
      };
      const due = dueFor(plate);
      if (!due.length) continue;
      const claimedEvents = await db.transaction(async (tx) => {
        // The claims: a second sender waits here for the first one's commit, then finds the rows.
        const claimed = await rowsOf<{ event_key: string }>(
          tx,
          sql`insert into reminder_sends (plate_id, event_key, due) values ${sql.join(
            due.map((e) => sql`(${id}, ${e.key}, ${e.date})`),
            sql`, `,
          )} on conflict (plate_id, event_key) do nothing returning event_key`,
        );
        if (!claimed.length) return 0;
        // Still there and still confirmed (a cancel may have come in between).
        const [owner] = await rowsOf<{ email: string; subscriber_id: BigIntValue }>(
          tx,
          sql`select s.email, s.id as subscriber_id from reminder_plates p
            join reminder_subscribers s on s.id = p.subscriber_id
            where p.id = ${id} and p.confirmed_at is not null`,
        );
        if (!owner) return 0;
        await options.afterClaim?.(id);
        const keys = new Set(claimed.map((c) => c.event_key));
        const mailEvents = due.filter((e) => keys.has(e.key));
        const mailId = await queueMail(
          tx,
          reminderMail({
            email: owner.email,
            plate,
            events: mailEvents,
            stopUrl: stopRemindersUrl(options.siteUrl, options.signers.stop.sign(Number(owner.subscriber_id))),
            siteUrl: options.siteUrl,
          }),
        );
        await tx.execute(sql`update reminder_sends set mail_id = ${mailId}
          where plate_id = ${id} and event_key in (${sql.join(
            mailEvents.map((e) => sql`${e.key}`),
            sql`, `,
          )})`);
        return mailEvents.length;
      });
      if (claimedEvents) {
        queued++;
        events += claimedEvents;
      }
    }
    if (plates.length < batchSize) break;
  }
  return { today, queued, events };
}

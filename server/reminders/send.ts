// The reminders due on a day (Brasília): every confirmed plate with an event whose reminder day
// has come and whose date has not passed (events.ts) gets ONE mail listing those events, each
// event exactly once per plate, with any number of senders at once and across restarts: a
// reminder_sends row (unique per plate and event) is inserted in the same transaction that
// queues the mail. A sender that loses the race finds the rows taken and skips; a sender that
// dies before its commit leaves neither rows nor mail, and the next run sends them. Delivery is
// the outbox worker's.
import { and, eq, gt, inArray, isNotNull } from "drizzle-orm";
import { IPVA_YEARS } from "#app/domain/ipva/rates.ts";
import { LICENSING_YEARS } from "#app/domain/licensing/licensing-data.ts";
import type { IpvaYearData } from "#app/domain/ipva/data-schema.ts";
import type { LicensingYearData } from "#app/domain/licensing/data-schema.ts";
import { isReminderVehicleType } from "#app/domain/reminders/reminder-names.ts";
import { brasiliaToday } from "#app/lib/brasilia-date.ts";
import type { Db } from "../db/client.ts";
import { reminderPlates, reminderSends, reminderSubscribers } from "../db/schema.ts";
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
    const p = reminderPlates;
    const plates = await db
      .select({ id: p.id, state: p.state, finalDigit: p.finalDigit, vehicleType: p.vehicleType })
      .from(p)
      .where(and(gt(p.id, after), isNotNull(p.confirmedAt)))
      .orderBy(p.id)
      .limit(batchSize);
    if (!plates.length) break;
    for (const row of plates) {
      const id = row.id;
      after = id;
      if (!isReminderVehicleType(row.vehicleType)) continue;
      const plate: PlateLabel = { state: row.state, finalDigit: row.finalDigit, vehicleType: row.vehicleType };
      const due = dueFor(plate);
      if (!due.length) continue;
      const claimedEvents = await db.transaction(async (tx) => {
        // The claims: a second sender waits here for the first one's commit, then finds the rows.
        const d = reminderSends;
        const claimed = await tx
          .insert(d)
          .values(due.map((e) => ({ plateId: id, eventKey: e.key, due: e.date })))
          .onConflictDoNothing({ target: [d.plateId, d.eventKey] })
          .returning({ eventKey: d.eventKey });
        if (!claimed.length) return 0;
        // Still there and still confirmed (a cancel may have come in between).
        const s = reminderSubscribers;
        const [owner] = await tx
          .select({ email: s.email, subscriberId: s.id })
          .from(p)
          .innerJoin(s, eq(s.id, p.subscriberId))
          .where(and(eq(p.id, id), isNotNull(p.confirmedAt)));
        if (!owner) return 0;
        await options.afterClaim?.(id);
        const keys = new Set(claimed.map((c) => c.eventKey));
        const mailEvents = due.filter((e) => keys.has(e.key));
        const mailId = await queueMail(
          tx,
          reminderMail({
            email: owner.email,
            plate,
            events: mailEvents,
            stopUrl: stopRemindersUrl(options.siteUrl, options.signers.stop.sign(owner.subscriberId)),
            siteUrl: options.siteUrl,
          }),
        );
        await tx
          .update(d)
          .set({ mailId })
          .where(
            and(
              eq(d.plateId, id),
              inArray(
                d.eventKey,
                mailEvents.map((e) => e.key),
              ),
            ),
          );
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

// Asking for reminders by e-mail (one plate: state, final digit, vehicle type), confirming it
// (double opt-in, one link per plate, as the price alerts) and stopping them. Each change is one
// transaction; the confirmation mail is queued in the outbox in the same one.
import { and, eq, isNotNull, sql } from "drizzle-orm";
import {
  MAX_PLATES_PER_EMAIL,
  type ReminderCancelResult,
  type ReminderConfirmResult,
} from "#app/domain/reminders/strings.ts";
import type { Db } from "../db/client.ts";
import { rowsOf, type BigIntValue, type Queryable } from "../db/rows.ts";
import { reminderPlates, reminderSubscribers } from "../db/schema.ts";
import { queueMail } from "../mail/outbox.ts";
import { CONFIRMATION_MAIL_INTERVAL_HOURS } from "../mail/triggers.ts";
import { changeForToken } from "../mail/unsubscribe-token.ts";
import { reminderConfirmationMail, type PlateLabel } from "./templates.ts";
import { confirmReminderUrl, type ReminderSigners } from "./tokens.ts";

/** Plates an address may have waiting for confirmation; a newer request pushes out the oldest. */
export const MAX_PENDING_PLATES_PER_EMAIL = MAX_PLATES_PER_EMAIL;
/** Confirmation mails per address per CONFIRMATION_MAIL_INTERVAL_HOURS (one per plate and interval). */
export const MAX_CONFIRMATION_MAILS = 3;

/**
 * Adds a plate to the address's reminders (consent given), unconfirmed. As with the price
 * alerts, the answer is the same whatever the address already has, unconfirmed requests never
 * count against the address's limit (applied when a link is used), each request has its own
 * confirmation mail, at most one per plate and MAX_CONFIRMATION_MAILS per address per
 * CONFIRMATION_MAIL_INTERVAL_HOURS (claimed in SQL), and waiting requests are bounded per address
 * (the oldest go first). Returns whether a mail was queued.
 */
export async function subscribePlate(
  db: Db,
  input: { email: string; plate: PlateLabel },
  mail: { signers: ReminderSigners; siteUrl: string },
): Promise<boolean> {
  const { email, plate } = input;
  return db.transaction(async (tx) => {
    // One row per address (case-insensitive), locked until commit; consent renewed.
    const [subscriber] = await rowsOf<{ id: BigIntValue }>(
      tx,
      sql`insert into reminder_subscribers (email) values (${email})
        on conflict ((lower(email))) do update set consented_at = now()
        returning id`,
    );
    const subscriberId = Number(subscriber!.id);
    let [row] = await rowsOf<{ id: BigIntValue; confirmed_at: unknown }>(
      tx,
      sql`select id, confirmed_at from reminder_plates where subscriber_id = ${subscriberId}
        and state = ${plate.state} and final_digit = ${plate.finalDigit} and vehicle_type = ${plate.vehicleType}`,
    );
    if (row && row.confirmed_at != null) return false;
    if (!row) {
      await tx.execute(sql`delete from reminder_plates where id in (
          select id from reminder_plates where subscriber_id = ${subscriberId} and confirmed_at is null
          order by created_at desc, id desc offset ${MAX_PENDING_PLATES_PER_EMAIL - 1})`);
      [row] = await rowsOf<{ id: BigIntValue; confirmed_at: unknown }>(
        tx,
        sql`insert into reminder_plates (subscriber_id, state, final_digit, vehicle_type)
          values (${subscriberId}, ${plate.state}, ${plate.finalDigit}, ${plate.vehicleType})
          returning id, confirmed_at`,
      );
    }
    const plateId = Number(row!.id);
    const interval = sql`make_interval(hours => ${CONFIRMATION_MAIL_INTERVAL_HOURS})`;
    const [plateDue] = await rowsOf(
      tx,
      sql`select 1 from reminder_plates where id = ${plateId}
        and (confirmation_sent_at is null or confirmation_sent_at <= now() - ${interval})`,
    );
    if (!plateDue) return false;
    const [claimed] = await rowsOf<{ email: string }>(
      tx,
      sql`update reminder_subscribers set
          confirmation_mails = case when confirmation_sent_at is null or confirmation_sent_at <= now() - ${interval}
            then 1 else confirmation_mails + 1 end,
          confirmation_sent_at = case when confirmation_sent_at is null or confirmation_sent_at <= now() - ${interval}
            then now() else confirmation_sent_at end
        where id = ${subscriberId}
          and (confirmation_sent_at is null or confirmation_sent_at <= now() - ${interval}
            or confirmation_mails < ${MAX_CONFIRMATION_MAILS})
        returning email`,
    );
    if (!claimed) return false;
    await tx.execute(sql`update reminder_plates set confirmation_sent_at = now() where id = ${plateId}`);
    await queueMail(
      tx,
      reminderConfirmationMail({
        email: claimed.email,
        plate,
        confirmUrl: confirmReminderUrl(mail.siteUrl, mail.signers.confirm.sign(plateId)),
        siteUrl: mail.siteUrl,
      }),
    );
    return true;
  });
}

/** A confirmation link: confirms the one plate it was sent for, unless the address already has
 * MAX_PLATES_PER_EMAIL confirmed. */
export async function confirmPlate(db: Db, signers: ReminderSigners, token: string): Promise<ReminderConfirmResult> {
  return changeForToken(db, signers.confirm, token, async (tx, id) => {
    const [plate] = await tx
      .select({ subscriberId: reminderPlates.subscriberId, confirmedAt: reminderPlates.confirmedAt })
      .from(reminderPlates)
      .where(eq(reminderPlates.id, id));
    if (!plate) return "invalid" as const;
    if (plate.confirmedAt !== null) return "confirmed" as const;
    // The subscriber row's lock orders this against the address's other confirmations.
    await tx.execute(sql`select id from reminder_subscribers where id = ${plate.subscriberId} for update`);
    const confirmed = await tx.$count(
      reminderPlates,
      and(eq(reminderPlates.subscriberId, plate.subscriberId), isNotNull(reminderPlates.confirmedAt)),
    );
    if (confirmed >= MAX_PLATES_PER_EMAIL) return "too_many" as const;
    await tx.execute(sql`update reminder_plates set confirmed_at = now() where id = ${id}`);
    return "confirmed" as const;
  });
}

/** Unsent reminder mail of an address (its confirmation or a queued reminder). */
export async function dropUnsentReminderMail(tx: Queryable, emails: readonly string[]) {
  if (!emails.length) return;
  await tx.execute(sql`delete from mail_outbox where sent_at is null
    and kind in ('reminder', 'reminder_confirmation') and lower(about_email) in (${sql.join(
      emails.map((e) => sql`${e.toLowerCase()}`),
      sql`, `,
    )})`);
}

/** "Stop every reminder": deletes the address and its plates (their send rows stay, unlinked). */
export async function stopReminders(db: Db, signers: ReminderSigners, token: string): Promise<ReminderCancelResult> {
  return changeForToken(db, signers.stop, token, async (tx, id) => {
    const [deleted] = await tx
      .delete(reminderSubscribers)
      .where(eq(reminderSubscribers.id, id))
      .returning({ email: reminderSubscribers.email });
    if (!deleted) return "already_cancelled" as const;
    await dropUnsentReminderMail(tx, [deleted.email]);
    return "cancelled" as const;
  });
}

// Asking for reminders by e-mail (one plate: state, final digit, vehicle type), confirming it
// (double opt-in, one link per plate, as the price alerts) and stopping them. Each change is one
// transaction; the confirmation mail is queued in the outbox in the same one.
import { and, desc, eq, inArray, isNull, isNotNull, sql } from "drizzle-orm";
import {
  MAX_PLATES_PER_EMAIL,
  type ReminderCancelResult,
  type ReminderConfirmResult,
} from "#app/domain/reminders/strings.ts";
import type { Db } from "../db/client.ts";
import { columnRowsOf, type DbOrTx } from "../db/rows.ts";
import { mailOutbox, reminderPlates, reminderSubscribers } from "../db/schema.ts";
import { queueMail } from "../mail/outbox.ts";
import { claimConfirmationMail, confirmationDue } from "../mail/confirmation-window.ts";
import { changeForToken } from "../mail/unsubscribe-token.ts";
import { reminderConfirmationMail, type PlateLabel } from "./templates.ts";
import { confirmReminderUrl, type ReminderSigners } from "./tokens.ts";

const subscribers = reminderSubscribers;
const plates = reminderPlates;

/** Plates an address may have waiting for confirmation; a newer request pushes out the oldest. */
export const MAX_PENDING_PLATES_PER_EMAIL = MAX_PLATES_PER_EMAIL;

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
    // One row per address (case-insensitive), locked until commit; consent renewed. Raw SQL:
    // the conflict target is an expression (lower(email)), which the builder's upsert cannot name.
    const [subscriber] = await columnRowsOf(
      tx,
      { id: subscribers.id },
      sql`insert into reminder_subscribers (email) values (${email})
        on conflict ((lower(email))) do update set consented_at = now()
        returning id`,
    );
    const subscriberId = subscriber!.id;
    let [row] = await tx
      .select({ id: plates.id, confirmedAt: plates.confirmedAt })
      .from(plates)
      .where(
        and(
          eq(plates.subscriberId, subscriberId),
          eq(plates.state, plate.state),
          eq(plates.finalDigit, plate.finalDigit),
          eq(plates.vehicleType, plate.vehicleType),
        ),
      );
    if (row && row.confirmedAt !== null) return false;
    if (!row) {
      const olderPending = tx
        .select({ id: plates.id })
        .from(plates)
        .where(and(eq(plates.subscriberId, subscriberId), isNull(plates.confirmedAt)))
        .orderBy(desc(plates.createdAt), desc(plates.id))
        .offset(MAX_PENDING_PLATES_PER_EMAIL - 1);
      await tx.delete(plates).where(inArray(plates.id, olderPending));
      [row] = await tx
        .insert(plates)
        .values({ subscriberId, state: plate.state, finalDigit: plate.finalDigit, vehicleType: plate.vehicleType })
        .returning({ id: plates.id, confirmedAt: plates.confirmedAt });
    }
    const plateId = row!.id;
    const [plateDue] = await tx
      .select({ id: plates.id })
      .from(plates)
      .where(and(eq(plates.id, plateId), confirmationDue(plates.confirmationSentAt)));
    if (!plateDue) return false;
    const mailTo = await claimConfirmationMail(tx, subscribers, subscriberId);
    if (!mailTo) return false;
    await tx
      .update(plates)
      .set({ confirmationSentAt: sql`now()` })
      .where(eq(plates.id, plateId));
    await queueMail(
      tx,
      reminderConfirmationMail({
        email: mailTo,
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
    await tx
      .select({ id: subscribers.id })
      .from(subscribers)
      .where(eq(subscribers.id, plate.subscriberId))
      .for("update");
    const confirmed = await tx.$count(
      reminderPlates,
      and(eq(reminderPlates.subscriberId, plate.subscriberId), isNotNull(reminderPlates.confirmedAt)),
    );
    if (confirmed >= MAX_PLATES_PER_EMAIL) return "too_many" as const;
    await tx
      .update(plates)
      .set({ confirmedAt: sql`now()` })
      .where(eq(plates.id, id));
    return "confirmed" as const;
  });
}

/** Unsent reminder mail of an address (its confirmation or a queued reminder). */
export async function dropUnsentReminderMail(tx: DbOrTx, emails: readonly string[]) {
  if (!emails.length) return;
  await tx.delete(mailOutbox).where(
    and(
      isNull(mailOutbox.sentAt),
      inArray(mailOutbox.kind, ["reminder", "reminder_confirmation"]),
      inArray(
        sql`lower(${mailOutbox.aboutEmail})`,
        emails.map((e) => e.toLowerCase()),
      ),
    ),
  );
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

// What the privacy policy (§6, "Por quanto tempo guardamos") promises to delete, deleted on a
// schedule by the server itself, so no operator has to remember:
// - contact messages 12 months after the last exchange about them (the message, or the
//   operator marking it answered, whichever is later);
// - rate-limit counters (client addresses) once their minute is over, so within the hour
//   (they exist on disk only with PostgreSQL; server/rate-limit/fixed-window.ts also clears them while hits
//   keep coming).
// - newsletter subscriptions never confirmed (double opt-in) 7 days after they were asked for,
//   with their unsent mail;
// - price alerts never confirmed 7 days after they were asked for: an address never confirmed
//   (with its vehicles and unsent mail), a vehicle added later and never confirmed (and an
//   address left with no vehicle);
// - IPVA reminders never confirmed 7 days after they were asked for (a plate, and an address
//   left with no plate, with its unsent mail).
// Sent mail has its own 30-day purge in the mail worker (server/mail/outbox.ts). Every process
// may run this: each deletion is idempotent.
import { and, eq, inArray, isNull, lt, notExists, or, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../db/client.ts";
import type { DbOrTx } from "../db/rows.ts";
import {
  contactMessages,
  mailOutbox,
  newsletterSubscriptions,
  priceAlertSubscribers,
  priceAlertVehicles,
  rateLimitWindows,
  reminderPlates,
  reminderSubscribers,
} from "../db/schema.ts";
import { dropUnsentReminderMail } from "../reminders/subscriptions.ts";

export const CONTACT_MESSAGE_RETENTION_MONTHS = 12;
/** Unconfirmed newsletter subscriptions are deleted this many days after they were asked for. */
export const UNCONFIRMED_SUBSCRIPTION_DAYS = 7;
/** How often the deletions run (and once when the server is ready). */
export const RETENTION_EVERY_MS = 60 * 60_000;

/** Rows asked for before this and never confirmed are deleted. */
const unconfirmedBefore = sql`now() - make_interval(days => ${UNCONFIRMED_SUBSCRIPTION_DAYS})`;

/** The unsent mail of one kind about these addresses (whose rows were just deleted). */
async function dropUnsentMail(tx: DbOrTx, kind: string, emails: string[]) {
  if (!emails.length) return;
  await tx.delete(mailOutbox).where(
    and(
      isNull(mailOutbox.sentAt),
      eq(mailOutbox.kind, kind),
      inArray(
        sql`lower(${mailOutbox.aboutEmail})`,
        emails.map((e) => e.toLowerCase()),
      ),
    ),
  );
}

export type Purged = {
  contactMessages: number;
  rateLimitWindows: number;
  unconfirmedSubscriptions: number;
  unconfirmedPriceAlerts: number;
  unconfirmedReminders: number;
};

/** Deletes what is past its retention period now; returns how many rows went from each table. */
export async function purgeExpired(db: Db): Promise<Purged> {
  const lastExchange = sql`greatest(${contactMessages.createdAt}, coalesce(${contactMessages.answeredAt}, ${contactMessages.createdAt}))`;
  const messages = await db
    .delete(contactMessages)
    .where(sql`${lastExchange} < now() - make_interval(months => ${CONTACT_MESSAGE_RETENTION_MONTHS})`)
    .returning({ id: contactMessages.id });
  const windows = await db
    .delete(rateLimitWindows)
    .where(lt(rateLimitWindows.windowEnd, sql`now()`))
    .returning({ key: rateLimitWindows.key });
  const unconfirmed = await db.transaction(async (tx) => {
    const deleted = await tx
      .delete(newsletterSubscriptions)
      .where(and(isNull(newsletterSubscriptions.confirmedAt), lt(newsletterSubscriptions.createdAt, unconfirmedBefore)))
      .returning({ email: newsletterSubscriptions.email });
    await dropUnsentMail(
      tx,
      "newsletter_confirmation",
      deleted.map((d) => d.email),
    );
    return deleted.length;
  });
  const unconfirmedAlerts = await purgeUnconfirmedPriceAlerts(db);
  const unconfirmedReminders = await purgeUnconfirmedReminders(db);
  return {
    contactMessages: messages.length,
    rateLimitWindows: windows.length,
    unconfirmedSubscriptions: unconfirmed,
    unconfirmedPriceAlerts: unconfirmedAlerts,
    unconfirmedReminders,
  };
}

/** Reminder plates asked for and not confirmed within UNCONFIRMED_SUBSCRIPTION_DAYS, and addresses
 * left with none; returns the rows deleted. */
async function purgeUnconfirmedReminders(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    const p = reminderPlates;
    const s = reminderSubscribers;
    const plates = await tx
      .delete(p)
      .where(and(isNull(p.confirmedAt), lt(p.createdAt, unconfirmedBefore)))
      .returning({ id: p.id });
    const people = await tx
      .delete(s)
      .where(
        and(
          lt(s.createdAt, unconfirmedBefore),
          notExists(tx.select({ id: p.id }).from(p).where(eq(p.subscriberId, s.id))),
        ),
      )
      .returning({ email: s.email });
    await dropUnsentReminderMail(
      tx,
      people.map((p) => p.email),
    );
    return plates.length + people.length;
  });
}

/** Price alerts asked for and not confirmed within UNCONFIRMED_SUBSCRIPTION_DAYS; returns the rows deleted. */
async function purgeUnconfirmedPriceAlerts(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    const v = priceAlertVehicles;
    const s = priceAlertSubscribers;
    const vehicles = await tx
      .delete(v)
      .where(and(isNull(v.confirmedAt), lt(v.createdAt, unconfirmedBefore)))
      .returning({ id: v.id });
    const people = await tx
      .delete(s)
      .where(
        and(
          lt(s.createdAt, unconfirmedBefore),
          or(isNull(s.confirmedAt), notExists(tx.select({ id: v.id }).from(v).where(eq(v.subscriberId, s.id)))),
        ),
      )
      .returning({ email: s.email });
    await dropUnsentMail(
      tx,
      "price_alert_confirmation",
      people.map((p) => p.email),
    );
    return vehicles.length + people.length;
  });
}

export type Retention = { start(): void; stop(): Promise<void>; runOnce(): Promise<Purged | null> };

export function createRetention(db: Db, log: FastifyBaseLogger, everyMs = RETENTION_EVERY_MS): Retention {
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<Purged | null> | null = null;
  const runOnce = () => {
    current ??= purgeExpired(db)
      .then(
        (purged) => {
          if (purged.contactMessages) log.info({ deleted: purged.contactMessages }, "old contact messages deleted");
          if (purged.unconfirmedPriceAlerts) {
            log.info({ deleted: purged.unconfirmedPriceAlerts }, "unconfirmed price alerts deleted");
          }
          if (purged.unconfirmedReminders) {
            log.info({ deleted: purged.unconfirmedReminders }, "unconfirmed reminders deleted");
          }
          if (purged.unconfirmedSubscriptions) {
            log.info({ deleted: purged.unconfirmedSubscriptions }, "unconfirmed newsletter subscriptions deleted");
          }
          return purged;
        },
        (error: unknown) => {
          log.warn({ err: error }, "retention purge failed; it runs again later");
          return null;
        },
      )
      .finally(() => {
        current = null;
      });
    return current;
  };
  return {
    start() {
      if (timer) return;
      void runOnce();
      timer = setInterval(() => void runOnce(), everyMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await current;
    },
    runOnce,
  };
}

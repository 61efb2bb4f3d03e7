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
import { lt, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../db/client.ts";
import { rowsOf } from "../db/rows.ts";
import { contactMessages, newsletterSubscriptions, rateLimitWindows } from "../db/schema.ts";
import { dropUnsentReminderMail } from "../reminders/subscriptions.ts";

export const CONTACT_MESSAGE_RETENTION_MONTHS = 12;
/** Unconfirmed newsletter subscriptions are deleted this many days after they were asked for. */
export const UNCONFIRMED_SUBSCRIPTION_DAYS = 7;
/** How often the deletions run (and once when the server is ready). */
export const RETENTION_EVERY_MS = 60 * 60_000;

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
      .where(
        sql`${newsletterSubscriptions.confirmedAt} is null and ${newsletterSubscriptions.createdAt} < now() - make_interval(days => ${UNCONFIRMED_SUBSCRIPTION_DAYS})`,
      )
      .returning({ email: newsletterSubscriptions.email });
    if (deleted.length) {
      const emails = deleted.map((d) => d.email.toLowerCase());
      await tx.execute(sql`delete from mail_outbox where sent_at is null
        and kind = 'newsletter_confirmation' and lower(about_email) in (${sql.join(
          emails.map((e) => sql`${e}`),
          sql`, `,
        )})`);
    }
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
    const plates = await rowsOf(
      tx,
      sql`delete from reminder_plates
        where confirmed_at is null and created_at < now() - make_interval(days => ${UNCONFIRMED_SUBSCRIPTION_DAYS})
        returning id`,
    );
    const people = await rowsOf<{ email: string }>(
      tx,
      sql`delete from reminder_subscribers s
        where s.created_at < now() - make_interval(days => ${UNCONFIRMED_SUBSCRIPTION_DAYS})
          and not exists (select 1 from reminder_plates p where p.subscriber_id = s.id)
        returning email`,
    );
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
    const vehicles = await rowsOf(
      tx,
      sql`delete from price_alert_vehicles
        where confirmed_at is null and created_at < now() - make_interval(days => ${UNCONFIRMED_SUBSCRIPTION_DAYS})
        returning id`,
    );
    const people = await rowsOf<{ email: string }>(
      tx,
      sql`delete from price_alert_subscribers s
        where s.created_at < now() - make_interval(days => ${UNCONFIRMED_SUBSCRIPTION_DAYS})
          and (s.confirmed_at is null or not exists (select 1 from price_alert_vehicles v where v.subscriber_id = s.id))
        returning email`,
    );
    if (people.length) {
      await tx.execute(sql`delete from mail_outbox where sent_at is null
        and kind = 'price_alert_confirmation' and lower(about_email) in (${sql.join(
          people.map((p) => sql`${p.email.toLowerCase()}`),
          sql`, `,
        )})`);
    }
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

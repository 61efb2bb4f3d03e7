// How often a confirmation mail may go, shared by the price alerts and the reminders: each
// request (a vehicle, a plate) at most once per CONFIRMATION_MAIL_INTERVAL_HOURS, and each
// address at most MAX_CONFIRMATION_MAILS in a window of that length, so a form posted again and
// again never floods someone's inbox.
import { and, eq, isNull, lt, lte, or, sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../db/rows.ts";
import { priceAlertSubscribers, reminderSubscribers } from "../db/schema.ts";
import { CONFIRMATION_MAIL_INTERVAL_HOURS } from "./triggers.ts";

/** Confirmation mails per address per CONFIRMATION_MAIL_INTERVAL_HOURS (one per request and interval). */
export const MAX_CONFIRMATION_MAILS = 3;

const interval = () => sql`make_interval(hours => ${CONFIRMATION_MAIL_INTERVAL_HOURS})`;

/** A request's own last confirmation mail (its `confirmation_sent_at`) is none, or an interval old. */
export function confirmationDue(sentAt: PgColumn): SQL {
  return or(isNull(sentAt), lte(sentAt, sql`now() - ${interval()}`))!;
}

/** The tables of addresses that receive confirmation mails (same window columns). */
type Subscribers = typeof priceAlertSubscribers | typeof reminderSubscribers;

/**
 * Takes one confirmation mail from the address's window: a new window when the last began over
 * an interval ago, else one more mail in it while it holds fewer than MAX_CONFIRMATION_MAILS
 * (one UPDATE: every SET sees the old row, and concurrent requests queue on the row's lock).
 * The address to write to, or null when its window is full.
 */
export async function claimConfirmationMail(
  tx: DbOrTx,
  subscribers: Subscribers,
  subscriberId: number,
): Promise<string | null> {
  const windowOver = confirmationDue(subscribers.confirmationSentAt);
  const [claimed] = await tx
    .update(subscribers)
    .set({
      confirmationMails: sql`case when ${windowOver} then 1 else ${subscribers.confirmationMails} + 1 end`,
      confirmationSentAt: sql`case when ${windowOver} then now() else ${subscribers.confirmationSentAt} end`,
    })
    .where(
      and(eq(subscribers.id, subscriberId), or(windowOver, lt(subscribers.confirmationMails, MAX_CONFIRMATION_MAILS))),
    )
    .returning({ email: subscribers.email });
  return claimed?.email ?? null;
}

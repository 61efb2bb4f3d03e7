// The server's own sending of the reminders: once when the server is ready, then every hour
// (so the day's reminders go out soon after midnight in Brasília, and a day the server was down
// is made up for: events.ts keeps an event due until its date). Each run is sendReminders,
// idempotent and safe beside other processes and `npm run lembretes`; the timer and the
// one-run-at-a-time rule are the shared send runner's (../mail/send-runner.ts).
import type { Db } from "../db/client.ts";
import { createSendRunner, type SendRunner } from "../mail/send-runner.ts";
import { sendReminders, type ReminderSendOptions, type ReminderSendResult } from "./send.ts";

export const REMINDER_CHECK_MS = 60 * 60_000;

type Log = { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };

export type ReminderRunner = SendRunner<ReminderSendResult>;

export function createReminderRunner(
  db: Db,
  options: ReminderSendOptions & { log: Log; onQueued(): void; everyMs?: number },
): ReminderRunner {
  // `today` is read at each run (a fixed one would stop the days from passing).
  return createSendRunner(() => sendReminders(db, options), {
    name: "reminders",
    everyMs: options.everyMs ?? REMINDER_CHECK_MS,
    log: options.log,
    onQueued: options.onQueued,
  });
}

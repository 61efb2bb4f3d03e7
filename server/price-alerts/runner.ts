// The server's own sending of the price alerts: once when the server is ready (a send a
// restart interrupted goes on), after every catalog sync run that completes a month, and
// hourly (a month completed by `npm run fipe:sync` in another process). Each run is
// sendPriceAlerts, idempotent and safe beside other processes and `npm run fipe:alerts`; the
// timer and the one-run-at-a-time rule are the shared send runner's (../mail/send-runner.ts).
import type { Db } from "../db/client.ts";
import { createSendRunner, type SendRunner } from "../mail/send-runner.ts";
import { sendPriceAlerts, type SendOptions, type SendResult } from "./send.ts";

export const PRICE_ALERT_CHECK_MS = 60 * 60_000;

type Log = { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };

export type PriceAlertRunner = SendRunner<SendResult>;

export function createPriceAlertRunner(
  db: Db,
  options: SendOptions & { log: Log; onQueued(): void; everyMs?: number },
): PriceAlertRunner {
  return createSendRunner(() => sendPriceAlerts(db, options), {
    name: "price alerts",
    everyMs: options.everyMs ?? PRICE_ALERT_CHECK_MS,
    log: options.log,
    onQueued: options.onQueued,
  });
}

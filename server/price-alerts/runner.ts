// The server's own sending of the price alerts: once when the server is ready (a send a
// restart interrupted goes on), after every catalog sync run that completes a month, and
// hourly (a month completed by `npm run fipe:sync` in another process). Each run is
// sendPriceAlerts, idempotent and safe beside other processes and `npm run fipe:alerts`.
import type { Db } from "../db/client.ts";
import { sendPriceAlerts, type SendOptions, type SendResult } from "./send.ts";

export const PRICE_ALERT_CHECK_MS = 60 * 60_000;

type Log = { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };

export type PriceAlertRunner = {
  start(): void;
  /** Runs now (or right after the run in flight). */
  nudge(): void;
  runOnce(): Promise<SendResult | null>;
  stop(): Promise<void>;
};

export function createPriceAlertRunner(
  db: Db,
  options: SendOptions & { log: Log; onQueued(): void; everyMs?: number },
): PriceAlertRunner {
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<SendResult | null> | null = null;
  let again = false;
  let stopped = false;

  function runOnce(): Promise<SendResult | null> {
    if (current) {
      again = true;
      return current;
    }
    current = sendPriceAlerts(db, options)
      .then(
        (result) => {
          if (result.queued) {
            options.log.info({ month: result.month, queued: result.queued }, "price alerts queued");
            options.onQueued();
          }
          return result;
        },
        (error: unknown) => {
          options.log.warn({ err: error }, "price alerts not sent now; they are tried again later");
          return null;
        },
      )
      .finally(() => {
        current = null;
        if (again && !stopped) {
          again = false;
          void runOnce();
        }
      });
    return current;
  }

  return {
    start() {
      if (timer || stopped) return;
      void runOnce();
      timer = setInterval(() => void runOnce(), options.everyMs ?? PRICE_ALERT_CHECK_MS);
      timer.unref();
    },
    nudge() {
      if (!stopped) void runOnce();
    },
    runOnce,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await current;
    },
  };
}

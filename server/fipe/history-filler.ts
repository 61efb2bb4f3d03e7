// The months of a vehicle's price history that neither the catalog nor the cache holds yet,
// asked for in the background: never on a visitor's request path and never charged to a
// visitor's limit. One call at a time, each a background call (behind visitors at the pacer,
// within the share of the daily budget left to background calls, FIPE_SYNC_RESERVE), each
// month once while it waits; the queue is bounded (what does not fit is asked again the next
// time the page is seen). What comes in is kept for good (cache and catalog), so the page has
// it on its next view. A failed call (the FIPE services failing, all of them, or visitors
// ahead at the pacer) drops what waits: the rest would fail the same way, one slow call each,
// and a page seen after the outage would wait behind all of them. Each page asks again for
// its own months on its next view.
import type { FipeProxy } from "./proxy.ts";
import type { VehicleKey } from "./upstreams/types.ts";

export const HISTORY_QUEUE_MAX = 500;
/** At least this long between two of its calls: at most 300 a minute, whatever visitors open. */
export const HISTORY_FILL_INTERVAL_MS = 200;

type Log = { warn(obj: object, msg: string): void };

export type HistoryFiller = {
  /** Queues the vehicle's months (reference codes) not held. */
  request(vehicle: VehicleKey, references: string[]): void;
  /** Months waiting (tests, the console). */
  pending(): number;
  /** Upstream lookups it has made (tests: what visitors did not make themselves). */
  calls(): number;
  /** Resolves when the queue is empty (tests). */
  idle(): Promise<void>;
  stop(): void;
};

export function createHistoryFiller(
  proxy: Pick<FipeProxy, "priceInMonth">,
  {
    maxQueued = HISTORY_QUEUE_MAX,
    intervalMs = HISTORY_FILL_INTERVAL_MS,
    log,
  }: { maxQueued?: number; intervalMs?: number; log?: Log } = {},
): HistoryFiller {
  const queue = new Map<string, { vehicle: VehicleKey; reference: string }>();
  let draining: Promise<void> | null = null;
  let stopped = false;
  let calls = 0;

  async function drain() {
    while (!stopped) {
      const next = queue.entries().next();
      if (next.done) return;
      const [key, { vehicle, reference }] = next.value;
      let failed = false;
      try {
        const answer = await proxy.priceInMonth(vehicle, reference, { background: true });
        if (answer.cache === "MISS") calls++;
        // 404: the vehicle has no price that month (kept as such); anything else but 200 failed.
        failed = answer.status !== 200 && answer.status !== 404;
      } catch (error) {
        log?.warn({ err: error, key }, "price history month could not be filled");
        failed = true;
      }
      queue.delete(key);
      if (failed && queue.size) {
        log?.warn({ key, dropped: queue.size }, "price history filling paused: months waiting dropped");
        queue.clear();
      }
      if (queue.size) await new Promise((resolve) => setTimeout(resolve, intervalMs).unref());
    }
  }

  return {
    request(vehicle, references) {
      if (stopped) return;
      for (const reference of references) {
        const key = `${vehicle.type}/${vehicle.brand}/${vehicle.model}/${vehicle.year}@${reference}`;
        if (queue.has(key) || queue.size >= maxQueued) continue;
        queue.set(key, { vehicle, reference });
      }
      draining ??= drain().finally(() => (draining = null));
    },
    pending: () => queue.size,
    calls: () => calls,
    idle: async () => {
      while (draining) await draining;
    },
    stop() {
      stopped = true;
      queue.clear();
    },
  };
}

// One upstream call per cache key at a time, in this process (a map of promises) and, on
// PostgreSQL, across every process: the caller that wins a transaction-scoped advisory lock on
// the key re-checks fipe_cache and only then calls the upstream and stores the answer; the
// others poll the cache (holding no connection) until the answer is there or the lock frees.
// PGlite is one process: the in-memory map is enough there.
import { sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { rowsOf } from "../db/rows.ts";

export type SingleFlight = <T>(key: string, recheck: () => Promise<T | null>, work: () => Promise<T>) => Promise<T>;

type Options = {
  /** How long a waiter waits for another process before calling the upstream itself. */
  waitMs: number;
  pollMs?: number;
  onError?: (error: unknown) => void;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createSingleFlight(database: Pick<Database, "db" | "kind"> | null, options: Options): SingleFlight {
  const { waitMs, pollMs = 100, onError = () => {} } = options;
  const inFlight = new Map<string, Promise<unknown>>();
  const shared = database?.kind === "postgres" ? database.db : null;

  async function acrossProcesses<T>(key: string, recheck: () => Promise<T | null>, work: () => Promise<T>): Promise<T> {
    if (!shared) return work();
    const deadline = Date.now() + waitMs;
    while (Date.now() < deadline) {
      let working = false;
      let outcome: { locked: false } | { locked: true; value: T };
      try {
        outcome = await shared.transaction(async (tx) => {
          // A function's answer, no table: raw SQL (PostgreSQL only).
          const [lock] = await rowsOf<{ locked: boolean }>(
            tx,
            sql`select pg_try_advisory_xact_lock(hashtextextended(${`fipe-cache:${key}`}, 0)) as locked`,
          );
          if (!lock?.locked) return { locked: false as const };
          const fresh = await recheck();
          if (fresh !== null) return { locked: true as const, value: fresh };
          working = true;
          return { locked: true as const, value: await work() };
        });
      } catch (error) {
        if (working) throw error; // the upstream call failed: that is the answer
        onError(error); // the database is down: call the upstream without the lock
        return work();
      }
      if (outcome.locked) return outcome.value;
      await sleep(pollMs);
      const fresh = await recheck();
      if (fresh !== null) return fresh;
    }
    return work();
  }

  return function singleFlight<T>(key: string, recheck: () => Promise<T | null>, work: () => Promise<T>) {
    const pending = inFlight.get(key);
    if (pending) return pending as Promise<T>;
    const promise = acrossProcesses(key, recheck, work).finally(() => inFlight.delete(key));
    inFlight.set(key, promise);
    return promise;
  };
}

// Fixed-window counters per key (the client address): writes beyond `max` in a window are
// refused until it ends. Two stores:
// - memory: one process (PGlite, which is one process by construction);
// - PostgreSQL (DATABASE_URL): one row per key in rate_limit_windows, counted by an atomic
//   upsert, so every process behind the load balancer shares the limit. Hits arriving while a
//   round trip is in flight are counted together in the next one (one statement for all
//   keys), and a key known to be over its limit is refused locally until its window ends.
import { lt, sql } from "drizzle-orm";
import type { Database, Db } from "../db/client.ts";
import { rowsOf } from "../db/rows.ts";
import { rateLimitWindows } from "../db/schema.ts";

/** `count`: the key's units in its window after this hit, when known (a key refused locally has none). */
export type RateLimitResult = { allowed: boolean; retryAfterSeconds: number; count?: number };
/** `weight`: how many units this hit counts (a write of 3 rows counts 3); 1 by default. */
export type RateLimiter = { hit(key: string, weight?: number): Promise<RateLimitResult> };

export const DEFAULT_WINDOW_MS = 60_000;
/** Expired rows are removed this often (any process may do it; it is idempotent). */
const CLEANUP_EVERY_MS = 10 * 60_000;

/** In memory, for one process. `hit` answers synchronously (also used by tests with `now`). */
export function createMemoryRateLimiter(max: number, windowMs = DEFAULT_WINDOW_MS) {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    hit(key: string, now = Date.now(), weight = 1): RateLimitResult {
      if (windows.size > 50_000) {
        for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k);
      }
      let window = windows.get(key);
      if (!window || window.resetAt <= now) {
        window = { count: 0, resetAt: now + windowMs };
        windows.set(key, window);
      }
      window.count += weight;
      return {
        allowed: window.count <= max,
        retryAfterSeconds: Math.ceil((window.resetAt - now) / 1000),
        count: window.count,
      };
    },
  };
}

export function memoryRateLimiter(max: number, windowMs = DEFAULT_WINDOW_MS): RateLimiter {
  const store = createMemoryRateLimiter(max, windowMs);
  return { hit: async (key, weight = 1) => store.hit(key, Date.now(), weight) };
}

type Waiter = { weight: number; resolve: (result: RateLimitResult) => void };

export type PgRateLimiterOptions = {
  max: number;
  windowMs?: number;
  /** Prefix of the keys in the table (one table serves several limits). */
  scope: string;
  /** The database failed: the hit is allowed (the write itself will fail or succeed on its own). */
  onError?: (error: unknown) => void;
};

/** In PostgreSQL, shared by every process using the database. */
export function pgRateLimiter(db: Db, { max, windowMs = DEFAULT_WINDOW_MS, scope, onError }: PgRateLimiterOptions) {
  let pending = new Map<string, Waiter[]>();
  let flushing = false;
  /** Keys over their limit, refused here without a round trip until the window ends. */
  const blockedUntil = new Map<string, number>();
  let lastCleanup = Date.now();

  async function flush() {
    flushing = true;
    try {
      while (pending.size > 0) {
        const batch = pending;
        pending = new Map();
        const keys = [...batch.keys()];
        try {
          const values = sql.join(
            keys.map(
              (key) => sql`(${`${scope}:${key}`}::text, ${batch.get(key)!.reduce((n, w) => n + w.weight, 0)}::integer)`,
            ),
            sql`, `,
          );
          // Raw SQL: a bulk upsert from a VALUES list whose update depends on the stored row.
          const rows = await rowsOf<
            Pick<typeof rateLimitWindows.$inferSelect, "key" | "count"> & { remaining_ms: string | number }
          >(
            db,
            sql`
            insert into rate_limit_windows as r (key, window_end, count)
            select k, now() + ${windowMs}::integer * interval '1 millisecond', n
            from (values ${values}) as t(k, n)
            on conflict (key) do update set
              count = case when r.window_end <= now() then excluded.count else r.count + excluded.count end,
              window_end = case when r.window_end <= now() then excluded.window_end else r.window_end end
            returning key, count, ceil(extract(epoch from (window_end - now())) * 1000) as remaining_ms`,
          );
          const now = Date.now();
          for (const row of rows) {
            const key = row.key.slice(scope.length + 1);
            const waiters = batch.get(key) ?? [];
            const count = Number(row.count);
            const remainingMs = Math.max(0, Number(row.remaining_ms));
            const retryAfterSeconds = Math.max(1, Math.ceil(remainingMs / 1000));
            // This batch's hits end at `count`, in arrival order: each is allowed when its last unit fits.
            let end = count - waiters.reduce((n, w) => n + w.weight, 0);
            for (const waiter of waiters) {
              end += waiter.weight;
              waiter.resolve({ allowed: end <= max, retryAfterSeconds, count: end });
            }
            if (count >= max) blockedUntil.set(key, now + remainingMs);
          }
        } catch (error) {
          onError?.(error);
          for (const waiters of batch.values())
            for (const waiter of waiters) waiter.resolve({ allowed: true, retryAfterSeconds: 0 });
        }
      }
    } finally {
      flushing = false;
    }
    const now = Date.now();
    if (now - lastCleanup > CLEANUP_EVERY_MS) {
      lastCleanup = now;
      for (const [key, until] of blockedUntil) if (until <= now) blockedUntil.delete(key);
      void db
        .delete(rateLimitWindows)
        .where(lt(rateLimitWindows.windowEnd, sql`now() - interval '1 minute'`))
        .catch((error: unknown) => onError?.(error));
    }
  }

  return {
    hit(key: string, weight = 1): Promise<RateLimitResult> {
      const until = blockedUntil.get(key);
      if (until !== undefined) {
        const now = Date.now();
        if (now < until)
          return Promise.resolve({ allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((until - now) / 1000)) });
        blockedUntil.delete(key);
      }
      return new Promise<RateLimitResult>((resolve) => {
        const waiters = pending.get(key);
        const waiter = { weight, resolve };
        if (waiters) waiters.push(waiter);
        else pending.set(key, [waiter]);
        if (!flushing) {
          flushing = true;
          setImmediate(() => void flush());
        }
      });
    },
  } satisfies RateLimiter;
}

/**
 * The limiter a database calls for: in PostgreSQL (shared by every process behind the load
 * balancer) when it is one, in memory on PGlite (one process by construction).
 */
export function databaseRateLimiter(
  database: Pick<Database, "db" | "kind">,
  options: PgRateLimiterOptions,
): RateLimiter {
  return database.kind === "postgres"
    ? pgRateLimiter(database.db, options)
    : memoryRateLimiter(options.max, options.windowMs);
}

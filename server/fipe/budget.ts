// The daily call budget per FIPE upstream, shared by every server process: one row per
// (upstream, UTC day) in fipe_upstream_calls, counted with an upsert that only adds a call
// while the count is under the limit, so two processes never overspend.
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { fipeUpstreamCalls } from "../db/schema.ts";

/** "2026-11-21": the UTC day a call counts in. */
export function utcDay(at: number): string {
  return new Date(at).toISOString().slice(0, 10);
}

export type Budget = {
  /** Counts one call; false (and nothing counted) when today's limit is reached. null: no limit. */
  take(upstream: string, limit: number | null): Promise<boolean>;
  /** Calls counted today, per upstream. */
  today(): Promise<Record<string, number>>;
};

export function createBudget(
  db: Db,
  { now = Date.now, onError = (_e: unknown) => {} }: { now?: () => number; onError?: (e: unknown) => void } = {},
): Budget {
  const t = fipeUpstreamCalls;
  return {
    async take(upstream, limit) {
      if (limit !== null && limit <= 0) return false;
      try {
        const rows = await db
          .insert(t)
          .values({ upstream, day: utcDay(now()), calls: 1 })
          .onConflictDoUpdate({
            target: [t.upstream, t.day],
            set: { calls: sql`${t.calls} + 1`, updatedAt: sql`now()` },
            ...(limit === null ? {} : { setWhere: sql`${t.calls} < ${limit}` }),
          })
          .returning({ calls: t.calls });
        return rows.length > 0;
      } catch (error) {
        // The database is down: the site is degraded anyway; let the call go rather than
        // refusing every lookup (the cache cannot be read either).
        onError(error);
        return true;
      }
    },
    async today() {
      const rows = await db
        .select({ upstream: t.upstream, calls: t.calls })
        .from(t)
        .where(and(eq(t.day, utcDay(now()))));
      return Object.fromEntries(rows.map((r) => [r.upstream, r.calls]));
    },
  };
}

// The catalog sync in the background of the server (FIPE_SYNC=auto): every few minutes it
// looks at FIPE's reference list (asked afresh, one call, at most once per
// FRESH_REFERENCES_MS; the proxy's cached copy between) and, when the newest month is
// not complete, syncs it; a complete month younger than RECHECK_WINDOW is read again once a day
// until a re-read finds nothing new (the table fills in over its first days). One process at a
// time (lease.ts); a process that cannot claim the lease simply tries again later.
import { and, eq, max, sql } from "drizzle-orm";
import { fipeSyncState } from "../../db/schema.ts";
import type { CatalogStore } from "./store.ts";
import type { Lease } from "./lease.ts";
import { createPeriodicCheck, type PeriodicCheck } from "../../jobs/periodic-check.ts";
import { monthState, syncNewestMonth, type SyncDeps, type SyncProgress, type SyncResult } from "./sync.ts";

export const SYNC_CHECK_MS = 10 * 60 * 1000;
export const RECHECK_EVERY_MS = 24 * 60 * 60 * 1000;
export const RECHECK_WINDOW_MS = 10 * 24 * 60 * 60 * 1000;
/** How often a process asks FIPE for its month list itself: a new month is taken within the hour (24 calls a day at most). */
export const FRESH_REFERENCES_MS = 60 * 60 * 1000;

/** Each check syncs when due: runOnce resolves with the run's result, or null when none was due. */
/**
 * A sync that threw (a write the database refused, say) is recorded on its month as "stopped"
 * with the error, so the console shows why instead of a "running" that never moves.
 */
export async function recordSyncFailure(store: Pick<CatalogStore, "db">, error: unknown): Promise<void> {
  const message = String((error as Error)?.message ?? error)
    .split("\n")[0]!
    .slice(0, 500);
  const state = fipeSyncState;
  const newest = store.db.select({ month: max(state.month) }).from(state);
  await store.db
    .update(state)
    .set({ status: "stopped", lastError: message, updatedAt: sql`now()` })
    .where(and(eq(state.month, newest), eq(state.status, "running")));
}

export type SyncRunner = PeriodicCheck<SyncResult | null> & {
  /** The running sync's progress (this process), or null. */
  current(): SyncProgress | null;
};

export function createSyncRunner(
  deps: SyncDeps & { store: CatalogStore; lease: Lease; onMonthComplete?: () => void },
  { checkMs = SYNC_CHECK_MS, firstCheckMs = 30_000, freshEveryMs = FRESH_REFERENCES_MS, now = Date.now } = {},
): SyncRunner {
  let freshAt = -Infinity;
  let progress: SyncProgress | null = null;
  const abort = new AbortController();

  async function due(): Promise<{ recheck: boolean } | null> {
    const newest = await deps.store.newestMonth();
    const state = newest ? await monthState(deps.store, newest.month) : null;
    if (!state?.completed_at) return { recheck: false };
    if (state.stable_at) return null;
    const age = Date.now() - new Date(state.completed_at).getTime();
    const last = new Date(state.rechecked_at ?? state.completed_at).getTime();
    if (age < RECHECK_WINDOW_MS && Date.now() - last >= RECHECK_EVERY_MS) return { recheck: true };
    return null;
  }

  async function once(): Promise<SyncResult | null> {
    if (!(await deps.lease.claim())) return null;
    try {
      // Brings the reference list (and so the newest month) up to date before deciding: asked
      // of FIPE itself at the first check and then hourly, so a newly published month starts
      // within the hour instead of waiting for the proxy's 6 h cache.
      const fresh = now() - freshAt >= freshEveryMs;
      if (fresh) freshAt = now();
      const refs = await deps.references({ fresh });
      if (!refs) return null;
      await deps.store.rememberReferences(refs);
      const plan = await due();
      if (!plan) return null;
      try {
        return await syncNewestMonth(deps, {
          recheck: plan.recheck,
          signal: abort.signal,
          onProgress: (p) => (progress = p),
          heartbeat: () => deps.lease.claim(),
        });
      } catch (error) {
        await recordSyncFailure(deps.store, error).catch(() => {});
        throw error;
      }
    } finally {
      progress = null;
      await deps.lease.release().catch(() => {});
    }
  }

  const periodic = createPeriodicCheck(
    async () => {
      const result = await once();
      // After the lease is released: what follows a complete month (the price alerts).
      if (result?.complete) deps.onMonthComplete?.();
      return result;
    },
    {
      checkMs,
      firstCheckMs,
      onError: (error) => {
        deps.log?.warn({ err: error }, "FIPE catalog sync failed; it will try again later");
        return null;
      },
      onStop: () => abort.abort(),
    },
  );
  return { ...periodic, current: () => progress };
}

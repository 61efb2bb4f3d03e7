// The catalog sync in the background of the server (FIPE_SYNC=auto): every few minutes it
// looks at FIPE's reference list (asked afresh, one call, at most once per
// FRESH_REFERENCES_MS; the proxy's cached copy between) and, when the newest month is
// not complete, syncs it; a complete month younger than RECHECK_WINDOW is read again once a day
// until a re-read finds nothing new (the table fills in over its first days). One process at a
// time (lease.ts); a process that cannot claim the lease simply tries again later.
import type { CatalogStore } from "./store.ts";
import type { Lease } from "./lease.ts";
import { monthState, syncNewestMonth, type SyncDeps, type SyncProgress, type SyncResult } from "./sync.ts";

export const SYNC_CHECK_MS = 10 * 60 * 1000;
export const RECHECK_EVERY_MS = 24 * 60 * 60 * 1000;
export const RECHECK_WINDOW_MS = 10 * 24 * 60 * 60 * 1000;
/** How often a process asks FIPE for its month list itself: a new month is taken within the hour (24 calls a day at most). */
export const FRESH_REFERENCES_MS = 60 * 60 * 1000;

export type SyncRunner = {
  start(): void;
  stop(): Promise<void>;
  /** One check (and sync when due); resolves with the run's result, or null when none was due. */
  runOnce(): Promise<SyncResult | null>;
  /** The running sync's progress (this process), or null. */
  current(): SyncProgress | null;
};

export function createSyncRunner(
  deps: SyncDeps & { store: CatalogStore; lease: Lease; onMonthComplete?: () => void },
  { checkMs = SYNC_CHECK_MS, firstCheckMs = 30_000, freshEveryMs = FRESH_REFERENCES_MS, now = Date.now } = {},
): SyncRunner {
  let freshAt = -Infinity;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let running: Promise<SyncResult | null> | null = null;
  let progress: SyncProgress | null = null;
  let stopped = false;
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
      return await syncNewestMonth(deps, {
        recheck: plan.recheck,
        signal: abort.signal,
        onProgress: (p) => (progress = p),
        heartbeat: () => deps.lease.claim(),
      });
    } finally {
      progress = null;
      await deps.lease.release().catch(() => {});
    }
  }

  function schedule(ms: number) {
    if (stopped) return;
    timer = setTimeout(() => {
      timer = null;
      void runner.runOnce().finally(() => schedule(checkMs));
    }, ms);
    timer.unref?.();
  }

  const runner: SyncRunner = {
    start: () => schedule(firstCheckMs),
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      abort.abort();
      await running?.catch(() => null);
    },
    runOnce() {
      running ??= once()
        .then((result) => {
          // After the lease is released: what follows a complete month (the price alerts).
          if (result?.complete) deps.onMonthComplete?.();
          return result;
        })
        .catch((error) => {
          deps.log?.warn({ err: error }, "FIPE catalog sync failed; it will try again later");
          return null;
        })
        .finally(() => (running = null));
      return running;
    },
    current: () => progress,
  };
  return runner;
}

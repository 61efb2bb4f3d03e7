// The public data's background refresh (PUBLIC_DATA_SYNC=auto, started by main.ts): every hour
// it looks at each source's last refresh and, when due, imports it again: the ANP's files
// weekly, the Banco Central's series monthly; a refresh that failed is tried again after
// RETRY_MS. One process at a time per source (sources.ts); a process that cannot claim it
// leaves it to the one that did. What was imported before stays served while a source is down.
import type { Db } from "../db/client.ts";
import { leaseOwner } from "../fipe/catalog/lease.ts";
import { createPeriodicCheck, type PeriodicCheck } from "../jobs/periodic-check.ts";
import { importAnp, type AnpImportReport } from "./anp/import.ts";
import { importBcb } from "./bcb/import.ts";
import {
  SOURCE_NAMES,
  SOURCE_RENEW_MS,
  claimSource,
  finishSource,
  sourceStates,
  type SourceName,
  type SourceState,
} from "./sources.ts";

export const CHECK_MS = 60 * 60_000;
export const DUE_MS: Record<SourceName, number> = { anp: 7 * 86_400_000, bcb: 30 * 86_400_000 };
export const RETRY_MS = 6 * 60 * 60_000;

type Log = { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };

export type PublicDataConfig = {
  anpUrls: string[];
  bcbUrl: string;
  fetchImpl?: typeof fetch;
  log?: Log;
};

export type RefreshOutcome = { source: SourceName; report: unknown; error: string | null };

/** Whether a source is due: never refreshed, its last refresh older than its period, and its
 * last attempt (a failure) not younger than RETRY_MS. */
export function isDue(state: SourceState | undefined, now = Date.now()): boolean {
  if (!state) return false;
  const attempt = state.lastAttemptAt ? Date.parse(state.lastAttemptAt) : 0;
  const success = state.lastSuccessAt ? Date.parse(state.lastSuccessAt) : 0;
  if (success && now - success < DUE_MS[state.name]) return false;
  if (attempt > success && now - attempt < RETRY_MS) return false;
  return true;
}

/** Refreshes one source now (the CLIs and the runner): null when another process holds it. */
export async function refreshSource(
  db: Db,
  source: SourceName,
  config: PublicDataConfig,
  owner = leaseOwner(),
): Promise<RefreshOutcome | null> {
  if (!(await claimSource(db, source, owner))) return null;
  // Renewed while the refresh runs: a process that dies leaves it within SOURCE_LEASE_MS.
  let renewal: Promise<unknown> = Promise.resolve();
  const renewing = setInterval(() => (renewal = claimSource(db, source, owner).catch(() => {})), SOURCE_RENEW_MS);
  renewing.unref();
  let report: unknown = null;
  let error: string | null = null;
  try {
    if (source === "anp") {
      const reports: AnpImportReport[] = [];
      const errors: string[] = [];
      // Each file on its own: one that fails leaves the others imported.
      for (const url of config.anpUrls) {
        try {
          reports.push(await importAnp(db, url, { fetchImpl: config.fetchImpl }));
        } catch (e) {
          errors.push((e as Error).message);
        }
      }
      report = reports;
      error = errors.length ? errors.join("; ") : null;
    } else {
      report = await importBcb(db, { baseUrl: config.bcbUrl, fetchImpl: config.fetchImpl });
    }
  } catch (e) {
    error = (e as Error).message;
  } finally {
    clearInterval(renewing);
    await renewal; // a renewal still in flight must not claim the lease again after the finish
  }
  await finishSource(db, source, owner, { report, error });
  if (error) config.log?.warn({ source, error }, "public data refresh failed; the data held stays served");
  else config.log?.info({ source }, "public data refreshed");
  return { source, report, error };
}

/** Each check refreshes each due source; runOnce resolves with the outcomes of those refreshed. */
export type PublicDataRunner = PeriodicCheck<RefreshOutcome[]>;

export function createPublicDataRunner(
  db: Db,
  config: PublicDataConfig,
  { checkMs = CHECK_MS, firstCheckMs = 60_000 } = {},
): PublicDataRunner {
  let stopped = false;

  async function once(): Promise<RefreshOutcome[]> {
    const states = await sourceStates(db);
    const outcomes: RefreshOutcome[] = [];
    for (const name of SOURCE_NAMES) {
      if (stopped || !isDue(states.find((s) => s.name === name))) continue;
      const outcome = await refreshSource(db, name, config);
      if (outcome) outcomes.push(outcome);
    }
    return outcomes;
  }

  return createPeriodicCheck(once, {
    checkMs,
    firstCheckMs,
    onError: (error) => {
      config.log?.warn({ err: error }, "public data refresh check failed; it will try again later");
      return [];
    },
    onStop: () => (stopped = true),
  });
}

// Brings the newest reference month into the catalog: types' brands, each brand's models, each
// model's years, then every model-year's price in that month, each through the fail-over as a
// background call (behind visitors at the pacer, within the budget less the reserve). Every
// key is stored in its own transaction and a key already held for the month is never asked
// again, so a sync killed at any point resumes where it stopped. A month is complete when every
// list was read and every listed model-year has its price (or "not listed"). `recheck` reads
// every list again (new months fill in over their first days) and fetches only what is new.
import { and, desc, eq, isNotNull, lt, sql, type SQLWrapper } from "drizzle-orm";
import { VEHICLE_TYPES, type FipeOption, type VehicleType } from "#app/lib/fipe/fipe-types.ts";
import type { Failover } from "../failover.ts";
import { normalizeModels, normalizeOptions, normalizePrice } from "../normalize.ts";
import type { FipeReference } from "../references.ts";
import { UpstreamError, isNotFound, type CallContext, type FipeUpstream } from "../upstreams/types.ts";
import type { Db } from "../../db/client.ts";
import { fipeSyncState } from "../../db/schema.ts";
import { listPath, type CatalogStore, type ListKey } from "./store.ts";
import { monthOfLabel } from "./text.ts";
import { createPaceMeter, estimateEnd, type BackgroundCapacity } from "./sync-eta.ts";

export type SyncProgress = {
  month: string;
  label: string;
  phase: "lists" | "prices";
  done: number;
  total: number;
  failures: number;
  calls: number;
  /**
   * Estimated end (ms since epoch) from this run's measured pace and what the budgets allow
   * (sync-eta.ts); while the lists are read, the calls left are taken from the last complete
   * month's total. null until it can be estimated.
   */
  etaAt: number | null;
};

export type SyncResult = SyncProgress & {
  complete: boolean;
  stored: { lists: number; prices: number; notListed: number };
  /** Why the run stopped early: the budget left for syncing is spent, or upstreams keep failing. */
  stopped: null | "budget" | "failing" | "aborted" | "lease-lost";
  lastError: string | null;
  grew: boolean;
};

export type SyncDeps = {
  store: CatalogStore;
  /** `backgroundCapacity` (when given) makes the estimated end account for the budgets. */
  failover: Pick<Failover, "runInBackground" | "backgroundCapacity">;
  /**
   * FIPE's reference list, newest first (the proxy's, cached; `fresh`: one call upstream now,
   * the cached list if it fails); null when unavailable.
   */
  references: (options?: { fresh?: boolean }) => Promise<FipeReference[] | null>;
  log?: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
};

export type SyncOptions = {
  types?: readonly VehicleType[];
  concurrency?: number;
  recheck?: boolean;
  signal?: AbortSignal;
  onProgress?: (progress: SyncProgress) => void;
  /** Ask FIPE for its month list now (one call) instead of the proxy's cached copy (the command line). */
  freshReferences?: boolean;
  /** Called about every few seconds while running; false stops the run (the lease was lost). */
  heartbeat?: () => Promise<boolean>;
  now?: () => number;
};

export class SyncUnavailable extends Error {}

/** Consecutive failures after which a run stops (upstreams down): the next run resumes. */
const FAILING_STOP = 20;
const SAVE_EVERY_MS = 2000;

async function mapLimited<T>(items: readonly T[], limit: number, fn: (item: T) => Promise<void>, stop: () => boolean) {
  let next = 0;
  const worker = async () => {
    while (next < items.length && !stop()) await fn(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
}

/** A timestamp as PostgreSQL's text ("2026-11-28 02:27:29.039+00"), as the console's answer carries it. */
const asText = <T extends string | null>(column: SQLWrapper) => sql<T>`${column}`;

/** A month's saved sync state, as the console reads it (the columns' names, timestamps as text). */
function monthStates(db: Db) {
  const s = fipeSyncState;
  return db
    .select({
      month: s.month,
      reference_code: s.referenceCode,
      status: s.status,
      started_at: asText<string>(s.startedAt),
      updated_at: asText<string>(s.updatedAt),
      completed_at: asText<string | null>(s.completedAt),
      rechecked_at: asText<string | null>(s.recheckedAt),
      stable_at: asText<string | null>(s.stableAt),
      total: s.total,
      done: s.done,
      failures: s.failures,
      calls: s.calls,
      eta_at: asText<string | null>(s.etaAt),
      last_error: s.lastError,
    })
    .from(s);
}

export type MonthState = Awaited<ReturnType<typeof monthStates>>[number];

/** A month's state, or the newest month's. */
export async function monthState(store: CatalogStore, month?: string): Promise<MonthState | null> {
  const states = monthStates(store.db);
  const [row] = await (month
    ? states.where(eq(fipeSyncState.month, month))
    : states.orderBy(desc(fipeSyncState.month)).limit(1));
  return row ?? null;
}

/** The newest reference month FIPE lists: its "YYYY-MM", code and label. */
export async function newestReference(deps: Pick<SyncDeps, "references" | "store">, { fresh = false } = {}) {
  const refs = await deps.references({ fresh });
  const newest = refs?.[0];
  const month = newest ? monthOfLabel(newest.mes) : null;
  if (!newest || !month) throw new SyncUnavailable("a lista de meses de referência da FIPE não está disponível");
  await deps.store.rememberReferences(refs!);
  return { month, code: newest.codigo, label: newest.mes };
}

export async function syncNewestMonth(deps: SyncDeps, options: SyncOptions = {}): Promise<SyncResult> {
  const { store, failover, log } = deps;
  const { types = VEHICLE_TYPES, concurrency = 2, recheck = false, signal, onProgress, heartbeat } = options;
  const now = options.now ?? Date.now;
  const { month, code, label } = await newestReference(deps, { fresh: options.freshReferences === true });
  const state = await monthState(store, month);
  const progress: SyncProgress = {
    month,
    label,
    phase: "lists",
    done: 0,
    total: state?.total ?? 0,
    failures: 0,
    calls: 0,
    etaAt: null,
  };
  const result: SyncResult = {
    ...progress,
    complete: false,
    stored: { lists: 0, prices: 0, notListed: 0 },
    stopped: null,
    lastError: null,
    grew: false,
  };
  const allTypes = types.length === VEHICLE_TYPES.length;
  if (state?.completed_at && !recheck && allTypes) {
    return { ...result, ...progress, done: state.done, total: state.total, complete: true };
  }

  const pace = createPaceMeter();
  // While the lists are read the month's size is not known yet: the last complete month's is
  // the estimate (months differ by a few hundred keys).
  const [previous] = await store.db
    .select({ total: fipeSyncState.total })
    .from(fipeSyncState)
    .where(and(lt(fipeSyncState.month, month), isNotNull(fipeSyncState.completedAt)))
    .orderBy(desc(fipeSyncState.month))
    .limit(1);
  const expectedTotal = previous?.total ?? null;
  let capacity: BackgroundCapacity | null = null;
  let capacityAt = -Infinity;
  let consecutiveFailures = 0;
  let lastSave = 0;
  let lastBeat = now();
  const stop = () => result.stopped !== null || signal?.aborted === true;

  async function save(status: string, force = false) {
    if (!force && now() - lastSave < SAVE_EVERY_MS) return;
    lastSave = now();
    const total =
      progress.phase === "lists"
        ? expectedTotal === null
          ? null
          : Math.max(expectedTotal, progress.total)
        : progress.total;
    if (failover.backgroundCapacity && now() - capacityAt >= 30_000) {
      capacityAt = now();
      capacity = await failover.backgroundCapacity().catch(() => capacity);
    }
    progress.etaAt =
      total === null
        ? null
        : estimateEnd({
            remaining: total - progress.done,
            now: now(),
            msPerCall: pace.msPerCall(),
            // Without the budgets' figures: as fast as measured, nothing else assumed.
            ...(capacity ?? { leftToday: Number.MAX_SAFE_INTEGER, perDay: 0, siteIntervalMs: null }),
          });
    onProgress?.({ ...progress });
    await store.db
      .insert(fipeSyncState)
      .values({
        month,
        referenceCode: Number(code),
        status,
        total: progress.total,
        done: progress.done,
        failures: progress.failures,
        calls: progress.calls,
        etaAt: progress.etaAt ? new Date(progress.etaAt) : null,
        lastError: result.lastError,
      })
      .onConflictDoUpdate({
        target: fipeSyncState.month,
        set: {
          status: sql`excluded.status`,
          total: sql`excluded.total`,
          done: sql`excluded.done`,
          failures: sql`excluded.failures`,
          // This run's calls since its last save, added to the runs' before it.
          calls: sql`${fipeSyncState.calls} + ${progress.calls} - ${savedCalls}`,
          etaAt: sql`excluded.eta_at`,
          lastError: sql`excluded.last_error`,
          updatedAt: sql`now()`,
        },
      });
    savedCalls = progress.calls;
    if (heartbeat && now() - lastBeat > SAVE_EVERY_MS) {
      lastBeat = now();
      if (!(await heartbeat())) result.stopped = "lease-lost";
    }
  }
  let savedCalls = 0;

  /** One upstream call as a background call; null when it failed (counted, key left pending). */
  async function fetchKey<T>(
    key: string,
    call: (u: FipeUpstream, ctx: CallContext) => Promise<unknown>,
    parse: (raw: unknown) => T,
  ): Promise<{ ok: true; value: T } | { ok: false; notFound: boolean }> {
    progress.calls++;
    try {
      const value = await failover.runInBackground(call, parse);
      consecutiveFailures = 0;
      pace.record(now());
      return { ok: true, value };
    } catch (error) {
      if (isNotFound(error)) {
        consecutiveFailures = 0;
        pace.record(now());
        return { ok: false, notFound: true };
      }
      progress.failures++;
      consecutiveFailures++;
      result.lastError = `${key}: ${(error as Error).message}`;
      if (error instanceof UpstreamError && error.reason === "budget-spent") result.stopped = "budget";
      else if (consecutiveFailures >= FAILING_STOP) result.stopped = "failing";
      return { ok: false, notFound: false };
    }
  }

  const lists: Record<"brands" | "models" | "years", (type: VehicleType, brand?: string, model?: string) => Fetcher> = {
    brands: (type) => ({
      list: { type },
      path: listPath(type),
      call: (u, ctx) => u.brands(type, ctx),
      parse: normalizeOptions,
    }),
    models: (type, brand) => ({
      list: { type, brand },
      path: listPath(type, brand),
      call: (u, ctx) => u.models(type, brand!, ctx),
      parse: normalizeModels,
    }),
    years: (type, brand, model) => ({
      list: { type, brand, model },
      path: listPath(type, brand, model),
      call: (u, ctx) => u.years(type, brand!, model!, ctx),
      parse: normalizeOptions,
    }),
  };
  type Fetcher = {
    list: ListKey;
    /** The list's key in the store and in failure messages. */
    path: string;
    call: (u: FipeUpstream, ctx: CallContext) => Promise<unknown>;
    parse: (raw: unknown) => FipeOption[];
  };

  /** A list for the month: held (unless rechecking), else read and stored; null on failure. */
  async function list(fetcher: Fetcher): Promise<FipeOption[] | null> {
    const held = await store.listHeldIn(fetcher.path, month);
    if (held && !recheck) {
      progress.done++;
      return held;
    }
    const got = await fetchKey(fetcher.path, fetcher.call, fetcher.parse);
    if (!got.ok) {
      if (!got.notFound) return held;
      await store.storeList(fetcher.list, month, []);
      result.stored.lists++;
      progress.done++;
      return [];
    }
    if (held) {
      const known = new Set(held.map((o) => o.codigo));
      if (got.value.some((o) => !known.has(o.codigo))) result.grew = true;
    }
    await store.storeList(fetcher.list, month, got.value);
    result.stored.lists++;
    progress.done++;
    await save("running");
    return got.value;
  }

  await save("running", true);
  log?.info({ month, types, recheck }, "FIPE catalog sync started");

  // Lists, level by level, so the total is known before the prices start.
  progress.total = Math.max(progress.total, types.length);
  const brandLists: Array<{ type: VehicleType; brand: string }> = [];
  await mapLimited(
    types,
    concurrency,
    async (type) => {
      const brands = await list(lists.brands(type));
      for (const b of brands ?? []) brandLists.push({ type, brand: b.codigo });
    },
    stop,
  );
  progress.total += brandLists.length;
  const modelLists: Array<{ type: VehicleType; brand: string; model: string }> = [];
  await mapLimited(
    brandLists,
    concurrency,
    async ({ type, brand }) => {
      const models = await list(lists.models(type, brand));
      for (const m of models ?? []) modelLists.push({ type, brand, model: m.codigo });
    },
    stop,
  );
  progress.total += modelLists.length;
  await mapLimited(
    modelLists,
    concurrency,
    async ({ type, brand, model }) => void (await list(lists.years(type, brand, model))),
    stop,
  );

  // Prices: every listed model-year of the month whose price is not held yet.
  progress.phase = "prices";
  const pending = stop() ? [] : await store.pendingPrices(month, types);
  const held = await store.pricesHeldCount(month, types);
  const listsTotal = types.length + brandLists.length + modelLists.length;
  progress.total = listsTotal + held + pending.length;
  progress.done = Math.min(progress.done, listsTotal) + held;
  await save("running", true);
  await mapLimited(
    pending,
    concurrency,
    async (vehicle) => {
      const key = `${listPath(vehicle.type, vehicle.brand, vehicle.model)}/${vehicle.year}`;
      const got = await fetchKey(key, (u, ctx) => u.price(vehicle, code, ctx), normalizePrice);
      if (!got.ok && !got.notFound) return;
      const { name, ...codes } = vehicle;
      await store.storePrice(codes, month, got.ok ? got.value : null, "sync", name);
      if (got.ok) result.stored.prices++;
      else result.stored.notListed++;
      progress.done++;
      await save("running");
    },
    stop,
  );

  if (signal?.aborted && !result.stopped) result.stopped = "aborted";
  const complete = !result.stopped && progress.failures === 0 && progress.done >= progress.total;
  result.complete = complete;
  await save(complete ? "complete" : result.stopped ? "stopped" : "incomplete", true);
  if (complete && allTypes) {
    await store.db
      .update(fipeSyncState)
      .set({
        completedAt: sql`coalesce(${fipeSyncState.completedAt}, now())`,
        etaAt: null,
        ...(recheck ? { recheckedAt: sql`now()` } : {}),
        ...(recheck && !result.grew ? { stableAt: sql`now()` } : {}),
      })
      .where(eq(fipeSyncState.month, month));
  }
  log?.info(
    {
      month,
      complete,
      calls: progress.calls,
      stored: result.stored,
      failures: progress.failures,
      stopped: result.stopped,
    },
    "FIPE catalog sync finished",
  );
  return { ...result, ...progress };
}

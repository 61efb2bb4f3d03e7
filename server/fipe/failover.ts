// Ordered FIPE upstreams with fail-over: a request goes to the first available upstream; a
// timeout, 5xx, 429, an HTML/challenge page, an error body or an unreadable answer moves it to
// the next. Per upstream (in this process): a circuit breaker (after `failures` failures in a
// row it is skipped for `cooldownMs`, then one trial call decides), pacing (the site: one call
// per second), and the daily budget (budget.ts, shared by all processes; when spent, the
// upstream is skipped until the next UTC day). One warning when a circuit opens or a budget
// runs out, not one per request.
import { AsyncLocalStorage } from "node:async_hooks";
import { UpstreamShapeError } from "./normalize.ts";
import { utcDay, type Budget } from "./budget.ts";
import { createPacer } from "./pacer.ts";
import type { BackgroundCapacity } from "./catalog/sync-eta.ts";
import { createUpstream, upstreamIds, type UpstreamSpec } from "./upstreams/create.ts";
import { UpstreamError, type CallContext, type FailureReason, type FipeUpstream } from "./upstreams/types.ts";

export type FailoverOptions = {
  specs: UpstreamSpec[];
  token?: string;
  /** Calls per UTC day for v1 and v2 (the site has none: it is paced instead). */
  dailyLimit: number;
  /** Per HTTP request once sent; a whole request (queueing included) gives up after twice this. */
  timeoutMs: number;
  budget: Budget;
  breaker?: { failures: number; cooldownMs: number };
  siteIntervalMs?: number;
  /** Share of each v1/v2 daily budget background calls (the catalog sync) leave to visitors. */
  backgroundReserve?: number;
  fetchImpl?: typeof fetch;
  now?: () => number;
  log?: { warn(obj: object, msg: string): void };
};

export type UpstreamStatus = {
  id: string;
  kind: string;
  url: string;
  dailyLimit: number | null;
  callsToday: number | null;
  remaining: number | null;
  budgetSpent: boolean;
  circuitOpen: boolean;
  circuitOpenUntil: string | null;
  consecutiveFailures: number;
  lastFailure: { at: string; reason: FailureReason; message: string } | null;
};

type Slot = {
  upstream: FipeUpstream;
  limit: number | null;
  failures: number;
  openUntil: number;
  probing: boolean;
  spentDay: string | null;
  lastFailure: { at: number; reason: FailureReason; message: string } | null;
};

export const SITE_INTERVAL_MS = 1000;
/** Background calls take the FIPE site's turns only after this many intervals without a visitor's call. */
export const BACKGROUND_QUIET_INTERVALS = 5;
export const DEFAULT_BREAKER = { failures: 3, cooldownMs: 60_000 };

export type Failover = {
  /** Runs `call` on the first upstream that answers; `parse` failing counts as a bad answer. */
  run<T>(call: (upstream: FipeUpstream, ctx: CallContext) => Promise<unknown>, parse: (raw: unknown) => T): Promise<T>;
  /**
   * The same as a background call: it waits behind visitors at the pacer and stops at the
   * daily budget less the reserve (a refusal then does not mark the upstream spent for visitors).
   */
  runInBackground<T>(
    call: (upstream: FipeUpstream, ctx: CallContext) => Promise<unknown>,
    parse: (raw: unknown) => T,
  ): Promise<T>;
  status(): Promise<UpstreamStatus[]>;
  /** What background calls the upstreams allow today and per day (the sync's time left); optional for stand-ins. */
  backgroundCapacity?(): Promise<BackgroundCapacity>;
};

function asUpstreamError(error: unknown): UpstreamError {
  if (error instanceof UpstreamError) return error;
  if (error instanceof UpstreamShapeError) return new UpstreamError("bad-shape", error.message);
  const name = (error as Error | null)?.name;
  if (name === "TimeoutError" || name === "AbortError") return new UpstreamError("timeout", "upstream timeout");
  return new UpstreamError("unreachable", error instanceof Error ? error.message : String(error));
}

export function createFailover(options: FailoverOptions): Failover {
  const {
    specs,
    token,
    dailyLimit,
    timeoutMs,
    budget,
    breaker = DEFAULT_BREAKER,
    siteIntervalMs = SITE_INTERVAL_MS,
    backgroundReserve = 0.5,
    fetchImpl = fetch,
    now = Date.now,
    log,
  } = options;
  const ids = upstreamIds(specs);
  const background = new AsyncLocalStorage<boolean>();

  const slots: Slot[] = specs.map((spec, i) => {
    const id = ids[i]!;
    const limit = spec.kind === "site" ? null : dailyLimit;
    const pace =
      spec.kind === "site"
        ? createPacer(siteIntervalMs, now, { backgroundQuietMs: BACKGROUND_QUIET_INTERVALS * siteIntervalMs })
        : null;
    const slot: Slot = {
      upstream: undefined as unknown as FipeUpstream,
      limit,
      failures: 0,
      openUntil: 0,
      probing: false,
      spentDay: null,
      lastFailure: null,
    };
    const gate = async (signal: AbortSignal) => {
      const inBackground = background.getStore() === true;
      // Time spent waiting for our own pacing is not the upstream's fault: a call that gives up
      // in the queue was never sent, and never counts toward opening its circuit.
      if (pace) {
        await pace(signal, inBackground).catch(() =>
          Promise.reject(new UpstreamError("queued", "gave up waiting for pacing")),
        );
      }
      if (inBackground) {
        const cap = limit === null ? null : Math.floor(limit * (1 - backgroundReserve));
        if (await budget.take(id, cap)) return;
        throw new UpstreamError("budget-spent", "daily budget left for visitors");
      }
      if (await budget.take(id, limit)) return;
      const day = utcDay(now());
      if (slot.spentDay !== day) {
        slot.spentDay = day;
        log?.warn(
          { upstream: id, dailyLimit: limit },
          "FIPE upstream's daily budget is spent; skipping it until the next UTC day",
        );
      }
      throw new UpstreamError("budget-spent", "daily budget spent");
    };
    slot.upstream = createUpstream(spec, id, { gate, fetchImpl }, token);
    return slot;
  });

  function succeeded(slot: Slot) {
    slot.failures = 0;
    slot.openUntil = 0;
  }

  function failed(slot: Slot, failure: UpstreamError) {
    const at = now();
    slot.failures += 1;
    slot.lastFailure = { at, reason: failure.reason, message: failure.message };
    if (slot.failures >= breaker.failures) {
      const wasClosed = slot.openUntil === 0;
      slot.openUntil = at + breaker.cooldownMs;
      if (wasClosed) {
        log?.warn(
          {
            upstream: slot.upstream.id,
            failures: slot.failures,
            reason: failure.message,
            cooldownMs: breaker.cooldownMs,
          },
          "FIPE upstream's circuit is open; skipping it during the cool-down",
        );
      }
    }
  }

  const failover: Failover = {
    runInBackground: (call, parse) => background.run(true, () => failover.run(call, parse)),

    async run(call, parse) {
      const deadline = now() + 2 * timeoutMs;
      let last: UpstreamError | null = null;
      for (const slot of slots) {
        const t = now();
        if (slot.spentDay === utcDay(t)) continue;
        const halfOpen = slot.openUntil !== 0 && slot.openUntil <= t;
        if (slot.openUntil > t || (halfOpen && slot.probing)) continue;
        const remaining = deadline - t;
        if (remaining < 50) break;
        slot.probing = halfOpen;
        try {
          // The request's deadline bounds the whole attempt, turns in the site's pacing included;
          // each HTTP request, once sent, has `timeoutMs` to be answered. A site call that needs
          // its reference list first waits two turns (more behind a background call that just
          // started): that wait is ours, not the upstream's slowness.
          const value = parse(
            await call(slot.upstream, {
              signal: AbortSignal.timeout(remaining),
              attemptMs: Math.min(timeoutMs, remaining),
            }),
          );
          succeeded(slot);
          return value;
        } catch (error) {
          const failure = asUpstreamError(error);
          if (failure.reason === "not-found") {
            succeeded(slot);
            throw failure;
          }
          if (failure.reason !== "budget-spent" && failure.reason !== "queued") failed(slot, failure);
          last = failure;
        } finally {
          if (halfOpen) slot.probing = false;
        }
      }
      throw last ?? new UpstreamError("budget-spent", "no FIPE upstream available");
    },

    async backgroundCapacity() {
      const calls = await budget.today();
      let leftToday = 0;
      let perDay = 0;
      let site = false;
      for (const slot of slots) {
        if (slot.limit === null) {
          site = true;
          continue;
        }
        // A background call counts against the budget less the reserve (see `gate`).
        const cap = Math.floor(slot.limit * (1 - backgroundReserve));
        perDay += cap;
        leftToday += Math.max(0, cap - (calls[slot.upstream.id] ?? 0));
      }
      return { leftToday, perDay, siteIntervalMs: site ? siteIntervalMs : null };
    },

    async status() {
      const t = now();
      let calls: Record<string, number> | null = null;
      try {
        calls = await budget.today();
      } catch {
        calls = null; // the database is down: /readyz says so in its own check
      }
      return slots.map((slot) => {
        const used = calls ? (calls[slot.upstream.id] ?? 0) : null;
        return {
          id: slot.upstream.id,
          kind: slot.upstream.kind,
          url: slot.upstream.url,
          dailyLimit: slot.limit,
          callsToday: used,
          remaining: slot.limit === null || used === null ? null : Math.max(0, slot.limit - used),
          budgetSpent: slot.spentDay === utcDay(t) || (slot.limit !== null && used !== null && used >= slot.limit),
          circuitOpen: slot.openUntil > t,
          circuitOpenUntil: slot.openUntil > t ? new Date(slot.openUntil).toISOString() : null,
          consecutiveFailures: slot.failures,
          lastFailure: slot.lastFailure
            ? { ...slot.lastFailure, at: new Date(slot.lastFailure.at).toISOString() }
            : null,
        };
      });
    },
  };
  return failover;
}

// The FIPE caching proxy: cache first; one upstream call per key at a time (single-flight.ts:
// in this process and across processes on PostgreSQL); the call goes through the fail-over
// (failover.ts: ordered upstreams, circuit breaker, pacing, daily budget); when every upstream
// fails it serves the stale cached answer when there is one. With a catalog (catalog/), what it
// holds for the newest month is answered first, what an upstream answers is written in, and its
// newest copy stands in when every upstream fails and nothing is cached. Before any upstream
// call, a lookup must find its code in the (cached) list it comes from (parent-list.ts) and, for
// a visitor's request, pass the per-client limit on uncached lookups (`admit`).
import type { FipeResult } from "#app/lib/fipe/fipe-types.ts";
import type { FipeCache } from "./cache.ts";
import type { Held, ProxyCatalog } from "./catalog/proxy-catalog.ts";
import type { Failover } from "./failover.ts";
import { normalizeModels, normalizeOptions, normalizePrice } from "./normalize.ts";
import { fipeRequest, type FipeRequest } from "./paths.ts";
import { listContains, parentOf } from "./parent-list.ts";
import { normalizeReferences, type FipeReference } from "./references.ts";
import type { SingleFlight } from "./single-flight.ts";
import { UpstreamError, type CallContext, type FipeUpstream, type VehicleKey } from "./upstreams/types.ts";

export type ProxyAnswer<T = unknown> =
  | { status: 200; body: T; cache: "HIT" | "MISS" | "STALE" | "CATALOG" }
  | { status: 404 | 502 | 503 | 504; body: { error: string; message: string }; cache: "HIT" | "MISS" | "CATALOG" }
  | { status: 429; body: { error: string; message: string }; cache: "MISS"; retryAfterSeconds: number };

/** Per-client admission of a lookup that may go upstream (not answered from the cache). */
export type Admit = () => Promise<{ allowed: boolean; retryAfterSeconds: number }>;
export type LookupOptions = { admit?: Admit };
/** A past month's price: `heldOnly` answers from the catalog and the cache alone (no upstream
 * call; 503 "not held" otherwise); `background` calls upstream as the sync does (behind
 * visitors at the pacer, within the budget left to background calls). */
export type MonthOptions = LookupOptions & { heldOnly?: boolean; background?: boolean };

/** The client's admission refused the one upstream call a lookup needed. */
class NotAdmitted extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super("not admitted");
  }
}

export const LIST_TTL_MS = 24 * 60 * 60 * 1000;
/** New months appear a day or so after FIPE publishes them: look a few times a day. */
export const REFERENCES_TTL_MS = 6 * 60 * 60 * 1000;
/** A published month's price never changes: keep it for good. */
export const PAST_PRICE_TTL_MS = 10 * 365 * 24 * 60 * 60 * 1000;
/** "Not listed in that month" is kept a month (an outage's 404 must not stick forever). */
export const PAST_NOT_FOUND_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** An upstream's "no such code" for a current lookup is kept an hour. */
export const NOT_FOUND_TTL_MS = 60 * 60 * 1000;
const TOO_MANY_MESSAGE = "Muitas consultas seguidas. Aguarde um instante e tente novamente.";
const ERROR_MESSAGE = "Falha na comunicação com a API.";
const NOT_FOUND_MARK = { notFound: true } as const;

/** Prices hold for their reference month: cache them until the next month begins (UTC). */
export function priceExpiry(now: number): number {
  const d = new Date(now);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
}

type Options = {
  failover: Failover;
  cache: FipeCache;
  singleFlight: SingleFlight;
  /** The FIPE catalog (catalog/proxy-catalog.ts); without it the proxy is a cache only. */
  catalog?: ProxyCatalog;
  log?: { warn(obj: object, msg: string): void };
};

type Call = (upstream: FipeUpstream, ctx: CallContext) => Promise<unknown>;

function statusOf(error: UpstreamError): 404 | 502 | 503 | 504 {
  switch (error.reason) {
    case "not-found":
      return 404;
    case "timeout":
    case "queued":
      return 504;
    case "rate-limited":
    case "budget-spent":
      return 503;
    default:
      return 502;
  }
}

function tooMany<T>(retryAfterSeconds: number): ProxyAnswer<T> {
  return {
    status: 429,
    body: { error: "too many uncached lookups", message: TOO_MANY_MESSAGE },
    cache: "MISS",
    retryAfterSeconds,
  };
}

function isNotFoundMark(body: unknown): boolean {
  return !!body && typeof body === "object" && (body as { notFound?: unknown }).notFound === true;
}

/** The vehicle a price request names. */
function vehicleOf(request: Extract<FipeRequest, { kind: "price" }>): VehicleKey {
  return { type: request.type, brand: request.brand, model: request.model, year: request.year };
}

function callFor(request: FipeRequest): Call {
  switch (request.kind) {
    case "brands":
      return (u, ctx) => u.brands(request.type, ctx);
    case "models":
      return (u, ctx) => u.models(request.type, request.brand, ctx);
    case "years":
      return (u, ctx) => u.years(request.type, request.brand, request.model, ctx);
    case "price":
      return (u, ctx) => u.price(vehicleOf(request), undefined, ctx);
  }
}

const NORMALIZE: Record<FipeRequest["kind"], (body: unknown) => unknown> = {
  brands: normalizeOptions,
  models: normalizeModels,
  years: normalizeOptions,
  price: normalizePrice,
};

function heldAnswer<T>(held: Held): ProxyAnswer<T> {
  return held.found
    ? { status: 200, body: held.body as T, cache: "CATALOG" }
    : { status: 404, body: { error: "not found upstream", message: ERROR_MESSAGE }, cache: "CATALOG" };
}

/** Cache keys this process has written into the catalog from the cache (bounded: cleared when full). */
const MAX_OFFERED = 20_000;
/** After the catalog could not take a cached answer (no month known yet), how long to wait. */
const CATALOG_RETRY_MS = 60_000;

export function createFipeProxy({ failover, cache, singleFlight, catalog, log }: Options) {
  const offeredToCatalog = new Set<string>();
  let catalogIdleUntil = 0;
  type Fetch = {
    key: string;
    call: Call;
    parse: (raw: unknown) => unknown;
    expiry: (now: number) => number;
    /** Keep a "not found" answer this long (else it is not cached). */
    notFoundMs?: number;
    /** Writes an upstream's answer into the catalog (null: "not found"). */
    /** Writes the answer into the catalog; false when it could not (no month known yet). */
    store?: (body: unknown) => Promise<boolean>;
    /** The catalog's newest copy, when every upstream fails and nothing is cached. */
    older?: () => Promise<unknown>;
    /** Ask upstream even when the cached answer is still fresh (the cached one stands in if it fails). */
    fresh?: boolean;
    /**
     * The client's admission, asked only by the request that makes the upstream call (the
     * single flight's leader, after its recheck): a request that waits for another's call, or
     * that the cache or the catalog answers, is never charged.
     */
    admit?: Admit;
    /** A background call (failover.runInBackground). */
    background?: boolean;
  };

  async function through<T>({
    key,
    call,
    parse,
    expiry,
    notFoundMs,
    store,
    older,
    fresh = false,
    admit,
    background = false,
  }: Fetch): Promise<ProxyAnswer<T>> {
    const notFound = (cache: "HIT" | "MISS"): ProxyAnswer<T> => ({
      status: 404,
      body: { error: "not found upstream", message: ERROR_MESSAGE },
      cache,
    });
    const cached = await cache.get(key);
    if (cached && cached.expiresAt > Date.now() && !fresh) {
      if (isNotFoundMark(cached.body)) return notFound("HIT");
      // An answer cached before the catalog knew any month (or before it existed) goes in the
      // first time this process reads it from the cache (not on every hit: that is a write).
      if (store && !offeredToCatalog.has(key) && Date.now() >= catalogIdleUntil) {
        if (await store(cached.body)) {
          if (offeredToCatalog.size >= MAX_OFFERED) offeredToCatalog.clear();
          offeredToCatalog.add(key);
        } else {
          // No month known yet: ask again in a while, not on every hit.
          catalogIdleUntil = Date.now() + CATALOG_RETRY_MS;
        }
      }
      return { status: 200, body: cached.body as T, cache: "HIT" };
    }
    const recheck = async () => {
      if (fresh) return null;
      const entry = await cache.get(key);
      return entry && entry.expiresAt > Date.now() ? entry.body : null;
    };
    let led = false;
    const work = async () => {
      led = true;
      if (admit) {
        const { allowed, retryAfterSeconds } = await admit();
        if (!allowed) throw new NotAdmitted(retryAfterSeconds);
      }
      let body: unknown;
      let expiresAt: number;
      try {
        body = await (background ? failover.runInBackground(call, parse) : failover.run(call, parse));
        expiresAt = expiry(Date.now());
      } catch (error) {
        if (!(notFoundMs && error instanceof UpstreamError && error.reason === "not-found")) throw error;
        body = NOT_FOUND_MARK;
        expiresAt = Date.now() + notFoundMs;
      }
      await cache.set(key, body, expiresAt);
      await store?.(isNotFoundMark(body) ? null : body);
      return body;
    };
    try {
      let body: unknown;
      try {
        body = await singleFlight(key, recheck, work);
      } catch (error) {
        // Waited on another client's call that its limit refused: this client asks for itself.
        if (!(error instanceof NotAdmitted) || led) throw error;
        body = await singleFlight(key, recheck, work);
      }
      return isNotFoundMark(body) ? notFound("MISS") : { status: 200, body: body as T, cache: "MISS" };
    } catch (error) {
      if (error instanceof NotAdmitted) {
        // Over the client's limit: an expired copy is better than nothing.
        if (cached && !isNotFoundMark(cached.body)) return { status: 200, body: cached.body as T, cache: "STALE" };
        return tooMany(error.retryAfterSeconds);
      }
      const failure =
        error instanceof UpstreamError ? error : new UpstreamError("unreachable", String((error as Error)?.message));
      const status = statusOf(failure);
      if (status !== 404 && cached && !isNotFoundMark(cached.body)) {
        log?.warn({ key, reason: failure.message }, "FIPE upstream failed; serving stale data");
        return { status: 200, body: cached.body as T, cache: "STALE" };
      }
      const olderCopy = status !== 404 ? await older?.() : null;
      if (olderCopy) {
        log?.warn({ key, reason: failure.message }, "FIPE upstream failed; serving the catalog's copy");
        return { status: 200, body: olderCopy as T, cache: "STALE" };
      }
      if (status !== 404) log?.warn({ key, reason: failure.message }, "FIPE upstream failed");
      return { status, body: { error: failure.message, message: ERROR_MESSAGE }, cache: "MISS" };
    }
  }

  const notFoundAnswer = (cache: "HIT" | "MISS"): ProxyAnswer => ({
    status: 404,
    body: { error: "not found upstream", message: ERROR_MESSAGE },
    cache,
  });

  /**
   * A cache miss goes upstream only when the code is in its parent list (itself through the
   * cache, so usually no call at all) and then the client is admitted; a code missing from it
   * is a 404 with no upstream call and nothing charged. An upstream 404 is cached for an hour.
   */
  async function lookup(request: FipeRequest, { admit }: LookupOptions = {}): Promise<ProxyAnswer> {
    // A fresh cached answer first (memory, usually): the same data the catalog holds, without
    // a query per request; then the catalog, then (admitted, code found in its parent list)
    // the upstreams.
    const cached = await cache.get(request.path);
    if (!cached || cached.expiresAt <= Date.now()) {
      const held = await catalog?.held(request);
      if (held) return heldAnswer(held);
      // The code must be in its parent list before anything is charged: a made-up code is a 404
      // whatever the client's limit. The list goes upstream too when it is not held, charged to
      // the same client.
      const parent = parentOf(request);
      if (parent) {
        const list = await lookup(parent.parent, { admit });
        if (list.status === 404) return notFoundAnswer("HIT");
        if (list.status !== 200) return list;
        if (!listContains(list.body, parent.code)) return notFoundAnswer("HIT");
      }
    }
    return through({
      key: request.path,
      call: callFor(request),
      parse: NORMALIZE[request.kind],
      expiry: (now) => (request.kind === "price" ? priceExpiry(now) : now + LIST_TTL_MS),
      notFoundMs: NOT_FOUND_TTL_MS,
      store: catalog && (async (body) => (body !== null ? catalog.remember(request, body) : false)),
      older: catalog && (() => catalog.older(request)),
      admit,
    });
  }

  return {
    /** The browser-facing lookups (/api/fipe/...): cache keys are the v1 paths. */
    lookup,

    /**
     * FIPE's reference months, newest first, cached REFERENCES_TTL_MS. `fresh`: one call
     * upstream now whatever the cache holds (the catalog sync, so a month FIPE just published
     * is taken at once); the cached list answers if that call fails.
     */
    references({ fresh = false, admit }: LookupOptions & { fresh?: boolean } = {}): Promise<
      ProxyAnswer<FipeReference[]>
    > {
      return through({
        fresh,
        admit,
        key: "referencias",
        call: (u, ctx) => u.references(ctx),
        parse: normalizeReferences,
        expiry: (now) => now + REFERENCES_TTL_MS,
        store:
          catalog &&
          (async (body) => {
            await catalog.rememberReferences(body as FipeReference[]);
            catalogIdleUntil = 0; // the catalog knows its months now: cached answers may go in
            return true;
          }),
        older: catalog && (() => catalog.references()),
      });
    },

    /**
     * The price of one vehicle in one reference month (a code from references()), kept for
     * good; 404 when the vehicle was not listed that month. Throws on malformed codes.
     */
    priceInMonth(
      vehicle: VehicleKey,
      referenceCode: string,
      { admit, heldOnly = false, background = false }: MonthOptions = {},
    ): Promise<ProxyAnswer<FipeResult>> {
      const request = fipeRequest(vehicle);
      if (request?.kind !== "price") throw new TypeError(`invalid FIPE vehicle: ${JSON.stringify(vehicle)}`);
      if (!/^\d{1,6}$/.test(referenceCode)) throw new TypeError(`invalid reference code: ${referenceCode}`);
      const key = `${request.path}?referencia=${referenceCode}`;
      const cachedOnly = async (): Promise<ProxyAnswer<FipeResult>> => {
        const entry = await cache.get(key);
        if (entry && entry.expiresAt > Date.now()) {
          return isNotFoundMark(entry.body)
            ? (notFoundAnswer("HIT") as ProxyAnswer<FipeResult>)
            : { status: 200, body: entry.body as FipeResult, cache: "HIT" };
        }
        return { status: 503, body: { error: "not held", message: ERROR_MESSAGE }, cache: "MISS" };
      };
      const fetch = () =>
        heldOnly
          ? cachedOnly()
          : through<FipeResult>({
              admit,
              background,
              key,
              call: (u, ctx) => u.price(vehicleOf(request), referenceCode, ctx),
              parse: normalizePrice,
              expiry: (now) => now + PAST_PRICE_TTL_MS,
              notFoundMs: PAST_NOT_FOUND_TTL_MS,
              store:
                catalog &&
                (async (body) => {
                  await catalog.rememberInMonth(vehicle, referenceCode, body as FipeResult | null);
                  return true;
                }),
            });
      if (!catalog) return fetch();
      return catalog
        .heldInMonth(vehicle, referenceCode)
        .then((held) => (held ? heldAnswer<FipeResult>(held) : fetch()));
    },
  };
}

export type FipeProxy = ReturnType<typeof createFipeProxy>;

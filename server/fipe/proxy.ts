// The FIPE caching proxy: cache first; one upstream call per key at a time; on a timeout,
// 5xx or 429 it serves the stale cached answer when there is one.
import type { FipeCache } from "./cache.ts";
import { UpstreamShapeError, normalizeModels, normalizeOptions, normalizePrice } from "./normalize.ts";
import type { FipeRequest } from "./paths.ts";

export type ProxyAnswer =
  | { status: 200; body: unknown; cache: "HIT" | "MISS" | "STALE" }
  | { status: 404 | 502 | 503 | 504; body: { error: string; message: string }; cache: "MISS" };

export const LIST_TTL_MS = 24 * 60 * 60 * 1000;
const ERROR_MESSAGE = "Falha na comunicação com a API.";

/** Prices hold for their reference month: cache them until the next month begins (UTC). */
export function priceExpiry(now: number): number {
  const d = new Date(now);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
}

const NORMALIZE: Record<FipeRequest["kind"], (body: unknown) => unknown> = {
  brands: normalizeOptions,
  models: normalizeModels,
  years: normalizeOptions,
  price: normalizePrice,
};

type Options = {
  baseUrl: string;
  token?: string;
  timeoutMs: number;
  cache: FipeCache;
  fetchImpl?: typeof fetch;
  log?: { warn(obj: object, msg: string): void };
};

class UpstreamFailure extends Error {
  constructor(
    readonly status: 404 | 502 | 503 | 504,
    message: string,
  ) {
    super(message);
  }
}

export function createFipeProxy({ baseUrl, token, timeoutMs, cache, fetchImpl = fetch, log }: Options) {
  const inFlight = new Map<string, Promise<unknown>>();
  const base = baseUrl.replace(/\/+$/, "");

  async function fetchUpstream(request: FipeRequest): Promise<unknown> {
    let response: Response;
    try {
      response = await fetchImpl(`${base}/${request.path}`, {
        headers: { accept: "application/json", ...(token ? { "X-Subscription-Token": token } : {}) },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const timedOut = (error as Error).name === "TimeoutError";
      throw new UpstreamFailure(timedOut ? 504 : 502, timedOut ? "upstream timeout" : "upstream unreachable");
    }
    if (response.status === 404) throw new UpstreamFailure(404, "not found upstream");
    if (response.status === 429) throw new UpstreamFailure(503, "upstream rate limit");
    if (!response.ok) throw new UpstreamFailure(502, `upstream status ${response.status}`);
    try {
      return NORMALIZE[request.kind](await response.json());
    } catch (error) {
      throw new UpstreamFailure(502, error instanceof UpstreamShapeError ? error.message : "invalid upstream body");
    }
  }

  /** One upstream call per key at a time; the others wait for its answer. */
  function refresh(request: FipeRequest): Promise<unknown> {
    const pending = inFlight.get(request.path);
    if (pending) return pending;
    const promise = fetchUpstream(request)
      .then(async (body) => {
        const expiresAt = request.kind === "price" ? priceExpiry(Date.now()) : Date.now() + LIST_TTL_MS;
        await cache.set(request.path, body, expiresAt);
        return body;
      })
      .finally(() => inFlight.delete(request.path));
    inFlight.set(request.path, promise);
    return promise;
  }

  return {
    async lookup(request: FipeRequest): Promise<ProxyAnswer> {
      const cached = await cache.get(request.path);
      if (cached && cached.expiresAt > Date.now()) return { status: 200, body: cached.body, cache: "HIT" };
      try {
        return { status: 200, body: await refresh(request), cache: "MISS" };
      } catch (error) {
        const failure = error instanceof UpstreamFailure ? error : new UpstreamFailure(502, String(error));
        if (failure.status !== 404 && cached) {
          log?.warn({ path: request.path, reason: failure.message }, "FIPE upstream failed; serving stale data");
          return { status: 200, body: cached.body, cache: "STALE" };
        }
        log?.warn({ path: request.path, reason: failure.message }, "FIPE upstream failed");
        return { status: failure.status, body: { error: failure.message, message: ERROR_MESSAGE }, cache: "MISS" };
      }
    },
  };
}

export type FipeProxy = ReturnType<typeof createFipeProxy>;

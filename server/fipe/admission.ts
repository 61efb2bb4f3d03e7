// Which of a visitor's FIPE lookups may go upstream: the per-client limit (FIPE_CLIENT_LIMIT)
// made into the proxy's `admit`. The API's routes, the pages rendered on request and the share
// images all admit through it, so the limit holds whichever way a lookup comes.
import type { FastifyRequest } from "fastify";
import type { RateLimiter } from "../rate-limit/fixed-window.ts";
import type { Admit } from "./proxy.ts";

/**
 * The per-client admission of a request's lookups that may go upstream: each one the cache and
 * the catalog cannot answer counts one (a list it needs first, a past month of the history:
 * one each), so one client's upstream calls stay within its limit whatever asked for them (the
 * API, a server-rendered vehicle page or comparison, a share image).
 */
export function admitFor(limiter: RateLimiter | undefined, request: Pick<FastifyRequest, "ip">): Admit | undefined {
  if (!limiter) return undefined;
  return () => limiter.hit(request.ip);
}

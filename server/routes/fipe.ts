// GET /api/fipe/{carros|motos|caminhoes}/marcas[/...]: the caching proxy, same paths as upstream.
// Lookups the cache cannot answer are limited per client address (`limiter`): 429 with
// Retry-After beyond it, so nobody can spend the daily upstream budget alone.
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { parseFipePath, type FipeRequest } from "../fipe/paths.ts";
import type { Admit, FipeProxy } from "../fipe/proxy.ts";
import type { RateLimiter } from "../rate-limit.ts";
import { noQuery } from "../validation/fields.ts";

export type FipeRouteOptions = { proxy: FipeProxy; limiter?: RateLimiter };

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

/** The FIPE API's answer to a path or codes that name no list or price. */
export const INVALID_FIPE_PATH = { error: "invalid FIPE path", message: "Tipo de veículo ou código inválido." };

/** A value made into a FIPE request, or the schema's failure (answered INVALID_FIPE_PATH). */
export function asFipeRequest<T, R extends FipeRequest>(read: (value: T) => R | null) {
  return (value: T, context: z.RefinementCtx) => {
    const request = read(value);
    if (request) return request;
    context.addIssue({ code: "custom", message: "not a FIPE list or price" });
    return z.NEVER;
  };
}

export async function fipeRoutes(app: FastifyInstance, { proxy, limiter }: FipeRouteOptions) {
  const schema = {
    params: z.object({ "*": z.string().transform(asFipeRequest(parseFipePath)) }),
    querystring: noQuery,
  };
  const config = { invalidRequest: INVALID_FIPE_PATH };
  app.withTypeProvider<ZodTypeProvider>().get("/api/fipe/*", { schema, config }, async (request, reply) => {
    const parsed = request.params["*"];
    const answer = await proxy.lookup(parsed, { admit: admitFor(limiter, request) });
    reply.header("X-Cache", answer.cache);
    if (answer.status === 429) reply.header("Retry-After", String(answer.retryAfterSeconds));
    // Lists and prices change monthly: the browser may keep them for an hour.
    reply.header("Cache-Control", answer.status === 200 ? "public, max-age=3600" : "no-store");
    return reply.code(answer.status).send(answer.body);
  });
}

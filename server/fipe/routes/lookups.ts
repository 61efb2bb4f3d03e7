// GET /api/fipe/{carros|motos|caminhoes}/marcas[/...]: the caching proxy, same paths as upstream:
// one route per list and the price (its codes in its schema, its answer described), and
// /api/fipe/* for the same paths written otherwise.
// Lookups the cache cannot answer are limited per client address (`limiter`): 429 with
// Retry-After beyond it, so nobody can spend the daily upstream budget alone.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { fipeRequest, parseFipePath, type FipeRequest } from "../paths.ts";
import type { FipeProxy } from "../proxy.ts";
import type { RateLimiter } from "../../rate-limit/fixed-window.ts";
import { answer } from "../../validation/answers.ts";
import { noQuery } from "../../validation/fields.ts";
import { API_TAGS } from "../../validation/openapi.ts";
import { admitFor } from "../admission.ts";
import { INVALID_FIPE_PATH, asFipeRequest, fipeLookupErrors, fipeOptions, fipeParams, fipeResult } from "./schemas.ts";

export type FipeRouteOptions = { proxy: FipeProxy; limiter?: RateLimiter };

const LOOKUP_DESCRIPTION =
  "The FIPE table through this site's caching proxy, with the FIPE service's own paths and shapes " +
  "(codes as strings). Answers carry `X-Cache` (HIT, MISS, STALE, CATALOG) and, when 200, " +
  "`Cache-Control: public, max-age=3600`. Lookups the cache cannot answer count toward a per-client " +
  "limit (60 a minute by default): 429 with `Retry-After` beyond it.";

export async function fipeRoutes(app: FastifyInstance, { proxy, limiter }: FipeRouteOptions) {
  const config = { invalidRequest: INVALID_FIPE_PATH };
  const routes = app.withTypeProvider<ZodTypeProvider>();

  async function lookup(parsed: FipeRequest, request: FastifyRequest, reply: FastifyReply) {
    const answer = await proxy.lookup(parsed, { admit: admitFor(limiter, request) });
    reply.header("X-Cache", answer.cache);
    if (answer.status === 429) reply.header("Retry-After", String(answer.retryAfterSeconds));
    // Lists and prices change monthly: the browser may keep them for an hour.
    reply.header("Cache-Control", answer.status === 200 ? "public, max-age=3600" : "no-store");
    return reply.code(answer.status).send(answer.body);
  }

  /** A list's or the price's route: its codes, read into the request they name, and its answer. */
  function lookupRoute<T>(
    url: string,
    summary: string,
    params: z.ZodType<T>,
    read: (codes: T) => FipeRequest | null,
    ok: z.ZodType,
  ) {
    const schema = {
      tags: [API_TAGS.fipe],
      summary,
      description: LOOKUP_DESCRIPTION,
      params: params.transform(asFipeRequest(read)),
      querystring: noQuery,
      response: { 200: ok, ...fipeLookupErrors },
    };
    routes.get(url, { schema, config }, async (request, reply) => lookup(request.params, request, reply));
  }

  const { tipo, marca, modelo, ano } = fipeParams;
  lookupRoute(
    "/api/fipe/:tipo/marcas",
    "Brands of a vehicle type",
    z.object({ tipo }),
    (c) => fipeRequest({ type: c.tipo }),
    answer(fipeOptions, "The type's brands"),
  );
  lookupRoute(
    "/api/fipe/:tipo/marcas/:marca/modelos",
    "Models of a brand",
    z.object({ tipo, marca }),
    (c) => fipeRequest({ type: c.tipo, brand: c.marca }),
    answer(fipeOptions, "The brand's models"),
  );
  lookupRoute(
    "/api/fipe/:tipo/marcas/:marca/modelos/:modelo/anos",
    "Model years of a model",
    z.object({ tipo, marca, modelo }),
    (c) => fipeRequest({ type: c.tipo, brand: c.marca, model: c.modelo }),
    answer(fipeOptions, "The model's years, each with its fuel"),
  );
  lookupRoute(
    "/api/fipe/:tipo/marcas/:marca/modelos/:modelo/anos/:ano",
    "Price of a model year",
    z.object({ tipo, marca, modelo, ano }),
    (c) => fipeRequest({ type: c.tipo, brand: c.marca, model: c.modelo, year: c.ano }),
    answer(fipeResult, "The vehicle's price in the table's current month"),
  );

  // The same lookups however the path is written (a trailing or doubled slash): not in the document.
  const schema = {
    params: z.object({ "*": z.string().transform(asFipeRequest(parseFipePath)) }),
    querystring: noQuery,
    response: { 200: z.union([fipeOptions, fipeResult]), ...fipeLookupErrors },
  };
  routes.get("/api/fipe/*", { schema, config }, async (request, reply) => lookup(request.params["*"], request, reply));
}

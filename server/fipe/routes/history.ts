// GET /api/fipe/{tipo}/marcas/{marca}/modelos/{modelo}/anos/{ano}/historico: the vehicle's value
// in the last 12 reference months (server/fipe/history.ts), beside the price endpoint.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { fipeRequest } from "../paths.ts";
import { priceHistory } from "../history.ts";
import type { FipeProxy } from "../proxy.ts";
import type { VehicleKey } from "../upstreams/types.ts";
import type { RateLimiter } from "../../rate-limit/fixed-window.ts";
import { answer, errorAnswer } from "../../validation/answers.ts";
import { noQuery } from "../../validation/fields.ts";
import { API_TAGS } from "../../validation/openapi.ts";
import { admitFor } from "../admission.ts";
import { INVALID_FIPE_PATH, asFipeRequest, fipeLookupErrors, fipeParams, historyAnswer } from "./schemas.ts";

/** The path's codes as the price request they name. */
const vehicleParams = z.object(fipeParams).transform(
  asFipeRequest(({ tipo, marca, modelo, ano }: z.output<z.ZodObject<typeof fipeParams>>) => {
    const request = fipeRequest({ type: tipo, brand: marca, model: modelo, year: ano });
    return request?.kind === "price" ? request : null;
  }),
);

const schema = {
  tags: [API_TAGS.fipe],
  summary: "Price history of a model year",
  description:
    "The vehicle's price in each of the last 12 reference months the site holds, oldest first. " +
    "Months not held yet are fetched in the background and come with a later request (`missing`); " +
    "`Cache-Control: public, max-age=3600` once none is missing. The vehicle's current price is " +
    "looked up first and counts toward the same per-client limit as the price endpoint.",
  params: vehicleParams,
  querystring: noQuery,
  response: {
    200: answer(historyAnswer, "The months held"),
    400: fipeLookupErrors[400],
    404: answer(errorAnswer, "FIPE lists no such vehicle"),
    429: fipeLookupErrors[429],
    503: answer(errorAnswer, "Neither the catalog nor the FIPE services could say now"),
  },
};

export async function fipeHistoryRoutes(
  app: FastifyInstance,
  {
    proxy,
    limiter,
    fillHistory,
  }: { proxy: FipeProxy; limiter?: RateLimiter; fillHistory?: (vehicle: VehicleKey, references: string[]) => void },
) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      "/api/fipe/:tipo/marcas/:marca/modelos/:modelo/anos/:ano/historico",
      { schema, config: { invalidRequest: INVALID_FIPE_PATH } },
      async (request, reply) => {
        const parsed = request.params;
        // The vehicle must exist (its current price, through the parent-list check and the
        // per-client limit) before its 12 months are asked for: made-up codes cost no upstream call.
        const admit = admitFor(limiter, request);
        const current = await proxy.lookup(parsed, { admit });
        if (current.status !== 200) {
          reply.header("Cache-Control", "no-store");
          if (current.status === 429) {
            return reply.code(429).header("Retry-After", String(current.retryAfterSeconds)).send(current.body);
          }
          if (current.status === 404) {
            return reply
              .code(404)
              .send({ error: "not found upstream", message: "Veículo não encontrado na Tabela FIPE." });
          }
          return reply
            .code(503)
            .send({ error: "history unavailable", message: "Não foi possível consultar o histórico agora." });
        }
        // The months the catalog and the cache hold; the others are asked for in the
        // background (never charged to this client) and come with a later request.
        const vehicle = { type: parsed.type, brand: parsed.brand, model: parsed.model, year: parsed.year };
        const answer = await priceHistory(proxy, vehicle, undefined, {
          admit,
          heldOnly: true,
          onMissing: (references) => fillHistory?.(vehicle, references),
        });
        if (answer.status === 429) {
          return reply
            .code(429)
            .header("Cache-Control", "no-store")
            .header("Retry-After", String(answer.retryAfterSeconds))
            .send(answer.body);
        }
        // Past months never change; a new month appears at most once a month.
        reply.header(
          "Cache-Control",
          answer.status === 200 && answer.body.missing === 0 ? "public, max-age=3600" : "no-store",
        );
        return reply.code(answer.status).send(answer.body);
      },
    );
}

// GET /api/fipe/{tipo}/marcas/{marca}/modelos/{modelo}/anos/{ano}/historico: the vehicle's value
// in the last 12 reference months (server/fipe/history.ts), beside the price endpoint.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { VehicleType } from "#app/lib/fipe/fipe-types.ts";
import { fipeRequest } from "../fipe/paths.ts";
import { priceHistory } from "../fipe/history.ts";
import type { FipeProxy } from "../fipe/proxy.ts";
import type { VehicleKey } from "../fipe/upstreams/types.ts";
import type { RateLimiter } from "../rate-limit.ts";
import { noQuery } from "../validation/fields.ts";
import { INVALID_FIPE_PATH, admitFor, asFipeRequest } from "./fipe.ts";

type Params = { tipo: string; marca: string; modelo: string; ano: string };

/** The path's codes as the price request they name (fipeRequest checks each code). */
const vehicleParams = z.object({ tipo: z.string(), marca: z.string(), modelo: z.string(), ano: z.string() }).transform(
  asFipeRequest(({ tipo, marca, modelo, ano }: Params) => {
    const request = fipeRequest({ type: tipo as VehicleType, brand: marca, model: modelo, year: ano });
    return request?.kind === "price" ? request : null;
  }),
);

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
      { schema: { params: vehicleParams, querystring: noQuery }, config: { invalidRequest: INVALID_FIPE_PATH } },
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

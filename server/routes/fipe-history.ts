// GET /api/fipe/{tipo}/marcas/{marca}/modelos/{modelo}/anos/{ano}/historico: the vehicle's value
// in the last 12 reference months (server/fipe/history.ts), beside the price endpoint.
import type { FastifyInstance } from "fastify";
import { parseFipePath } from "../fipe/paths.ts";
import { priceHistory } from "../fipe/history.ts";
import type { FipeProxy } from "../fipe/proxy.ts";
import type { RateLimiter } from "../rate-limit.ts";
import { admitFor } from "./fipe.ts";

type Params = { tipo: string; marca: string; modelo: string; ano: string };

export async function fipeHistoryRoutes(
  app: FastifyInstance,
  { proxy, limiter }: { proxy: FipeProxy; limiter?: RateLimiter },
) {
  app.get<{ Params: Params }>(
    "/api/fipe/:tipo/marcas/:marca/modelos/:modelo/anos/:ano/historico",
    async (request, reply) => {
      const { tipo, marca, modelo, ano } = request.params;
      const parsed = parseFipePath(`${tipo}/marcas/${marca}/modelos/${modelo}/anos/${ano}`);
      if (parsed?.kind !== "price") {
        return reply
          .code(400)
          .header("Cache-Control", "no-store")
          .send({ error: "invalid FIPE path", message: "Tipo de veículo ou código inválido." });
      }
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
      // Each month not held counts toward the same client's limit.
      const answer = await priceHistory(
        proxy,
        { type: parsed.type, brand: marca, model: modelo, year: ano },
        undefined,
        { admit },
      );
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

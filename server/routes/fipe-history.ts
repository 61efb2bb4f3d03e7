// GET /api/fipe/{tipo}/marcas/{marca}/modelos/{modelo}/anos/{ano}/historico: the vehicle's value
// in the last 12 reference months (server/fipe/history.ts), beside the price endpoint.
import type { FastifyInstance } from "fastify";
import { parseFipePath } from "../fipe/paths.ts";
import { priceHistory } from "../fipe/history.ts";
import type { FipeProxy } from "../fipe/proxy.ts";

type Params = { tipo: string; marca: string; modelo: string; ano: string };

export async function fipeHistoryRoutes(app: FastifyInstance, { proxy }: { proxy: FipeProxy }) {
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
      const answer = await priceHistory(proxy, { type: parsed.type, brand: marca, model: modelo, year: ano });
      // Past months never change; a new month appears at most once a month.
      reply.header(
        "Cache-Control",
        answer.status === 200 && answer.body.missing === 0 ? "public, max-age=3600" : "no-store",
      );
      return reply.code(answer.status).send(answer.body);
    },
  );
}

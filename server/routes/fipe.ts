// GET /api/fipe/{carros|motos|caminhoes}/marcas[/...]: the caching proxy, same paths as upstream.
import type { FastifyInstance } from "fastify";
import { parseFipePath } from "../fipe/paths.ts";
import type { FipeProxy } from "../fipe/proxy.ts";

export async function fipeRoutes(app: FastifyInstance, { proxy }: { proxy: FipeProxy }) {
  app.get<{ Params: { "*": string } }>("/api/fipe/*", async (request, reply) => {
    const parsed = parseFipePath(request.params["*"]);
    if (!parsed) {
      return reply
        .code(400)
        .header("Cache-Control", "no-store")
        .send({ error: "invalid FIPE path", message: "Tipo de veículo ou código inválido." });
    }
    const answer = await proxy.lookup(parsed);
    reply.header("X-Cache", answer.cache);
    // Lists and prices change monthly: the browser may keep them for an hour.
    reply.header("Cache-Control", answer.status === 200 ? "public, max-age=3600" : "no-store");
    return reply.code(answer.status).send(answer.body);
  });
}

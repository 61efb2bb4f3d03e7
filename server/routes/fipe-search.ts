// GET /api/fipe/busca?q=: the catalog's search (server/fipe/catalog/search.ts), at most 20
// model-years, best first, each with its vehicle page.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../db/client.ts";
import { MAX_QUERY_LENGTH, catalogIsEmpty, searchCatalog } from "../fipe/catalog/search.ts";

export async function fipeSearchRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const schema = { querystring: z.object({ q: z.string().max(MAX_QUERY_LENGTH) }) };
  const config = {
    invalidRequest: {
      error: "invalid query",
      message: `Informe o que buscar (até ${MAX_QUERY_LENGTH} caracteres), como "Onix 2020" ou "001503-2".`,
    },
  };
  app.withTypeProvider<ZodTypeProvider>().get("/api/fipe/busca", { schema, config }, async (request, reply) => {
    const { q } = request.query;
    try {
      const results = await searchCatalog(db, q);
      // Nothing found in an empty catalog is not "no such vehicle": the page says the table is
      // still being loaded (and that answer is not kept by caches).
      if (!results.length && q.trim() && (await catalogIsEmpty(db))) {
        reply.header("Cache-Control", "no-store");
        return { q, results, catalogEmpty: true };
      }
      reply.header("Cache-Control", "public, max-age=300");
      return { q, results };
    } catch (error) {
      request.log.warn({ err: error }, "FIPE search failed");
      return reply
        .code(503)
        .header("Cache-Control", "no-store")
        .send({ error: "search unavailable", message: "Não foi possível buscar agora. Tente novamente." });
    }
  });
}

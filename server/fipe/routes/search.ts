// GET /api/fipe/busca?q=: the catalog's search (server/fipe/catalog/search.ts), at most 20
// model-years, best first, each with its vehicle page.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client.ts";
import { MAX_QUERY_LENGTH, catalogIsEmpty, searchCatalog } from "../catalog/search.ts";
import { answer, errorAnswer } from "../../validation/answers.ts";
import { API_TAGS } from "../../validation/openapi.ts";
import { searchAnswer } from "./schemas.ts";

export async function fipeSearchRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const schema = {
    tags: [API_TAGS.fipe],
    summary: "Search the FIPE catalog",
    description:
      "Model-years whose brand, model, year, fuel or FIPE code start with every word of `q`, in any " +
      "order, accents and case ignored, misspellings forgiven; at most 20, best first, each with its " +
      "newest price held and its page on this site. `Cache-Control: public, max-age=300`.",
    querystring: z.object({
      q: z
        .string()
        .max(MAX_QUERY_LENGTH)
        .meta({ description: "What to search: a model, a year, a FIPE code", examples: ["Onix 2020", "001503-2"] }),
    }),
    response: {
      200: answer(searchAnswer, "The model-years found"),
      400: answer(errorAnswer, `No \`q\`, or longer than ${MAX_QUERY_LENGTH} characters`),
      503: answer(errorAnswer, "The catalog cannot be read now"),
    },
  };
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

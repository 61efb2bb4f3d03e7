// The public data as JSON, for pages after hydration (a state or a city chosen in a calculator):
//   GET /api/dados-publicos/combustiveis?uf=SP[&cidade=campinas]
//       {"uf":"SP","city":null|{"name":"Campinas","slug":"campinas"},"place":"SP"|"Campinas",
//        "prices":{"gasolina":{"price":6.262,"weekStart":"2026-11-15","weekEnd":"2026-11-21",
//        "stations":42,"label":"média ANP em Campinas, semana de 15/11 a 21/11/2026"},…}}
//       (empty prices when nothing is held for the state); 400 for anything but one of the 27
//       codes or a city that is not an address segment; 404 for a city the state does not hold
//   GET /api/dados-publicos/combustiveis/cidades?uf=SP
//       {"uf":"SP","cities":[{"name":"Campinas","slug":"campinas"},…]} (the surveyed ones)
//   GET /api/dados-publicos/juros-veiculos       {"rate":{"month":"2026-09",…}|null}
// All kept by browsers and proxies for 10 minutes (the data changes weekly at most).
import type { FastifyInstance } from "fastify";
import { isStateCode } from "#app/lib/states.ts";
import type { PublicDataService } from "#app/lib/public-data.ts";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { noQuery } from "../validation/fields.ts";

export const PUBLIC_DATA_API = "/api/dados-publicos";
const CACHE = "public, max-age=600";

export async function publicDataRoutes(app: FastifyInstance, { service }: { service: PublicDataService }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const uf = z
    .string()
    .transform((code) => code.toUpperCase())
    .refine(isStateCode);
  const invalidRequest = {
    code: "INVALID_PLACE",
    message: "Informe a sigla de um estado (uf=SP, por exemplo) e, se quiser, uma cidade (cidade=campinas).",
  };
  routes.get(
    `${PUBLIC_DATA_API}/combustiveis`,
    {
      schema: {
        querystring: z.object({
          uf,
          cidade: z
            .string()
            .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
            .max(120)
            .optional(),
        }),
      },
      config: { invalidRequest },
    },
    async (request, reply) => {
      const { uf: code, cidade } = request.query;
      const place = await service.placeFuelPrices(code, cidade ?? null);
      if (!place && cidade && !(await service.fuelCities(code)).some((c) => c.slug === cidade)) {
        return reply.code(404).send({ code: "UNKNOWN_CITY", message: "Não temos preços da ANP para esta cidade." });
      }
      return reply.header("Cache-Control", CACHE).send(place ?? { uf: code, city: null, place: code, prices: {} });
    },
  );
  routes.get(
    `${PUBLIC_DATA_API}/combustiveis/cidades`,
    { schema: { querystring: z.object({ uf }) }, config: { invalidRequest } },
    async (request, reply) => {
      const { uf: code } = request.query;
      return reply.header("Cache-Control", CACHE).send({ uf: code, cities: await service.fuelCities(code) });
    },
  );
  routes.get(`${PUBLIC_DATA_API}/juros-veiculos`, { schema: { querystring: noQuery } }, async (_request, reply) =>
    reply.header("Cache-Control", CACHE).send({ rate: await service.loanRate() }),
  );
}

// The public data as JSON, for pages after hydration (a state chosen in a calculator):
//   GET /api/dados-publicos/combustiveis?uf=SP   {"uf":"SP","prices":{"gasolina":{…}}} (empty
//       prices when nothing is held for the state); 400 for anything but one of the 27 codes
//   GET /api/dados-publicos/juros-veiculos       {"rate":{"month":"2026-09",…}|null}
// Both kept by browsers and proxies for 10 minutes (the data changes weekly at most).
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
  const stateQuery = z.object({
    uf: z
      .string()
      .transform((uf) => uf.toUpperCase())
      .refine(isStateCode),
  });
  const invalidRequest = { code: "INVALID_STATE", message: "Informe a sigla de um estado (uf=SP, por exemplo)." };
  routes.get(
    `${PUBLIC_DATA_API}/combustiveis`,
    { schema: { querystring: stateQuery }, config: { invalidRequest } },
    async (request, reply) => {
      const { uf } = request.query;
      const prices = await service.fuelPrices(uf);
      return reply.header("Cache-Control", CACHE).send({ uf, prices: prices?.prices ?? {} });
    },
  );
  routes.get(`${PUBLIC_DATA_API}/juros-veiculos`, { schema: { querystring: noQuery } }, async (_request, reply) =>
    reply.header("Cache-Control", CACHE).send({ rate: await service.loanRate() }),
  );
}

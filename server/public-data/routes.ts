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
import {
  BCB_LOAN_RATE_SERIES,
  FUEL_KEYS,
  type FuelKey,
  type LoanRate,
  type PlaceFuelPrice,
  type PlaceFuelPrices,
  type PublicDataService,
} from "#app/lib/public-data.ts";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { answer, codeAnswer } from "../validation/answers.ts";
import { noQuery } from "../validation/fields.ts";
import { API_TAGS } from "../validation/openapi.ts";

export const PUBLIC_DATA_API = "/api/dados-publicos";
const CACHE = "public, max-age=600";

const CACHE_NOTE = "`Cache-Control: public, max-age=600` (the data changes weekly at most).";

/** One value per fuel the site shows, each optional (a fuel the survey did not cover is absent). */
function byFuel<S extends z.ZodType>(value: S) {
  const shape = Object.fromEntries(FUEL_KEYS.map((key) => [key, value.optional()]));
  return z.object(shape as Record<FuelKey, z.ZodOptional<S>>);
}

const weekPrice = z.object({
  price: z.number().meta({ description: "Mean price in reais, per litre (GNV: per m³)", examples: [6.262] }),
  weekStart: z.iso.date().describe("The survey week's Sunday"),
  weekEnd: z.iso.date().describe("The survey week's Saturday"),
  stations: z.number().int().describe("Stations surveyed"),
  label: z.string().meta({ examples: ["média ANP em Campinas, semana de 15/11 a 21/11/2026"] }),
}) satisfies z.ZodType<PlaceFuelPrice>;

const city = z.object({
  name: z.string().meta({ description: "As people write it (IBGE's name)", examples: ["São José dos Campos"] }),
  slug: z.string().meta({ description: "Its address segment; what `cidade` takes", examples: ["sao-jose-dos-campos"] }),
});

const placePrices = z.object({
  uf: z.string().meta({ examples: ["SP"] }),
  city: city.nullable().describe("The municipality asked for; null for the state"),
  place: z.string().describe("How the labels name the place: the municipality's name or the state's code"),
  prices: byFuel(weekPrice).describe("The newest week held per fuel; empty when none is held for the state"),
}) satisfies z.ZodType<PlaceFuelPrices>;

const loanRate = z.object({
  month: z.string().meta({ description: "YYYY-MM", examples: ["2026-09"] }),
  monthlyPercent: z.number().meta({ examples: [1.95] }),
  yearlyPercent: z.number().describe("The monthly rate compounded over 12 months"),
}) satisfies z.ZodType<LoanRate>;

export async function publicDataRoutes(app: FastifyInstance, { service }: { service: PublicDataService }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const uf = z
    .string()
    .meta({ description: "A state's two-letter code (any case)", examples: ["SP"] })
    .transform((code) => code.toUpperCase())
    .refine(isStateCode);
  const invalidRequest = {
    code: "INVALID_PLACE",
    message: "Informe a sigla de um estado (uf=SP, por exemplo) e, se quiser, uma cidade (cidade=campinas).",
  };
  const invalidPlace = answer(codeAnswer, "Not one of the 27 state codes, or `cidade` is not an address segment");
  routes.get(
    `${PUBLIC_DATA_API}/combustiveis`,
    {
      schema: {
        tags: [API_TAGS.publicData],
        summary: "Fuel prices of a state or a municipality",
        description: `The ANP's newest weekly mean price of each fuel, with a label saying whose and which week. ${CACHE_NOTE}`,
        querystring: z.object({
          uf,
          cidade: z
            .string()
            .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
            .max(120)
            .optional()
            .meta({ description: "A municipality's slug, from the cities endpoint", examples: ["campinas"] }),
        }),
        response: {
          200: answer(placePrices, "The place's newest prices"),
          400: invalidPlace,
          404: answer(codeAnswer, "The ANP survey holds no such municipality in the state (`UNKNOWN_CITY`)"),
        },
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
    {
      schema: {
        tags: [API_TAGS.publicData],
        summary: "Surveyed municipalities of a state",
        description: `The municipalities the ANP survey covers in the state, by name. ${CACHE_NOTE}`,
        querystring: z.object({ uf }),
        response: {
          200: answer(z.object({ uf: z.string(), cities: z.array(city) }), "The state's surveyed municipalities"),
          400: invalidPlace,
        },
      },
      config: { invalidRequest },
    },
    async (request, reply) => {
      const { uf: code } = request.query;
      return reply.header("Cache-Control", CACHE).send({ uf: code, cities: await service.fuelCities(code) });
    },
  );
  routes.get(
    `${PUBLIC_DATA_API}/juros-veiculos`,
    {
      schema: {
        tags: [API_TAGS.publicData],
        summary: "Vehicle loan rate",
        description: `The Banco Central's newest monthly mean vehicle loan rate (SGS series ${BCB_LOAN_RATE_SERIES}). ${CACHE_NOTE}`,
        querystring: noQuery,
        response: { 200: answer(z.object({ rate: loanRate.nullable() }), "The newest month held; null when none is") },
      },
    },
    async (_request, reply) => reply.header("Cache-Control", CACHE).send({ rate: await service.loanRate() }),
  );
}

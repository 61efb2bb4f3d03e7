// The FIPE routes' answers as schemas (the shapes of app/lib/fipe: the FIPE service's own, with
// codes as strings) and their path parameters, read into the request they name (or the 400 of
// a path that names none): the proxy's lists and price, the price history, the catalog search.
import { z } from "zod";
import { NOT_AVAILABLE, VEHICLE_TYPES, type FipeOption, type FipeResult } from "#app/lib/fipe/fipe-types.ts";
import type { HistoryMonth } from "#app/lib/fipe/price-history.ts";
import type { VehicleSearchAnswer, VehicleSearchResult } from "#app/lib/fipe/search-types.ts";
import { CODE, YEAR_CODE, type FipeRequest } from "../paths.ts";
import { answer, errorAnswer } from "../../validation/answers.ts";

/** The FIPE API's answer to a path or codes that name no list or price. */
export const INVALID_FIPE_PATH = { error: "invalid FIPE path", message: "Tipo de veículo ou código inválido." };

/** A value made into a FIPE request, or the schema's failure (answered INVALID_FIPE_PATH). */
export function asFipeRequest<T, R extends FipeRequest>(read: (value: T) => R | null) {
  return (value: T, context: z.RefinementCtx) => {
    const request = read(value);
    if (request) return request;
    context.addIssue({ code: "custom", message: "not a FIPE list or price" });
    return z.NEVER;
  };
}

/** The path's codes, as FIPE writes them. */
export const fipeParams = {
  tipo: z.enum(VEHICLE_TYPES).describe("Vehicle type: carros (cars), motos (motorcycles), caminhoes (trucks)"),
  marca: z
    .string()
    .regex(CODE)
    .meta({ description: "Brand code, from the brands list", examples: ["59"] }),
  modelo: z
    .string()
    .regex(CODE)
    .meta({ description: "Model code, from the brand's models", examples: ["5940"] }),
  ano: z
    .string()
    .regex(YEAR_CODE)
    .meta({ description: "Model-year code, from the model's years (32000-n: zero km)", examples: ["2014-3"] }),
};

/** One entry of a list: a brand, a model or a model year. */
export const fipeOption = z.object({
  codigo: z.string().meta({ description: "The code the next request names", examples: ["59"] }),
  nome: z.string().meta({ description: "FIPE's name for it", examples: ["VW - VolksWagen"] }),
}) satisfies z.ZodType<FipeOption>;

export const fipeOptions = z.array(fipeOption);

/** A vehicle's price in the FIPE table's current month. */
export const fipeResult = z.object({
  Valor: z.string().meta({ description: "The price as FIPE writes it", examples: ["R$ 106.138,00"] }),
  MesReferencia: z.string().meta({ description: "The reference month", examples: ["fevereiro de 2017"] }),
  Marca: z.string(),
  Modelo: z.string(),
  AnoModelo: z
    .union([z.number().int(), z.literal(NOT_AVAILABLE)])
    .meta({ description: `The model year (32000: zero km); "${NOT_AVAILABLE}" when FIPE gave none` }),
  Combustivel: z.string().meta({ examples: ["Diesel"] }),
  CodigoFipe: z.string().meta({ examples: ["005340-6"] }),
}) satisfies z.ZodType<FipeResult>;

/** The proxy's refusals: a path or code that names nothing, and what the upstreams could not answer. */
export const fipeLookupErrors = {
  400: answer(errorAnswer, "Not a vehicle type or not a code (`invalid FIPE path`)"),
  404: answer(errorAnswer, "FIPE lists no such code"),
  429: answer(errorAnswer, "This client's lookups that the cache could not answer are spent for now; see Retry-After"),
  502: answer(errorAnswer, "The FIPE services answered something unusable, and nothing was cached"),
  503: answer(errorAnswer, "The FIPE services are rate-limited or their daily budget is spent, and nothing was cached"),
  504: answer(errorAnswer, "The FIPE services did not answer in time, and nothing was cached"),
};

const historyMonth = z.object({
  reference: z.string().meta({ description: "FIPE's code of the reference month (opaque)" }),
  month: z.string().meta({ examples: ["agosto de 2026"] }),
  value: z.string().meta({ description: "The price as FIPE writes it", examples: ["R$ 71.234,00"] }),
}) satisfies z.ZodType<HistoryMonth>;

export const historyAnswer = z.object({
  months: z.array(historyMonth).describe("The months held, oldest first (at most 12)"),
  missing: z
    .number()
    .int()
    .describe("Months of the last 12 not held yet: asked for in the background, in a later answer"),
});

const searchResult = z.object({
  tipo: fipeParams.tipo,
  marca: fipeOption,
  modelo: fipeOption,
  ano: fipeOption,
  codigoFipe: z.string().nullable(),
  valor: z.string().nullable().describe("The newest price held, as FIPE writes it"),
  mes: z.string().nullable().describe("The month of `valor`"),
  path: z.string().meta({
    description: "The vehicle's page on this site",
    examples: ["/fipe/carros/59-vw-volkswagen/5940-amarok-high-cd-2-0-16v-tdi-4x4-dies-aut/2014-3-2014-diesel"],
  }),
}) satisfies z.ZodType<VehicleSearchResult>;

export const searchAnswer = z.object({
  q: z.string().describe("The query, as sent"),
  results: z.array(searchResult).describe("At most 20 model-years, best first"),
  catalogEmpty: z.boolean().optional().describe("Only with no results: true while the catalog holds no vehicle yet"),
}) satisfies z.ZodType<VehicleSearchAnswer>;

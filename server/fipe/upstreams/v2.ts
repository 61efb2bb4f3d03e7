// The FIPE v2 API (fipe.parallelum.com.br/api/v2, api.fipe.online/api/v2): English paths and
// fields, mapped to the v1 shapes.
import type { VehicleType } from "#app/lib/fipe/fipe-types.ts";
import { parallelumApi, type AdapterOptions } from "./http.ts";
import { answerItems, UpstreamError, type AnswerItem, type FipeUpstream } from "./types.ts";

const TYPES: Record<VehicleType, string> = { carros: "cars", motos: "motorcycles", caminhoes: "trucks" };

const options = (body: unknown) => answerItems(body).map((o) => ({ codigo: o.code, nome: o.name }));

export function createV2Upstream(adapter: AdapterOptions): FipeUpstream {
  const { identity, get } = parallelumApi(adapter, "v2");
  const e = encodeURIComponent;
  return {
    ...identity,
    brands: async (type, ctx) => options(await get(`${TYPES[type]}/brands`, ctx)),
    models: async (type, brand, ctx) => ({
      modelos: options(await get(`${TYPES[type]}/brands/${e(brand)}/models`, ctx)),
      anos: [],
    }),
    years: async (type, brand, model, ctx) =>
      options(await get(`${TYPES[type]}/brands/${e(brand)}/models/${e(model)}/years`, ctx)),
    price: async ({ type, brand, model, year }, reference, ctx) => {
      const body = (await get(
        `${TYPES[type]}/brands/${e(brand)}/models/${e(model)}/years/${e(year)}${reference ? `?reference=${e(reference)}` : ""}`,
        ctx,
      )) as AnswerItem | null;
      if (!body || typeof body !== "object") throw new UpstreamError("bad-shape", "expected a price object");
      return {
        TipoVeiculo: body.vehicleType,
        Valor: body.price,
        Marca: body.brand,
        Modelo: body.model,
        AnoModelo: body.modelYear,
        Combustivel: body.fuel,
        CodigoFipe: body.codeFipe,
        MesReferencia: body.referenceMonth,
        SiglaCombustivel: body.fuelAcronym,
      };
    },
    references: async (ctx) => answerItems(await get("references", ctx)).map((r) => ({ codigo: r.code, mes: r.month })),
  };
}

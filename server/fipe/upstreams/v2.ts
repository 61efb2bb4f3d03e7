// The FIPE v2 API (fipe.parallelum.com.br/api/v2, api.fipe.online/api/v2): English paths and
// fields, mapped to the v1 shapes.
import type { VehicleType } from "#app/lib/fipe/fipe-types.ts";
import { requestJson } from "./http.ts";
import { UpstreamError, type CallContext, type FipeUpstream } from "./types.ts";
import type { AdapterOptions } from "./v1.ts";

const TYPES: Record<VehicleType, string> = { carros: "cars", motos: "motorcycles", caminhoes: "trucks" };

type Item = Record<string, unknown>;

function list(body: unknown): Item[] {
  if (!Array.isArray(body)) throw new UpstreamError("bad-shape", "expected an array");
  return body.map((item) => (item ?? {}) as Item);
}

const options = (body: unknown) => list(body).map((o) => ({ codigo: o.code, nome: o.name }));

export function createV2Upstream({ id, url, token, http }: AdapterOptions): FipeUpstream {
  const base = url.replace(/\/+$/, "");
  const headers = token ? { "X-Subscription-Token": token } : undefined;
  const get = (path: string, { signal }: CallContext) => requestJson(http, { url: `${base}/${path}`, headers, signal });
  const e = encodeURIComponent;
  return {
    id,
    kind: "v2",
    url: base,
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
      )) as Item | null;
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
    references: async (ctx) => list(await get("references", ctx)).map((r) => ({ codigo: r.code, mes: r.month })),
  };
}

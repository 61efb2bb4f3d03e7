// The FIPE v1 API (parallelum.com.br/fipe/api/v1): the proxy's own paths and shapes.
import type { VehicleType } from "#app/lib/fipe/fipe-types.ts";
import { parallelumApi, type AdapterOptions } from "./http.ts";
import type { FipeUpstream, VehicleKey } from "./types.ts";

export function createV1Upstream(adapter: AdapterOptions): FipeUpstream {
  const { identity, get } = parallelumApi(adapter, "v1");
  const e = encodeURIComponent;
  return {
    ...identity,
    brands: (type: VehicleType, ctx) => get(`${type}/marcas`, ctx),
    models: (type, brand, ctx) => get(`${type}/marcas/${e(brand)}/modelos`, ctx),
    years: (type, brand, model, ctx) => get(`${type}/marcas/${e(brand)}/modelos/${e(model)}/anos`, ctx),
    price: ({ type, brand, model, year }: VehicleKey, reference, ctx) =>
      get(
        `${type}/marcas/${e(brand)}/modelos/${e(model)}/anos/${e(year)}${reference ? `?referencia=${e(reference)}` : ""}`,
        ctx,
      ),
    references: (ctx) => get("referencias", ctx),
  };
}

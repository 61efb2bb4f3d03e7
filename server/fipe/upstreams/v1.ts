// The FIPE v1 API (parallelum.com.br/fipe/api/v1): the proxy's own paths and shapes.
import type { VehicleType } from "#app/lib/fipe/fipe-types.ts";
import { requestJson, type HttpDeps } from "./http.ts";
import type { CallContext, FipeUpstream, VehicleKey } from "./types.ts";

export type AdapterOptions = { id: string; url: string; token?: string; http: HttpDeps };

export function createV1Upstream({ id, url, token, http }: AdapterOptions): FipeUpstream {
  const base = url.replace(/\/+$/, "");
  const headers = token ? { "X-Subscription-Token": token } : undefined;
  const get = (path: string, { signal }: CallContext) => requestJson(http, { url: `${base}/${path}`, headers, signal });
  const e = encodeURIComponent;
  return {
    id,
    kind: "v1",
    url: base,
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

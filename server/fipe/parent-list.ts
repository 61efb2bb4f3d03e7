// A FIPE code is only worth an upstream call when the list it comes from contains it: brand
// codes are in the type's brand list, model codes in the brand's model list, year codes in the
// model's year list. Those lists are cached for a day, so a made-up code is answered 404 from
// the cache, without spending an upstream call (or the daily budget) on it.
import type { FipeOption } from "#app/lib/fipe/fipe-types.ts";
import { fipeRequest, type FipeKey, type FipeRequest } from "./paths.ts";

/** The list a request's last code must appear in, and that code; null for the brand list. */
export function parentOf(request: FipeRequest): { parent: FipeRequest; code: string } | null {
  // models ".../marcas/59/modelos": ".../marcas" must list 59; years ".../modelos/5940/anos":
  // ".../modelos" must list 5940; price ".../anos/2014-3": ".../anos" must list 2014-3.
  const { type } = request;
  switch (request.kind) {
    case "brands":
      return null;
    case "models":
      return { parent: listOf({ type }), code: request.brand };
    case "years":
      return { parent: listOf({ type, brand: request.brand }), code: request.model };
    case "price":
      return { parent: listOf({ type, brand: request.brand, model: request.model }), code: request.year };
  }
}

/** A list request from codes already checked (a request's own). */
function listOf(key: FipeKey): FipeRequest {
  const list = fipeRequest(key);
  if (!list) throw new TypeError(`no FIPE list for ${JSON.stringify(key)}`);
  return list;
}

/** Whether a (normalized) list answer names the code. */
export function listContains(body: unknown, code: string): boolean {
  return Array.isArray(body) && (body as FipeOption[]).some((option) => String(option?.codigo) === code);
}

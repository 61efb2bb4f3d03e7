// The proxy's requests: a type's brands, a brand's models, a model's years or a vehicle's price,
// carried as FIPE's codes (typed, checked once), with the upstream path they are asked and cached
// under: /{type}/marcas[/{brand}/modelos[/{model}/anos[/{year}]]]. A request is built from codes
// (fipeRequest) or read from a path once (parseFipePath); anything else is refused before any
// upstream call, and nothing downstream splits the path again.
import { VEHICLE_TYPES, type VehicleType } from "#app/lib/fipe/fipe-types.ts";

/** The codes that name a list or a price: a type; a brand; a model; a year (each needs the one before). */
export type FipeKey = { type: VehicleType; brand?: string; model?: string; year?: string };

export type FipeRequest =
  | { kind: "brands"; type: VehicleType; path: string }
  | { kind: "models"; type: VehicleType; brand: string; path: string }
  | { kind: "years"; type: VehicleType; brand: string; model: string; path: string }
  | { kind: "price"; type: VehicleType; brand: string; model: string; year: string; path: string };

/** A brand's or a model's code ("59", "5940"). */
export const CODE = /^\d{1,7}$/;
/** A model year's code: the year (32000 for zero-km) and the fuel's number ("2014-3"). */
export const YEAR_CODE = /^\d{4,5}-\d{1,2}$/;

/** The request for the codes given; null when a code is malformed or one comes without the one before. */
export function fipeRequest({ type, brand, model, year }: FipeKey): FipeRequest | null {
  if (!VEHICLE_TYPES.includes(type)) return null;
  const brands = `${type}/marcas`;
  if (brand === undefined)
    return model === undefined && year === undefined ? { kind: "brands", type, path: brands } : null;
  if (!CODE.test(brand)) return null;
  const models = `${brands}/${brand}/modelos`;
  if (model === undefined) return year === undefined ? { kind: "models", type, brand, path: models } : null;
  if (!CODE.test(model)) return null;
  const years = `${models}/${model}/anos`;
  if (year === undefined) return { kind: "years", type, brand, model, path: years };
  if (!YEAR_CODE.test(year)) return null;
  return { kind: "price", type, brand, model, year, path: `${years}/${year}` };
}

/** Parses "carros/marcas/59/modelos/5940/anos/2014-3"; null when it is not a FIPE path. */
export function parseFipePath(raw: string): FipeRequest | null {
  const parts = raw.split("/").filter(Boolean);
  const [type, marcas, brand, modelos, model, anos, year, ...rest] = parts;
  if (!VEHICLE_TYPES.includes(type as VehicleType) || marcas !== "marcas" || rest.length) return null;
  // brands: 2 segments, models: 4, years: 6, a price: 7.
  if (![2, 4, 6, 7].includes(parts.length)) return null;
  if (parts.length >= 4 && modelos !== "modelos") return null;
  if (parts.length >= 6 && anos !== "anos") return null;
  return fipeRequest({ type: type as VehicleType, brand, model, year });
}

// The proxy's paths are the upstream's: /{type}/marcas[/{brand}/modelos[/{model}/anos[/{year}]]].
// Anything else is refused before any upstream call.
import { VEHICLE_TYPES, type VehicleType } from "#app/lib/fipe/fipe-types.ts";

export type FipeRequest =
  | { kind: "brands"; type: VehicleType; path: string }
  | { kind: "models"; type: VehicleType; path: string }
  | { kind: "years"; type: VehicleType; path: string }
  | { kind: "price"; type: VehicleType; path: string };

const CODE = /^\d{1,7}$/;
const YEAR_CODE = /^\d{4,5}-\d{1,2}$/;

/** Parses "carros/marcas/59/modelos/5940/anos/2014-3"; null when it is not a FIPE path. */
export function parseFipePath(raw: string): FipeRequest | null {
  const parts = raw.split("/").filter(Boolean);
  const [type, marcas, brand, modelos, model, anos, year, ...rest] = parts;
  if (!VEHICLE_TYPES.includes(type as VehicleType) || marcas !== "marcas" || rest.length) return null;
  const t = type as VehicleType;
  if (parts.length === 2) return { kind: "brands", type: t, path: `${t}/marcas` };
  if (!CODE.test(brand ?? "") || modelos !== "modelos") return null;
  if (parts.length === 4) return { kind: "models", type: t, path: `${t}/marcas/${brand}/modelos` };
  if (!CODE.test(model ?? "") || anos !== "anos") return null;
  if (parts.length === 6) return { kind: "years", type: t, path: `${t}/marcas/${brand}/modelos/${model}/anos` };
  if (!YEAR_CODE.test(year ?? "")) return null;
  return { kind: "price", type: t, path: `${t}/marcas/${brand}/modelos/${model}/anos/${year}` };
}

// A vehicle's own address: /fipe/{tipo}/{marca}/{modelo}/{ano}, each code the FIPE service's,
// optionally followed by a readable slug ("/fipe/carros/59-vw-volkswagen/5940-amarok/2014-3").
// Shared by the page (to write the address) and the server (to answer it). Pure.
import { slugify } from "../slug.ts";
import { VEHICLE_TYPES, type VehicleType } from "./fipe-types.ts";

export type VehicleCodes = { type: VehicleType; brand: string; model: string; year: string };
export type VehicleNames = { brand?: string; model?: string; year?: string };

const CODE = /^(\d{1,7})(?:-[a-z0-9-]*)?$/;
// Year codes are "{modelYear}-{fuel}" ("2014-3", "32000-1"); a slug may follow after a second "-".
const YEAR = /^(\d{4,5}-\d{1,2})(?:-[a-z0-9-]*)?$/;

/** "VW - VolksWagen" → "vw-volkswagen"; at most 60 characters (the site's slug rule, shortened). */
export function vehicleSlug(text: string): string {
  return slugify(text).slice(0, 60).replace(/-+$/, "");
}

function segment(code: string, name?: string): string {
  const slug = name ? vehicleSlug(name) : "";
  return slug ? `${code}-${slug}` : code;
}

/** The vehicle's path; names, when known, add readable slugs after the codes. */
export function vehiclePath(codes: VehicleCodes, names: VehicleNames = {}): string {
  return [
    "/fipe",
    codes.type,
    segment(codes.brand, names.brand),
    segment(codes.model, names.model),
    segment(codes.year, names.year),
  ].join("/");
}

/** A brand's page: /fipe/{tipo}/{marca} ("/fipe/carros/21-fiat"). */
export function brandPath(type: VehicleType, brand: string, brandName?: string): string {
  return ["/fipe", type, segment(brand, brandName)].join("/");
}

/** A model's page, every model year of it: /fipe/{tipo}/{marca}/{modelo}. */
export function modelPath(codes: Pick<VehicleCodes, "type" | "brand" | "model">, names: VehicleNames = {}): string {
  return [brandPath(codes.type, codes.brand, names.brand), segment(codes.model, names.model)].join("/");
}

/** The codes in a brand or model path (with or without slugs); null when it is not one. */
export function parseCatalogPath(
  params: Record<string, string | undefined>,
): { type: VehicleType; brand: string; model?: string } | null {
  const { tipo, marca, modelo } = params;
  if (!VEHICLE_TYPES.includes(tipo as VehicleType)) return null;
  const b = CODE.exec(marca ?? "");
  if (!b) return null;
  if (modelo === undefined) return { type: tipo as VehicleType, brand: b[1]! };
  const m = CODE.exec(modelo);
  return m ? { type: tipo as VehicleType, brand: b[1]!, model: m[1]! } : null;
}

/** The codes in a vehicle path (with or without slugs); null when it is not one. */
export function parseVehiclePath(path: string): VehicleCodes | null {
  const parts = path.split("/").filter(Boolean);
  if (parts.length !== 5 || parts[0] !== "fipe") return null;
  const [, tipo, marca, modelo, ano] = parts;
  return vehicleFromParams({ tipo, marca, modelo, ano });
}

/** Codes from route params (the page's optional segments); null unless all four are valid. */
export function vehicleFromParams(params: Record<string, string | undefined>): VehicleCodes | null {
  const { tipo, marca, modelo, ano } = params;
  if (!VEHICLE_TYPES.includes(tipo as VehicleType)) return null;
  const b = CODE.exec(marca ?? "");
  const m = CODE.exec(modelo ?? "");
  const y = YEAR.exec(ano ?? "");
  if (!b || !m || !y) return null;
  return { type: tipo as VehicleType, brand: b[1]!, model: m[1]!, year: y[1]! };
}

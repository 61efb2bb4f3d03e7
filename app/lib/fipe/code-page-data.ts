// What the FIPE code page (/fipe/codigo/{codigo}) and a vehicle page's month select are
// rendered with, from the catalog. Pure types and helpers, shared with the server.

import type { VehicleType } from "./fipe-types.ts";

export type CodePageVehicle = {
  tipo: VehicleType;
  marca: string;
  modelo: string;
  /** "2014 Diesel", "Zero Km Gasolina" */
  ano: string;
  anoCodigo: string;
  /** The newest price the catalog holds, and its month ("novembro de 2026"). */
  valor: string | null;
  mes: string | null;
  /** The vehicle's page. */
  path: string;
};

export type CodePageData = { codigo: string; vehicles: CodePageVehicle[] };

/** A month the catalog holds a vehicle's price in: "2026-11", "novembro de 2026". */
export type VehicleMonth = { value: string; label: string };

/** "001503-2" or "0015032" (the path may carry either) -> "001503-2"; null otherwise. */
export function fipeCodeOfParam(param: string | undefined): string | null {
  const m = /^(\d{6})-?(\d)$/.exec((param ?? "").trim());
  return m ? `${m[1]}-${m[2]}` : null;
}

export function codePagePath(codigo: string): string {
  return `/fipe/codigo/${codigo}`;
}

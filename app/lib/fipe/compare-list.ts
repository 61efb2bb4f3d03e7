// The vehicles being compared (at most three), kept in the address: /fipe/comparar?v=carros.59.5940.2014-3&v=...
// so a comparison can be shared and needs nothing stored in the browser. Pure.
import { VEHICLE_TYPES, type VehicleType } from "./fipe-types.ts";
import type { VehicleCodes } from "./vehicle-path.ts";

export const MAX_COMPARED = 3;
export const COMPARE_PARAM = "v";
/** On the FIPE page: the comparison a lookup will be added to. */
export const COMPARE_CARRY_PARAM = "comparar";

const ENTRY = /^([a-z]+)\.(\d{1,7})\.(\d{1,7})\.(\d{4,5}-\d{1,2})$/;

export function compareKey(codes: VehicleCodes): string {
  return `${codes.type}.${codes.brand}.${codes.model}.${codes.year}`;
}

export function parseCompareKey(raw: string): VehicleCodes | null {
  const m = ENTRY.exec(raw.trim());
  if (!m || !VEHICLE_TYPES.includes(m[1] as VehicleType)) return null;
  return { type: m[1] as VehicleType, brand: m[2]!, model: m[3]!, year: m[4]! };
}

const same = (a: VehicleCodes, b: VehicleCodes) => compareKey(a) === compareKey(b);

/** The valid, distinct vehicles of a list of keys, at most three, in order. */
export function parseCompareList(keys: readonly string[]): VehicleCodes[] {
  const list: VehicleCodes[] = [];
  for (const key of keys) {
    const codes = parseCompareKey(key);
    if (codes && !list.some((c) => same(c, codes)) && list.length < MAX_COMPARED) list.push(codes);
  }
  return list;
}

/** Adds a vehicle at the end; when the list is full the oldest one leaves. No duplicates. */
export function addToCompare(list: readonly VehicleCodes[], codes: VehicleCodes): VehicleCodes[] {
  const rest = list.filter((c) => !same(c, codes));
  return [...rest, codes].slice(-MAX_COMPARED);
}

export function removeFromCompare(list: readonly VehicleCodes[], index: number): VehicleCodes[] {
  return list.filter((_, i) => i !== index);
}

/** Moves the vehicle at `index` by `offset` places (−1 left, +1 right); unchanged at the edges. */
export function moveInCompare(list: readonly VehicleCodes[], index: number, offset: -1 | 1): VehicleCodes[] {
  const target = index + offset;
  if (index < 0 || index >= list.length || target < 0 || target >= list.length) return [...list];
  const next = [...list];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

/** "/fipe/comparar?v=...&v=..." for a list. */
export function comparePath(list: readonly VehicleCodes[]): string {
  const params = new URLSearchParams();
  for (const codes of list) params.append(COMPARE_PARAM, compareKey(codes));
  const query = params.toString();
  return query ? `/fipe/comparar?${query}` : "/fipe/comparar";
}

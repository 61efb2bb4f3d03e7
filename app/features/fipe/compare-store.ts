// The comparison in progress, kept in the browser (localStorage) so "Comparar" on one vehicle
// page after another adds to it instead of starting over. Only FIPE codes are kept (no personal
// data); the address (/fipe/comparar?v=...) stays the shareable copy. Storage that cannot be
// read or written (private mode, blocked) simply keeps nothing.
import { compareKey, parseCompareList } from "../../lib/fipe/compare-list.ts";
import type { VehicleCodes } from "../../lib/fipe/vehicle-path.ts";

export const COMPARE_STORAGE_KEY = "cec.comparar";

export function storedCompare(): VehicleCodes[] {
  try {
    const raw: unknown = JSON.parse(window.localStorage.getItem(COMPARE_STORAGE_KEY) ?? "[]");
    return Array.isArray(raw) ? parseCompareList(raw.filter((k): k is string => typeof k === "string")) : [];
  } catch {
    return [];
  }
}

export function storeCompare(list: readonly VehicleCodes[]): void {
  try {
    window.localStorage.setItem(COMPARE_STORAGE_KEY, JSON.stringify(list.map(compareKey)));
  } catch {
    // Nothing kept: the address still holds the comparison.
  }
}

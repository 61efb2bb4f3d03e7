// The depreciation ranking (/fipe/desvalorizacao): per vehicle type, the vehicles 1 to 5 years
// old that lost the least and the most value over the last 12 months, each model-year's price
// in the newest month the catalog holds against its own price 12 months before. Pure: the
// months compared, the model years admitted, the change and the order. The server's query
// (server/fipe/catalog/depreciation-ranking.ts) reads the rows; this orders them.

import type { VehicleType } from "./fipe-types.ts";

export const DEPRECIATION_PAGE_PATH = "/fipe/desvalorizacao";

/** Vehicles per list. */
export const RANKING_SIZE = 10;
/** Ages admitted, in years before the newest month's year. */
export const MIN_AGE_YEARS = 1;
export const MAX_AGE_YEARS = 5;

export type RankedVehicle = {
  tipo: VehicleType;
  /** "Fiat Argo 1.0 2023 Gasolina" */
  nome: string;
  path: string;
  /** Price in cents, 12 months before and in the newest month. */
  fromCents: number;
  toCents: number;
  /** toCents / fromCents - 1: -0.08 for an 8 % loss. */
  ratio: number;
};

export type RankingPageData = {
  /** The newest month the catalog holds prices for, and the month 12 months before. */
  newest: { month: string; label: string };
  older: { month: string; label: string };
  /** The model years admitted (the newest month's year minus 5 to minus 1). */
  modelYears: { from: number; to: number };
  types: Array<{ tipo: VehicleType; compared: number; least: RankedVehicle[]; most: RankedVehicle[] }>;
};

/** "2026-11" minus n months: ("2026-11", 12) → "2025-11". */
export function monthsBefore(month: string, n: number): string {
  const [y, m] = month.split("-").map(Number) as [number, number];
  const total = y * 12 + (m - 1) - n;
  return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, "0")}`;
}

/** The model years 1 to 5 years old in the newest month ("2026-11" → 2021..2025). */
export function rankedModelYears(newestMonth: string): { from: number; to: number } {
  const year = Number(newestMonth.slice(0, 4));
  return { from: year - MAX_AGE_YEARS, to: year - MIN_AGE_YEARS };
}

/** The change from one price to the other, as a fraction. */
export function changeRatio(fromCents: number, toCents: number): number {
  return toCents / fromCents - 1;
}

/**
 * Least lost first (the highest change: a gain ranks above a small loss) and most lost first
 * (the lowest change), `size` each; ties in path order, so the lists never shuffle.
 */
export function rankByChange<T extends { ratio: number; path: string }>(
  vehicles: T[],
  size = RANKING_SIZE,
): { least: T[]; most: T[] } {
  const byPath = (a: T, b: T) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0);
  const least = [...vehicles].sort((a, b) => b.ratio - a.ratio || byPath(a, b)).slice(0, size);
  const most = [...vehicles].sort((a, b) => a.ratio - b.ratio || byPath(a, b)).slice(0, size);
  return { least, most };
}

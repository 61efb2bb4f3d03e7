// Whether an ANP line's collection day and price can be true: a file's typo or a hostile file
// ("31/12/9999", "99999,9999") would otherwise become the newest week forever. The bounds are
// plausibility limits, far outside any price the survey has published, not data: a day from
// 2000 (the survey's first years) to a week ahead of today in Brasília, a price from R$ 0,50
// to R$ 20,00 per litre (per m³ for GNV).
import type { FuelKey } from "#app/lib/public-data.ts";

export const FIRST_PLAUSIBLE_DAY = "2000-01-01";
const DAYS_AHEAD = 7;

/** Thousandths of a real, per product: [lowest, highest] accepted. */
export const PLAUSIBLE_PRICE_MILLI: Record<FuelKey, [number, number]> = {
  gasolina: [500, 20_000],
  gasolina_aditivada: [500, 20_000],
  etanol: [500, 20_000],
  diesel: [500, 20_000],
  diesel_s10: [500, 20_000],
  gnv: [500, 20_000],
};

/** The last day accepted: a week after today in Brasília ("YYYY-MM-DD"). */
export function lastPlausibleDay(now = Date.now()): string {
  const brasilia = new Date(now - 3 * 3_600_000); // UTC−3, no daylight saving since 2019
  brasilia.setUTCDate(brasilia.getUTCDate() + DAYS_AHEAD);
  return brasilia.toISOString().slice(0, 10);
}

/** Why the day is not plausible, or null. `lastDay` from lastPlausibleDay(). */
export function implausibleDay(day: string, lastDay: string): string | null {
  if (day < FIRST_PLAUSIBLE_DAY) return "anterior a 2000";
  if (day > lastDay) return "mais de uma semana no futuro";
  return null;
}

/** Why the price is not plausible for the product, or null. */
export function implausiblePrice(product: FuelKey, milli: number): string | null {
  const [low, high] = PLAUSIBLE_PRICE_MILLI[product];
  if (milli < low) return "abaixo de R$ 0,50";
  if (milli > high) return "acima de R$ 20,00";
  return null;
}

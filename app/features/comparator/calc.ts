// Alcohol vs gasoline comparator (spec §9): ethanol pays off below 70% of the gasoline price.
import { toCents } from "../../lib/money.ts";

export type ComparatorInput = { gasolinePrice: number; ethanolPrice: number };

export type Fuel = "etanol" | "gasolina";

export type ComparatorResult = {
  recommendedFuel: Fuel;
  /** ethanol / gasoline at full precision (shown as a percent with 1 decimal). */
  ratio: number;
  /** Highest ethanol price, in whole cents, at which ethanol still pays off. */
  breakEvenEthanolPrice: number;
};

/** The threshold as a percent: ethanol must cost strictly less than this share of gasoline. */
export const ETHANOL_THRESHOLD_PERCENT = 70;

/**
 * Recommends a fuel; null unless both prices are at least one cent. The decision is made in
 * integer cents (ethanolCents × 100 < gasolineCents × 70), so float error never flips it.
 */
export function calculateComparator(input: ComparatorInput): ComparatorResult | null {
  const { gasolinePrice, ethanolPrice } = input;
  if (!Number.isFinite(gasolinePrice) || !Number.isFinite(ethanolPrice)) return null;
  const gasolineCents = toCents(gasolinePrice);
  const ethanolCents = toCents(ethanolPrice);
  if (gasolineCents < 1 || ethanolCents < 1) return null;
  const limit = gasolineCents * ETHANOL_THRESHOLD_PERCENT;
  // Largest whole-cent e with e × 100 < limit.
  const breakEvenCents = Math.floor((limit - 1) / 100);
  return {
    recommendedFuel: ethanolCents * 100 < limit ? "etanol" : "gasolina",
    ratio: ethanolPrice / gasolinePrice,
    breakEvenEthanolPrice: breakEvenCents / 100,
  };
}

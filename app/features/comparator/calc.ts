// Alcohol vs gasoline comparator (spec §9): ethanol pays off below 70% of the gasoline price.
import { toCents } from "../../lib/money.ts";

export type ComparatorInput = { gasolinePrice: number; ethanolPrice: number };

export type Fuel = "etanol" | "gasolina";

/** The comparison's answer: a fuel, or a tie at exactly 70 % (in whole cents). */
export type ComparatorOutcome = Fuel | "empate";

export type ComparatorResult = {
  /** "empate" at exactly 70 %: either fuel costs the same per km. */
  outcome: ComparatorOutcome;
  /** The fuel to pick: etanol strictly below 70 %, gasolina otherwise (at a tie too). */
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
 * integer cents (ethanolCents × 100 against gasolineCents × 70), so float error never flips
 * it: below is etanol, exactly equal is a tie ("empate", R$ 3,50 against R$ 5,00), above is
 * gasolina.
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
  const ethanol = ethanolCents * 100;
  return {
    outcome: ethanol < limit ? "etanol" : ethanol === limit ? "empate" : "gasolina",
    recommendedFuel: ethanol < limit ? "etanol" : "gasolina",
    ratio: ethanolPrice / gasolinePrice,
    breakEvenEthanolPrice: breakEvenCents / 100,
  };
}

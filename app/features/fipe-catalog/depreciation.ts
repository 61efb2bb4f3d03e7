// How fast a vehicle loses (or gains) value, from the months the catalog really holds: the
// change over the last 12 months (the newest month against the same month a year before) and
// the average yearly change over the whole span held (compound, from the first month to the
// newest). Never extrapolated: a figure whose months are missing is null, and the caller says
// how many months there are. Pure.
import { parseMoney } from "../../lib/masks.ts";
import { monthIndex, yearBefore as yearBeforeOf } from "../../lib/month-span.ts";
import type { SpanMonth } from "./history-spans.ts";

export type Change = {
  /** Reais: newest minus the older price (negative when the vehicle lost value). */
  amount: number;
  /** Fraction: -0.08 for an 8 % loss. */
  ratio: number;
  /** The older month's label ("novembro de 2025"). */
  since: string;
};

export type Depreciation = {
  /** Months with a readable price. */
  months: number;
  /** Newest month against the same month a year before; null unless both are held. */
  twelveMonths: Change | null;
  /** Average change a year over the span held (compound); null under 12 months of span. */
  yearly: (Change & { years: number }) | null;
  /**
   * The change from the oldest month held to the newest (what the page's price history calls
   * "Variação desde <mês>"), as a compound yearly rate: `ratio` a year, `amount` reais a year,
   * over `spanMonths` months. The same figure as `yearly` from 12 months of span; from
   * MIN_ANNUALISED_SPAN_MONTHS it is what the yearly cost uses, saying over how many months.
   * Null under that span.
   */
  annualised: (Change & { spanMonths: number }) | null;
};

/** Span (newest - oldest month) a yearly figure needs. */
export const MIN_SPAN_MONTHS = 12;

/**
 * Span an annualised figure needs: half a year. A shorter change raised to a yearly rate
 * (one month's −2 % is −21,5 % a year) says more about one month's table than about a year.
 */
export const MIN_ANNUALISED_SPAN_MONTHS = 6;

/** history: oldest first, as the catalog's history is; unreadable months are left out. */
export function depreciationOf(history: SpanMonth[]): Depreciation {
  const points = history
    .map((h) => ({ label: h.month, index: monthIndex(h.month), amount: parseMoney(h.value) }))
    .filter(
      (p): p is { label: string; index: number; amount: number } =>
        p.index !== null && Number.isFinite(p.amount) && p.amount > 0,
    )
    .sort((a, b) => a.index - b.index);
  const newest = points.at(-1);
  const oldest = points[0];
  if (!newest || !oldest) return { months: 0, twelveMonths: null, yearly: null, annualised: null };
  const yearBefore = yearBeforeOf(points, newest);
  const span = newest.index - oldest.index;
  const perYear = {
    amount: (newest.amount - oldest.amount) / (span / 12),
    ratio: Math.pow(newest.amount / oldest.amount, 12 / span) - 1,
    since: oldest.label,
  };
  return {
    months: points.length,
    twelveMonths: yearBefore
      ? {
          amount: newest.amount - yearBefore.amount,
          ratio: newest.amount / yearBefore.amount - 1,
          since: yearBefore.label,
        }
      : null,
    yearly: span >= MIN_SPAN_MONTHS ? { ...perYear, years: span / 12 } : null,
    annualised: span >= MIN_ANNUALISED_SPAN_MONTHS ? { ...perYear, spanMonths: span } : null,
  };
}

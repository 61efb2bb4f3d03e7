// A vehicle's FIPE price over the last reference months: the numbers behind the chart and
// the table. Pure: no React, no I/O. Months that could not be fetched are simply absent
// (never interpolated), so the variations compare only months that really have a price.
import { parseMoney } from "../../lib/masks.ts";

/** One month as the history endpoint answers it (oldest first). */
export type HistoryMonth = {
  /** The reference table's code (opaque). */
  reference: string;
  /** "agosto de 2026" */
  month: string;
  /** FIPE's own text, "R$ 71.234,00". */
  value: string;
};

export type HistoryPoint = HistoryMonth & { amount: number };

export type Variation = { amount: number; percent: number };

export type PriceHistory = {
  points: HistoryPoint[];
  /** Last month against the first month shown (null with fewer than two months). */
  period: Variation | null;
  /** Last month against the month before it (null with fewer than two months). */
  lastMonth: Variation | null;
  min: number;
  max: number;
};

function variation(from: number, to: number): Variation {
  return { amount: to - from, percent: from === 0 ? 0 : ((to - from) / from) * 100 };
}

/** Points with a readable price, oldest first; the variations between the ones there are. */
export function summarizeHistory(months: HistoryMonth[]): PriceHistory {
  const points = months
    .map((m) => ({ ...m, amount: parseMoney(m.value) }))
    .filter((p) => Number.isFinite(p.amount) && p.amount > 0);
  const amounts = points.map((p) => p.amount);
  const first = points[0];
  const last = points.at(-1);
  const previous = points.at(-2);
  return {
    points,
    period: first && last && points.length > 1 ? variation(first.amount, last.amount) : null,
    lastMonth: previous && last ? variation(previous.amount, last.amount) : null,
    min: amounts.length ? Math.min(...amounts) : 0,
    max: amounts.length ? Math.max(...amounts) : 0,
  };
}

/** "agosto de 2026" → "ago/26" for the chart's axis. */
export function shortMonth(month: string): string {
  const match = /^\s*([a-zç]+)\s+de\s+(\d{4})/i.exec(month);
  if (!match) return month.trim();
  return `${match[1]!.slice(0, 3).toLowerCase()}/${match[2]!.slice(2)}`;
}

// A vehicle's FIPE price over the last reference months: the numbers behind the chart and
// the table. Pure: no React, no I/O. Months that could not be fetched are simply absent
// (never interpolated), so the variations compare only months that really have a price.
import { parseMoney } from "../masks.ts";
import { monthIndex, spanPhrase } from "../month-span.ts";

/** One month as the history endpoint answers it (oldest first). */
export type HistoryMonth = {
  /** The reference table's code (opaque). */
  reference: string;
  /** "agosto de 2026" */
  month: string;
  /** FIPE's own text, "R$ 71.234,00". */
  value: string;
};

/** `index`: the month as a number (lib/month-span.ts), null when its label is unreadable. */
export type HistoryPoint = HistoryMonth & { amount: number; index: number | null };

export type Variation = { amount: number; percent: number };

export type PriceHistory = {
  points: HistoryPoint[];
  /** Last month against the first month shown (null with fewer than two months). */
  period: Variation | null;
  /** What `period` spans, by what it computes: "em 12 meses" or "desde dezembro de 2025". */
  periodPhrase: string | null;
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
    .map((m) => ({ ...m, amount: parseMoney(m.value), index: monthIndex(m.month) }))
    .filter((p) => Number.isFinite(p.amount) && p.amount > 0);
  const amounts = points.map((p) => p.amount);
  const first = points[0];
  const last = points.at(-1);
  const previous = points.at(-2);
  return {
    points,
    period: first && last && points.length > 1 ? variation(first.amount, last.amount) : null,
    periodPhrase:
      first && last && points.length > 1
        ? first.index !== null && last.index !== null
          ? spanPhrase({ index: first.index, label: first.month }, { index: last.index })
          : `desde ${first.month.trim()}`
        : null,
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

/** The spans the history can be shown over; "tudo" is every month held. */
export const HISTORY_SPANS = [
  { id: "12m", label: "12 meses", months: 12 },
  { id: "3a", label: "3 anos", months: 36 },
  { id: "tudo", label: "Tudo", months: Infinity },
] as const;
export type HistorySpanId = (typeof HISTORY_SPANS)[number]["id"];

/** The months inside a span (oldest first): the newest and each up to `months` before it. */
export function monthsWithin(months: readonly HistoryMonth[], id: HistorySpanId): HistoryMonth[] {
  const span = HISTORY_SPANS.find((s) => s.id === id)!;
  if (span.months === Infinity) return [...months];
  const indexes = months.map((m) => monthIndex(m.month));
  const newest = Math.max(...indexes.map((i) => i ?? -Infinity));
  if (!Number.isFinite(newest)) return [...months];
  return months.filter((_, i) => indexes[i] !== null && newest - indexes[i]! <= span.months);
}

/**
 * The spans worth offering: each shorter span that shows fewer months than all, then "tudo"
 * (none when no span is shorter than all: no choice). A span is never offered for months it
 * does not reach ("3 anos" only when more than 3 years are held).
 */
export function spanChoices(months: readonly HistoryMonth[]): HistorySpanId[] {
  const all = months.length;
  const shorter = HISTORY_SPANS.filter((s) => s.id !== "tudo" && monthsWithin(months, s.id).length < all).map(
    (s) => s.id,
  );
  return shorter.length ? [...shorter, "tudo"] : [];
}

/**
 * Every month of several histories (oldest first), one per month (the first list that has it
 * wins): the months the FIPE service answered and every month the catalog holds, so the
 * history shows all the months there are.
 */
export function mergeHistories(...lists: ReadonlyArray<readonly HistoryMonth[] | null | undefined>): HistoryMonth[] {
  const byMonth = new Map<string, { month: HistoryMonth; index: number }>();
  for (const list of lists) {
    for (const m of list ?? []) {
      const index = monthIndex(m.month);
      const key = index === null ? `ref:${m.reference}` : String(index);
      if (!byMonth.has(key))
        byMonth.set(key, { month: { reference: m.reference, month: m.month, value: m.value }, index: index ?? -1 });
    }
  }
  return [...byMonth.values()].sort((a, b) => a.index - b.index).map((e) => e.month);
}

// A vehicle's price change over the spans the page shows (12 months, 3 years, all the months
// the catalog holds): from the first month inside the span to the newest. Pure.
import { monthIndex } from "../../lib/month-span.ts";
import { parseMoney } from "../../lib/masks.ts";

export type SpanMonth = { month: string; value: string };
/** `label` names the span ("12 meses") when `exact`, else it is "Desde <mês>". */
export type Span = { label: string; exact: boolean; since: string; from: number; to: number; ratio: number };

export const SPANS = [
  { label: "12 meses", months: 12 },
  { label: "3 anos", months: 36 },
  { label: "Todo o histórico", months: Infinity },
] as const;

/** The spans the history covers (oldest first in, one per span out; a span needs two months). */
export function historySpans(history: SpanMonth[]): Span[] {
  type Point = SpanMonth & { index: number; amount: number };
  const points: Point[] = [];
  for (const h of history) {
    const index = monthIndex(h.month);
    const amount = parseMoney(h.value);
    if (index !== null && Number.isFinite(amount) && amount > 0) points.push({ ...h, index, amount });
  }
  const last = points.at(-1);
  if (!last) return [];
  const spans: Span[] = [];
  let previousStart: number | null = null;
  for (const span of SPANS) {
    const first: Point | undefined = points.find((p) => last.index - p.index <= span.months);
    if (!first || first === last || first.index === previousStart) continue;
    // Named by what it computes: "12 meses" only when the same month a year before is held. A
    // span that starts at the oldest month without reaching its length is the whole history.
    const exact = first.index === last.index - span.months || span.months === Infinity;
    if (!exact && first === points[0]) continue;
    previousStart = first.index;
    spans.push({
      label: exact ? span.label : `Desde ${first.month.trim()}`,
      exact,
      since: first.month,
      from: first.amount,
      to: last.amount,
      ratio: last.amount / first.amount - 1,
    });
  }
  return spans;
}

// A vehicle's 12-month change after inflation: the FIPE price a year before, corrected by the
// IPCA over the same months, against the newest price. The IPCA of the newest months is
// published a few weeks after FIPE's table; when the same months are not all held yet, the
// newest 12 months held (ending at most two months earlier) are used, and the label names
// the months actually used. Nothing is shown without 12 held months of IPCA.
import { parseMoney } from "../../lib/masks.ts";
import type { IpcaSpan, PublicDataService } from "../../lib/public-data.ts";
import { monthIndex } from "../../lib/month-span.ts";
import type { SpanMonth } from "./history-spans.ts";

export type RealTerms = {
  /** Fraction: the change after inflation (−0.12: lost 12 % in real terms). */
  ratio: number;
  /** Reais: the newest price minus the year-before price corrected by the IPCA. */
  amount: number;
  ipca: IpcaSpan;
};

const key = (index: number) => `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;

/** The newest month and the same month a year before with their prices; null unless both are held. */
export function twelveMonthPrices(history: readonly SpanMonth[]) {
  const points = history
    .map((h) => ({ index: monthIndex(h.month), amount: parseMoney(h.value) }))
    .filter(
      (p): p is { index: number; amount: number } => p.index !== null && Number.isFinite(p.amount) && p.amount > 0,
    )
    .sort((a, b) => a.index - b.index);
  const newest = points.at(-1);
  const before = newest && points.find((p) => p.index === newest.index - 12);
  if (!newest || !before) return null;
  return {
    from: key(before.index),
    to: key(newest.index),
    fromIndex: before.index,
    older: before.amount,
    newest: newest.amount,
  };
}

/** The change after inflation from the prices and the IPCA (percent) over the span. */
export function realChange(older: number, newest: number, ipca: IpcaSpan): RealTerms {
  const corrected = older * (1 + ipca.percent / 100);
  return { ratio: newest / corrected - 1, amount: newest - corrected, ipca };
}

/** Looks the IPCA up (same months, else up to two months earlier) and computes the real change. */
export async function realTermsOf(
  history: readonly SpanMonth[] | undefined,
  publicData: Pick<PublicDataService, "ipcaBetween"> | undefined,
): Promise<RealTerms | null> {
  const span = history && twelveMonthPrices(history);
  if (!span || !publicData) return null;
  for (let back = 0; back <= 2; back++) {
    const ipca = await publicData.ipcaBetween(key(span.fromIndex - back), key(span.fromIndex + 12 - back));
    if (ipca) return realChange(span.older, span.newest, ipca);
  }
  return null;
}

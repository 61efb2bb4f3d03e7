// The Banco Central's mean vehicle loan rate (SGS 25471) beside the financing calculator's rate:
// "Taxa média de mercado para veículos (Banco Central, setembro de 2026): 1,95 % a.m.
// (26,08 % a.a.)", a button that uses it, and how an offer's rate compares with it. The rate
// comes from the page's loader (server-rendered); none held: nothing is shown.
import { formatNumber } from "../../lib/format.ts";
import { BCB_SOURCE_URL, monthIsStale, monthLabel, type LoanRate } from "../../lib/public-data.ts";

const pct = (n: number) => `${formatNumber(n, 2)} %`;

/** "Taxa média de mercado para veículos (Banco Central, setembro de 2026): 1,95 % a.m. (26,08 % a.a.)" */
export function marketRateText(rate: LoanRate): string {
  return `Taxa média de mercado para veículos (Banco Central, ${monthLabel(rate.month)}): ${pct(rate.monthlyPercent)} a.m. (${pct(rate.yearlyPercent)} a.a.)`;
}

export function MarketRateNote({
  rate,
  onUse,
}: {
  rate: LoanRate | null | undefined;
  onUse?: (monthlyPercent: number) => void;
}) {
  if (!rate) return null;
  return (
    <div className="rounded-md bg-gray-50 p-3 text-sm text-gray-800" data-testid="taxa-mercado">
      <p>
        {marketRateText(rate)} (
        <a href={BCB_SOURCE_URL} className="underline" rel="noopener noreferrer" target="_blank">
          fonte: Banco Central, série 25471
        </a>
        ).
        {monthIsStale(rate.month) ? " É o mês mais recente que temos: a taxa pode ter mudado desde então." : ""}
      </p>
      {onUse ? (
        <button
          type="button"
          className="mt-2 font-semibold text-brand-700 underline underline-offset-2"
          onClick={() => onUse(rate.monthlyPercent)}
        >
          Usar a taxa média ({pct(rate.monthlyPercent)} a.m.)
        </button>
      ) : null}
    </div>
  );
}

/** "0,35 p.p. acima da média do mercado" (in percentage points a month), or below, or equal. */
export function comparedToMarket(monthlyPercent: number, rate: LoanRate): string {
  const diff = Math.round((monthlyPercent - rate.monthlyPercent) * 100) / 100;
  if (diff === 0) return "igual à média do mercado";
  return `${formatNumber(Math.abs(diff), 2)} p.p. ${diff > 0 ? "acima" : "abaixo"} da média do mercado`;
}

export function MarketComparison({
  monthlyPercent,
  rate,
}: {
  monthlyPercent: number;
  rate: LoanRate | null | undefined;
}) {
  if (!rate) return null;
  return (
    <p className="mt-4 text-sm text-gray-800" data-testid="comparacao-mercado">
      <strong>Taxa {comparedToMarket(monthlyPercent, rate)}</strong> ({pct(rate.monthlyPercent)} a.m., média do Banco
      Central para veículos em {monthLabel(rate.month)}).
    </p>
  );
}

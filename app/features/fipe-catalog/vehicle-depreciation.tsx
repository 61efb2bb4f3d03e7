// On a vehicle's page: how much value it lost (or gained) over the last 12 months and, on
// average, per year over the months the catalog holds (depreciation.ts: never extrapolated).
// A vehicle with too few months says how many the catalog holds instead of a figure.
import { formatBRL, formatNumberUpTo, formatPercent } from "../../lib/format.ts";
import { depreciationOf } from "./depreciation.ts";
import { DEPRECIATION_PAGE_PATH } from "../../lib/fipe/depreciation-ranking.ts";
import type { SpanMonth } from "./history-spans.ts";
import type { RealTerms } from "./real-terms.ts";
import { monthLabel } from "../../lib/public-data.ts";

const signed = (ratio: number) => `${ratio > 0 ? "+" : ""}${formatPercent(ratio)}`;
const signedBRL = (amount: number) => `${amount > 0 ? "+" : ""}${formatBRL(amount)}`;
const monthsText = (n: number) => `${n} ${n === 1 ? "mês" : "meses"}`;

export function VehicleDepreciation({ history, realTerms }: { history: SpanMonth[]; realTerms?: RealTerms | null }) {
  const d = depreciationOf(history);
  if (d.months === 0) return null;
  return (
    <section aria-labelledby="fipe-desvalorizacao" className="mx-auto max-w-6xl px-4 pb-10" data-print="hide">
      <div className="rounded-xl border border-gray-200 bg-white p-5 shadow-xs">
        <h2 id="fipe-desvalorizacao" className="text-lg font-bold text-gray-900">
          Desvalorização
        </h2>
        {d.twelveMonths || d.yearly ? (
          <dl className="mt-2 divide-y divide-gray-100">
            {d.twelveMonths ? (
              <div className="flex flex-wrap items-baseline justify-between gap-2 py-2">
                <dt className="text-sm text-gray-700">
                  Em 12 meses <span className="text-gray-600">(desde {d.twelveMonths.since})</span>
                </dt>
                <dd className="font-semibold text-gray-900">
                  {signed(d.twelveMonths.ratio)} ({signedBRL(d.twelveMonths.amount)})
                </dd>
              </div>
            ) : null}
            {d.twelveMonths && realTerms ? (
              <div
                className="flex flex-wrap items-baseline justify-between gap-2 py-2"
                data-testid="desvalorizacao-real"
              >
                <dt className="text-sm text-gray-700">
                  Em 12 meses, descontada a inflação{" "}
                  <span className="text-gray-600">
                    (IPCA de {monthLabel(realTerms.ipca.from)} a {monthLabel(realTerms.ipca.to)}:{" "}
                    {signed(realTerms.ipca.percent / 100)}, Banco Central)
                  </span>
                </dt>
                <dd className="font-semibold text-gray-900">
                  {signed(realTerms.ratio)} ({signedBRL(realTerms.amount)} em valores corrigidos)
                </dd>
              </div>
            ) : null}
            {d.yearly ? (
              <div className="flex flex-wrap items-baseline justify-between gap-2 py-2">
                <dt className="text-sm text-gray-700">
                  Média por ano{" "}
                  <span className="text-gray-600">
                    ({formatNumberUpTo(d.yearly.years, 1)} {d.yearly.years === 1 ? "ano" : "anos"}, desde{" "}
                    {d.yearly.since})
                  </span>
                </dt>
                <dd className="font-semibold text-gray-900">
                  {signed(d.yearly.ratio)} ao ano ({signedBRL(d.yearly.amount)} por ano)
                </dd>
              </div>
            ) : null}
          </dl>
        ) : null}
        <p className="mt-2 text-sm text-gray-700">
          {d.twelveMonths && d.yearly
            ? `Calculado com os ${monthsText(d.months)} de preço que nosso catálogo tem deste veículo.`
            : `Nosso catálogo tem ${monthsText(d.months)} de preço deste veículo: ${
                d.twelveMonths || d.yearly ? "o que falta" : "a desvalorização"
              } aparece quando houver o mesmo mês do ano anterior.`}{" "}
          <a href={DEPRECIATION_PAGE_PATH} className="text-brand-700 underline underline-offset-2">
            Veja os veículos que menos e mais perderam valor
          </a>
        </p>
      </div>
    </section>
  );
}

import type { ReactNode } from "react";
import { useSearchParams } from "react-router";
import { CalculatorForm, useProblemToast, useSendKey } from "../../components/calculator/calculator-form.tsx";
import { CalculatorLayout } from "../../components/calculator/calculator-layout.tsx";
import { ResultHighlight, ResultRows } from "../../components/calculator/result-parts.tsx";
import { MoneyField, MonthsField } from "../../components/calculator/labelled-fields.tsx";
import { Checkbox } from "../../components/ui/input.tsx";
import { formatBRL, formatNumber } from "../../lib/format.ts";
import { hasProblems } from "../../lib/form-reading.ts";
import { estimateIof, priceAmortizations } from "./iof.ts";
import { readRateFinderForm } from "./form.ts";
import { solveMonthlyRate, type RateQuery, type RateSolution } from "./rate-solver.ts";
import { RATE_MODE, RATE_STRINGS as S, RATE_TIPS } from "./strings.ts";

import { MarketComparison, MarketRateNote } from "../../components/public-data/market-rate.tsx";
import type { LoanRate } from "../../lib/public-data.ts";

type Shown = { query: RateQuery; solution: RateSolution; withIof: boolean };

const monthly = (rate: number) => `${formatNumber(rate, 4)}% ao mês`;
const yearly = (rate: number) => `${formatNumber(rate, 4)}% ao ano`;

function RateResultView({ query, solution, withIof, marketRate }: Shown & { marketRate?: LoanRate | null }) {
  if (solution.kind === "no-interest") return <p className="text-gray-800">{S.noInterest}</p>;
  if (solution.kind === "too-high") return <p className="text-gray-800">{S.tooHigh}</p>;
  const { financed, months, installment } = query;
  const totalPaid = Math.round(installment * months * 100) / 100;
  let iofBlock: ReactNode = null;
  if (withIof) {
    const iof = estimateIof(financed, priceAmortizations(financed, solution.monthlyRate, months, installment));
    // The rate that equates the amount received net of the IOF with the installments: the
    // CET's definition, with the IOF as the only charge.
    const cet = solveMonthlyRate({ financed: financed - iof, months, installment });
    iofBlock = (
      <>
        <h3 className="mt-6 text-base font-bold text-gray-900">Com o IOF (estimativa)</h3>
        <p className="mt-1 text-sm text-gray-700">
          IOF de pessoa física calculado sobre o principal de cada parcela, a 30 dias por mês (veja as dicas).
        </p>
        <ResultRows
          rows={[
            ["IOF estimado", formatBRL(iof)],
            ["Total pago com IOF (estimativa)", formatBRL(totalPaid + iof)],
            ...(cet?.kind === "rate"
              ? ([
                  ["Custo efetivo com IOF, ao mês (estimativa)", monthly(cet.monthlyRate)],
                  ["Custo efetivo com IOF, ao ano (estimativa)", yearly(cet.yearlyRate)],
                ] as const)
              : []),
          ]}
        />
      </>
    );
  }
  return (
    <div>
      <ResultHighlight label="Taxa de juros da proposta" value={monthly(solution.monthlyRate)} />
      <ResultRows
        rows={[
          ["Taxa anual equivalente", yearly(solution.yearlyRate)],
          [`Total pago (${months} × ${formatBRL(installment)})`, formatBRL(totalPaid)],
          ["Total de juros", formatBRL(Math.round((totalPaid - financed) * 100) / 100)],
        ]}
      />
      <MarketComparison monthlyPercent={solution.monthlyRate} rate={marketRate} />
      {iofBlock}
    </div>
  );
}

/**
 * "Descobrir a taxa": the monthly rate (and its yearly equivalent) an offer's installment
 * implies, and optionally the IOF for individuals and the effective cost with it.
 */
export function RateFinder({ modeSwitch, marketRate }: { modeSwitch: ReactNode; marketRate?: LoanRate | null }) {
  const [params] = useSearchParams();
  const { values, problems, input, withIof } = readRateFinderForm(params);
  const solution = input ? solveMonthlyRate(input) : null;
  const sent = useSendKey();
  useProblemToast(hasProblems(problems), S.invalidTitle, S.invalidDescription);

  const form = (
    <>
      {modeSwitch}
      <CalculatorForm action="/financiamento" submitLabel={S.calculate}>
        <input type="hidden" name="modo" value={RATE_MODE} />
        <MoneyField
          id="taxa-financiado"
          label="Valor financiado"
          hint="O valor emprestado, já descontada a entrada."
          defaultValue={values.financiado}
          error={problems.financiado}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <MonthsField id="taxa-parcelas" defaultValue={values.parcelas} error={problems.parcelas} />
          <MoneyField
            id="taxa-parcela"
            label="Valor da parcela"
            defaultValue={values.parcela}
            error={problems.parcela}
          />
        </div>
        <div className="flex items-start gap-2">
          <Checkbox id="taxa-iof" name="iof" value="1" defaultChecked={withIof} />
          <label htmlFor="taxa-iof" className="text-sm text-gray-700">
            Incluir a estimativa do IOF (pessoa física)
          </label>
        </div>
        <MarketRateNote rate={marketRate} />
      </CalculatorForm>
    </>
  );

  return (
    <CalculatorLayout
      formTitle="Dados da proposta"
      form={form}
      result={
        input && solution ? (
          <RateResultView query={input} solution={solution} withIof={withIof} marketRate={marketRate} />
        ) : null
      }
      tips={RATE_TIPS}
      invalid={hasProblems(problems)}
      calculationToken={solution ? sent : ""}
    />
  );
}

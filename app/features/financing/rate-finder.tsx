import { useState, type FormEvent, type ReactNode } from "react";
import { CalculatorLayout, ResultHighlight, ResultRows } from "../../components/calculator/calculator-layout.tsx";
import { MoneyField, MonthsField } from "../../components/calculator/labelled-fields.tsx";
import { Checkbox } from "../../components/ui/input.tsx";
import { toast } from "../../components/ui/toast-store.ts";
import { formatBRL, formatNumber } from "../../lib/format.ts";
import { moneyInputFromNumber, parseMoney } from "../../lib/masks.ts";
import { numberParam, useShareUrl } from "../../lib/query-params.ts";
import { estimateIof, priceAmortizations } from "./iof.ts";
import { ModeForm } from "./mode-form.tsx";
import { solveMonthlyRate, type RateQuery, type RateSolution } from "./rate-solver.ts";
import { RATE_MODE, RATE_STRINGS as S, RATE_TIPS } from "./strings.ts";

import { MarketComparison, MarketRateNote } from "../../components/public-data/market-rate.tsx";
import type { LoanRate } from "../../lib/public-data.ts";

type Shown = { query: RateQuery; solution: RateSolution; withIof: boolean };

const moneyDisplay = moneyInputFromNumber;
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

/** The query in a share URL and its answer (null: nothing asked yet). */
function sharedRate(params: URLSearchParams): (Omit<Shown, "solution"> & { solution: RateSolution | null }) | null {
  const financed = numberParam(params, "financiado");
  const months = numberParam(params, "parcelas");
  const installment = numberParam(params, "parcela");
  if (financed === undefined && months === undefined && installment === undefined) return null;
  const query = { financed: financed ?? 0, months: months ?? 0, installment: installment ?? 0 };
  return { query, solution: solveMonthlyRate(query), withIof: params.get("iof") === "1" };
}

/**
 * "Descobrir a taxa" (issue #27): the monthly rate (and its yearly equivalent) an offer's
 * installment implies, and optionally the IOF for individuals and the effective cost with it.
 */
export function RateFinder({ modeSwitch, marketRate }: { modeSwitch: ReactNode; marketRate?: LoanRate | null }) {
  const { shared, writeQuery } = useShareUrl(sharedRate);
  const [financed, setFinanced] = useState(moneyDisplay(shared?.query.financed));
  const [months, setMonths] = useState(shared?.query.months ? String(shared.query.months) : "");
  const [installment, setInstallment] = useState(moneyDisplay(shared?.query.installment));
  const [withIof, setWithIof] = useState(shared?.withIof ?? false);
  const [shown, setShown] = useState<Shown | null>(
    shared?.solution ? { query: shared.query, solution: shared.solution, withIof: shared.withIof } : null,
  );
  const [token, setToken] = useState(0);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const query: RateQuery = {
      financed: parseMoney(financed),
      months: months.trim() === "" ? 0 : Number(months),
      installment: parseMoney(installment),
    };
    const solution = solveMonthlyRate(query);
    if (!solution) {
      toast({ title: S.invalidTitle, description: S.invalidDescription, variant: "destructive" });
      return;
    }
    setShown({ query, solution, withIof });
    setToken((t) => t + 1);
    writeQuery({
      modo: RATE_MODE,
      financiado: query.financed.toFixed(2),
      parcelas: query.months,
      parcela: query.installment.toFixed(2),
      iof: withIof ? "1" : undefined,
    });
  }

  const form = (
    <ModeForm modeSwitch={modeSwitch} onSubmit={onSubmit} submitLabel={S.calculate}>
      <input type="hidden" name="modo" value={RATE_MODE} />
      <MoneyField
        id="taxa-financiado"
        label="Valor financiado"
        hint="O valor emprestado, já descontada a entrada."
        state={[financed, setFinanced]}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <MonthsField id="taxa-parcelas" state={[months, setMonths]} />
        <MoneyField id="taxa-parcela" label="Valor da parcela" state={[installment, setInstallment]} />
      </div>
      <div className="flex items-start gap-2">
        <Checkbox id="taxa-iof" name="iof" value="1" checked={withIof} onChange={(e) => setWithIof(e.target.checked)} />
        <label htmlFor="taxa-iof" className="text-sm text-gray-700">
          Incluir a estimativa do IOF (pessoa física)
        </label>
      </div>
      <MarketRateNote rate={marketRate} />
    </ModeForm>
  );

  return (
    <CalculatorLayout
      formTitle="Dados da proposta"
      form={form}
      result={shown ? <RateResultView {...shown} marketRate={marketRate} /> : null}
      tips={RATE_TIPS}
      calculationToken={token}
    />
  );
}

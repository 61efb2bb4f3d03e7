import type { ReactNode } from "react";
import { Link, useSearchParams } from "react-router";
import { CalculatorLayout } from "../../components/calculator/calculator-layout.tsx";
import { ResultHighlight, ResultRows } from "../../components/calculator/result-parts.tsx";
import { InterestRateField, MoneyField, MonthsField } from "../../components/calculator/labelled-fields.tsx";
import { CalculatorForm, useProblemToast, useSendKey } from "../../components/calculator/calculator-form.tsx";
import { Checkbox } from "../../components/ui/input.tsx";
import { hasProblems } from "../../lib/form-reading.ts";
import { formatBRL } from "../../lib/format.ts";
import { amountInputFromNumber, RATE_FORMAT } from "../../lib/masks.ts";
import { AmortizationTable } from "./amortization-table.tsx";
import { BalanceChart } from "./balance-chart.tsx";
import { calculateFinancing, type FinancingInput, type FinancingResult } from "./calc.ts";
import { CONFIRM_RATE_LABEL, CONFIRM_RATE_PARAM, readInstallmentForm } from "./form.ts";
import { RateFinder } from "./rate-finder.tsx";
import { RATE_MODE } from "./strings.ts";
import { FINANCING_STRINGS as S, FINANCING_TIPS, largeAdjustment } from "./strings.ts";
import { MarketRateNote } from "../../components/public-data/market-rate.tsx";
import type { LoanRate } from "../../lib/public-data.ts";

function FinancingResultView({ result, input }: { result: FinancingResult; input: FinancingInput }) {
  const { sac } = result;
  return (
    <div>
      <ResultHighlight
        label={`Parcela mensal (${input.months}x, Tabela Price)`}
        value={formatBRL(result.monthlyPayment)}
      />
      <ResultRows
        rows={[
          ["Valor financiado", formatBRL(result.financedAmount)],
          // The schedule below adds up to these totals; the last installment absorbs what the
          // rounded installment leaves (docs/decisions/005): cents, except at rates where no
          // whole-cent installment can close the account (said under the rows).
          ...(result.lastAdjustment !== 0
            ? ([
                [
                  result.adjustmentWithinCents
                    ? `Última parcela (${input.months}ª, ajuste de centavos)`
                    : `Última parcela (${input.months}ª)`,
                  formatBRL(result.lastPayment),
                ],
              ] as const)
            : []),
          ["Total pago", formatBRL(result.totalAmount)],
          ["Total de juros", formatBRL(result.totalInterest)],
        ]}
      />
      {result.adjustmentWithinCents ? null : (
        <p className="mt-3 text-sm text-gray-700">{largeAdjustment(formatBRL(result.adjustmentStep))}</p>
      )}
      <h3 className="mt-6 text-base font-bold text-gray-900">Comparação com o SAC</h3>
      <p className="mt-1 text-sm text-gray-700">O mesmo empréstimo com amortização constante: parcelas decrescentes.</p>
      <ResultRows
        rows={[
          ["Primeira parcela (SAC)", formatBRL(sac.firstPayment)],
          ["Última parcela (SAC)", formatBRL(sac.lastPayment)],
          ["Total de juros (SAC)", formatBRL(sac.totalInterest)],
          ["Economia de juros no SAC", formatBRL(Math.max(0, result.totalInterest - sac.totalInterest))],
        ]}
      />
      <BalanceChart financed={result.financedAmount} price={result.schedule} sac={sac.schedule} />
      <details className="mt-6 group print:open">
        <summary className="cursor-pointer text-sm font-semibold text-brand-700">
          Ver tabela de amortização (Tabela Price)
        </summary>
        <div className="mt-3">
          <AmortizationTable rows={result.schedule} caption="Tabela de amortização pela Tabela Price" />
        </div>
      </details>
    </div>
  );
}

// The chart and the schedule load with the page: a lazy part must never hold an input, and
// these are the result's own (docs/decisions/013).
type Mode = "parcela" | typeof RATE_MODE;

/** The two modes as links (`?modo=taxa`), so switching works before JavaScript too. */
function ModeSwitch({ mode }: { mode: Mode }) {
  const item = (to: string, label: string, active: boolean) => (
    <Link
      to={to}
      preventScrollReset
      aria-current={active ? "page" : undefined}
      className={
        active
          ? "flex-1 rounded-md bg-brand-600 px-3 py-2 text-center text-sm font-semibold text-white"
          : "flex-1 rounded-md px-3 py-2 text-center text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
      }
    >
      {label}
    </Link>
  );
  return (
    <nav aria-label="Modo do simulador" className="mb-5 flex gap-1 rounded-lg border border-gray-200 bg-gray-50 p-1">
      {item("/financiamento", "Calcular a parcela", mode === "parcela")}
      {item(`/financiamento?modo=${RATE_MODE}`, "Descobrir a taxa", mode === RATE_MODE)}
    </nav>
  );
}

/**
 * Financing simulator (spec sections 3, 5, 8, 9): Price payment, totals, SAC comparison; with
 * `?modo=taxa`, the rate an offer's installment implies. Each mode reads its share
 * URL when it mounts, so switching modes remounts it.
 */
export function FinancingCalculator({ marketRate }: { marketRate?: LoanRate | null } = {}) {
  const [searchParams] = useSearchParams();
  const mode: Mode = searchParams.get("modo") === RATE_MODE ? RATE_MODE : "parcela";
  const modeSwitch = <ModeSwitch mode={mode} />;
  return mode === RATE_MODE ? (
    <RateFinder key={mode} modeSwitch={modeSwitch} marketRate={marketRate} />
  ) : (
    <InstallmentCalculator key={mode} modeSwitch={modeSwitch} marketRate={marketRate} />
  );
}

/** The Price installment for a vehicle value, down payment, rate and term. */
function InstallmentCalculator({ modeSwitch, marketRate }: { modeSwitch: ReactNode; marketRate?: LoanRate | null }) {
  const [params] = useSearchParams();
  const { values, problems, input, rateQuestioned } = readInstallmentForm(params);
  const result = input ? calculateFinancing(input) : null;
  const sent = useSendKey();
  useProblemToast(hasProblems(problems), S.invalidTitle, S.invalidDescription);

  const form = (
    <>
      {modeSwitch}
      <CalculatorForm action="/financiamento" submitLabel={S.calculate}>
        <MoneyField id="fin-valor" label="Valor do veículo" defaultValue={values.valor} error={problems.valor} />
        <MoneyField
          id="fin-entrada"
          label="Valor da entrada (opcional)"
          defaultValue={values.entrada}
          error={problems.entrada}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <InterestRateField
            id="fin-taxa"
            hint="Ex.: 1,99 (com vírgula ou ponto); 0 para taxa zero."
            defaultValue={values.taxa}
            error={problems.taxa}
            extra={rateQuestioned ? <RateConfirmation /> : null}
          />
          <MonthsField id="fin-parcelas" defaultValue={values.parcelas} error={problems.parcelas} />
        </div>
        <MarketRateNote
          rate={marketRate}
          onUse={(percent) => fillField("fin-taxa", amountInputFromNumber(percent, RATE_FORMAT))}
        />
      </CalculatorForm>
    </>
  );

  return (
    <CalculatorLayout
      formTitle="Dados do financiamento"
      form={form}
      result={result && input ? <FinancingResultView result={result} input={input} /> : null}
      tips={FINANCING_TIPS}
      invalid={hasProblems(problems)}
      calculationToken={result ? sent : ""}
    />
  );
}

/** The checkbox a questioned rate asks for: sent, the rate is computed as typed. */
function RateConfirmation() {
  return (
    <label className="mt-2 flex items-start gap-2 text-sm text-gray-800">
      <Checkbox name={CONFIRM_RATE_PARAM} value="1" />
      {CONFIRM_RATE_LABEL}
    </label>
  );
}

/** Puts `text` in the field `id` (a suggestion the person chose) and moves the focus there. */
function fillField(id: string, text: string) {
  const el = document.getElementById(id);
  if (!(el instanceof HTMLInputElement)) return;
  el.value = text;
  el.focus();
}

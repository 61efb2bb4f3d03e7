import { useState, type FormEvent, type ReactNode } from "react";
import { Link, useSearchParams } from "react-router";
import { CalculatorLayout, ResultHighlight, ResultRows } from "../../components/calculator/calculator-layout.tsx";
import { InterestRateField, MoneyField, MonthsField } from "../../components/calculator/labelled-fields.tsx";
import { useRateState } from "../../components/calculator/masked-inputs.tsx";
import { toast } from "../../components/ui/toast-store.ts";
import { formatBRL } from "../../lib/format.ts";
import { amountInputFromNumber, moneyInputFromNumber, parseAmount, parseMoney, RATE_FORMAT } from "../../lib/masks.ts";
import { numberParam, useShareUrl } from "../../lib/query-params.ts";
import { deferred } from "../../components/layout/deferred.tsx";
import { calculateFinancing, type FinancingInput, type FinancingResult } from "./calc.ts";
import { ModeForm } from "./mode-form.tsx";
import { RATE_MODE } from "./strings.ts";
import { FINANCING_STRINGS as S, FINANCING_TIPS } from "./strings.ts";
import { MarketRateNote } from "../../components/public-data/market-rate.tsx";
import type { LoanRate } from "../../lib/public-data.ts";

const moneyDisplay = moneyInputFromNumber;

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
          // The schedule below adds up to these totals; the last installment absorbs the
          // cents the rounded installment leaves (docs/decisions/005).
          ...(result.lastPayment !== result.monthlyPayment
            ? ([[`Última parcela (${input.months}ª, ajuste de centavos)`, formatBRL(result.lastPayment)]] as const)
            : []),
          ["Total pago", formatBRL(result.totalAmount)],
          ["Total de juros", formatBRL(result.totalInterest)],
        ]}
      />
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

/** The inputs in a share URL and their result (null result: not a valid simulation). */
function sharedFinancing(params: URLSearchParams): { input: FinancingInput; result: FinancingResult | null } | null {
  const valor = numberParam(params, "valor");
  const entrada = numberParam(params, "entrada");
  const taxa = numberParam(params, "taxa", "percent");
  const parcelas = numberParam(params, "parcelas");
  if (valor === undefined && taxa === undefined && parcelas === undefined) return null;
  const input = {
    vehicleValue: valor ?? 0,
    downPayment: entrada ?? 0,
    interestRate: taxa ?? Number.NaN,
    months: parcelas ?? 0,
  };
  return { input, result: calculateFinancing(input) };
}

// What only one mode or a result shows loads after the page is usable (deferred.tsx): the
// server renders it in full, its code follows (the installment mode, the default, needs
// neither the rate finder nor the chart and table before a result).
const RateFinder = deferred(() => import("./rate-finder.tsx").then((m) => m.RateFinder));
const BalanceChart = deferred(() => import("./balance-chart.tsx").then((m) => m.BalanceChart));
const AmortizationTable = deferred(() => import("./amortization-table.tsx").then((m) => m.AmortizationTable));

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
 * `?modo=taxa`, the rate an offer's installment implies (issue #27). Each mode reads its share
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
  const { shared, writeQuery } = useShareUrl(sharedFinancing);
  const [vehicleValue, setVehicleValue] = useState(moneyDisplay(shared?.input.vehicleValue));
  const [downPayment, setDownPayment] = useState(moneyDisplay(shared?.input.downPayment));
  const [rate, setRate] = useRateState(shared?.input.interestRate);
  const [months, setMonths] = useState(shared?.input.months ? String(shared.input.months) : "");
  const [computed, setComputed] = useState<{ result: FinancingResult; input: FinancingInput } | null>(
    shared?.result ? { result: shared.result, input: shared.input } : null,
  );
  const [token, setToken] = useState(0);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input: FinancingInput = {
      vehicleValue: parseMoney(vehicleValue),
      downPayment: parseMoney(downPayment),
      // 0 is a rate ("taxa zero"); an empty or unreadable field is none.
      interestRate: parseAmount(rate, "percent") ?? Number.NaN,
      // Whole months only, at most 600: anything else is invalid, never silently changed.
      months: months.trim() === "" ? 0 : Number(months),
    };
    const result = calculateFinancing(input);
    if (!result) {
      toast({ title: S.invalidTitle, description: S.invalidDescription, variant: "destructive" });
      return;
    }
    setComputed({ result, input });
    setToken((t) => t + 1);
    writeQuery({
      valor: input.vehicleValue.toFixed(2),
      entrada: input.downPayment > 0 ? input.downPayment.toFixed(2) : undefined,
      taxa: input.interestRate,
      parcelas: input.months,
    });
  }

  const form = (
    <ModeForm modeSwitch={modeSwitch} onSubmit={onSubmit} submitLabel={S.calculate}>
      <MoneyField id="fin-valor" label="Valor do veículo" state={[vehicleValue, setVehicleValue]} />
      <MoneyField id="fin-entrada" label="Valor da entrada (opcional)" state={[downPayment, setDownPayment]} />
      <div className="grid gap-4 sm:grid-cols-2">
        <InterestRateField id="fin-taxa" hint="Ex.: 1,99 (com vírgula ou ponto)." state={[rate, setRate]} />
        <MonthsField id="fin-parcelas" state={[months, setMonths]} />
      </div>
      <MarketRateNote rate={marketRate} onUse={(percent) => setRate(amountInputFromNumber(percent, RATE_FORMAT))} />
    </ModeForm>
  );

  return (
    <CalculatorLayout
      formTitle="Dados do financiamento"
      form={form}
      result={computed ? <FinancingResultView {...computed} /> : null}
      tips={FINANCING_TIPS}
      calculationToken={token}
    />
  );
}

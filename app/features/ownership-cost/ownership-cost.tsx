import { useEffect, useRef, useState, type FormEvent } from "react";
import { useSearchParams } from "react-router";
import {
  InterestRateField,
  MoneyField,
  MonthsField,
  QuantityField,
} from "../../components/calculator/labelled-fields.tsx";
import { useRateState } from "../../components/calculator/masked-inputs.tsx";
import { ResultHighlight } from "../../components/calculator/calculator-layout.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Field } from "../../components/ui/field.tsx";
import { Select } from "../../components/ui/select.tsx";
import { STATE_OPTIONS } from "../../lib/states.ts";
import {
  FuelPriceNote,
  priceText,
  useStateFuelPrices,
  type Prices,
  type StateFuelLoaderData,
} from "../../components/public-data/state-fuel-prices.tsx";
import { toast } from "../../components/ui/toast-store.ts";
import { formatBRL, formatNumber, formatNumberUpTo, formatPercent } from "../../lib/format.ts";
import {
  amountInputFromNumber,
  moneyInputFromNumber,
  parseDecimal,
  parseMoney,
  parsePlainDecimal,
  QUANTITY_FORMAT,
} from "../../lib/masks.ts";
import { numberParam, queryNumber } from "../../lib/query-params.ts";
import type { FuelKey } from "../../lib/public-data.ts";
import { isStateCode } from "../../lib/states.ts";
import {
  ownershipCost,
  type OwnershipDeps,
  type OwnershipError,
  type OwnershipInput,
  type OwnershipResult,
} from "./calc.ts";
import { OWNERSHIP_ERRORS, OWNERSHIP_STRINGS as S, PART_LABELS } from "./strings.ts";

/** The catalog's average yearly change for this vehicle, or null ("sem histórico suficiente"). */
export type YearlyDepreciation = { ratio: number; since: string; months: number } | null;

type Props = {
  /** The vehicle's FIPE price (reais) and its label as shown ("R$ 106.138,00"). */
  price: number;
  /** The vehicle page's address: the form is sent there (GET) without JavaScript. */
  action: string;
  depreciation: YearlyDepreciation;
  deps: OwnershipDeps;
  /** The ANP product whose state mean fills the price per litre (gasolina when unsure). */
  fuel?: FuelKey;
  /** The query's state's ANP means as the server read them (so the price is in its HTML). */
  statePrices?: StateFuelLoaderData | null;
};

/** The share URL's parameters, in the order they are written. */
const PARAMS = ["uf", "km", "litro", "kml", "seguro", "manutencao", "financiado", "taxa", "parcelas"] as const;

const moneyDisplay = moneyInputFromNumber;
const blankOr = (display: string, parse: (s: string) => number) => (display.trim() === "" ? undefined : parse(display));

type Computed = { ok: true; result: OwnershipResult } | { ok: false; error: OwnershipError };

function inputFromParams(params: URLSearchParams, price: number, ratio: number | null): OwnershipInput {
  const uf = params.get("uf") ?? "";
  return {
    price,
    state: isStateCode(uf) ? uf : undefined,
    kmPerMonth: numberParam(params, "km"),
    fuelPrice: numberParam(params, "litro"),
    kmPerLiter: numberParam(params, "kml"),
    depreciationRatio: ratio,
    insurance: numberParam(params, "seguro"),
    maintenance: numberParam(params, "manutencao"),
    loanAmount: numberParam(params, "financiado"),
    loanRate: numberParam(params, "taxa", "percent"),
    loanMonths: numberParam(params, "parcelas"),
  };
}

function CostBars({ result }: { result: OwnershipResult }) {
  const max = Math.max(...result.parts.map((p) => p.yearly ?? 0), 0);
  return (
    <>
      <h3 id="custo-partes" className="mt-5 text-sm font-bold text-gray-900">
        Cada parte, por ano
      </h3>
      <ul className="mt-2 space-y-3" aria-labelledby="custo-partes">
        {result.parts.map((part) => (
          <li key={part.key}>
            <div className="flex items-baseline justify-between gap-3 text-sm">
              <span className="text-gray-700">{PART_LABELS[part.key]}</span>
              <span className="font-semibold text-gray-900">
                {part.yearly === null ? (
                  <span className="font-normal text-gray-600">
                    {part.key === "depreciation" ? S.noHistory : S.notIncluded}
                  </span>
                ) : (
                  formatBRL(part.yearly)
                )}
              </span>
            </div>
            {part.yearly !== null && part.yearly > 0 && max > 0 ? (
              <div aria-hidden="true" className="mt-1 h-2.5 rounded-full bg-gray-100">
                <div className="h-2.5 rounded-full bg-brand-600" style={{ width: `${(part.yearly / max) * 100}%` }} />
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </>
  );
}

function CostNotes({
  result,
  input,
  depreciation,
}: {
  result: OwnershipResult;
  input: OwnershipInput;
  depreciation: YearlyDepreciation;
}) {
  const { ipva, loan, litersPerYear } = result;
  const notes: string[] = [];
  if (ipva) {
    notes.push(
      `IPVA ${ipva.year}: ${formatNumberUpTo(ipva.rate, 2)}% do preço FIPE em ${input.state}${ipva.ruleName ? ` (${ipva.ruleName})` : ""}, pelas alíquotas da calculadora de IPVA.`,
    );
    if (ipva.otherRulesMayApply && !ipva.ruleName) {
      notes.push(
        "O estado tem regras especiais por combustível, cilindrada, potência ou proprietário que esta conta não considera: confira na calculadora de IPVA.",
      );
    }
  } else if (input.state) {
    notes.push("IPVA: a calculadora de IPVA não tem a alíquota deste tipo de veículo neste estado.");
  } else {
    notes.push(`IPVA: ${S.chooseState.toLowerCase()} para incluí-lo.`);
  }
  if (litersPerYear !== null) {
    notes.push(
      `Combustível: ${formatNumber(litersPerYear, 0)} litros por ano (quilômetros por mês × 12 ÷ consumo) × preço do litro.`,
    );
  }
  if (!depreciation) {
    notes.push(`Depreciação: ${S.noHistory} (o catálogo ainda não guarda um ano de preços deste veículo).`);
  } else {
    const span = `a variação média anual dos ${depreciation.months} meses de preços que o nosso catálogo guarda deste veículo (desde ${depreciation.since})`;
    notes.push(
      depreciation.ratio <= 0
        ? `Depreciação: preço FIPE × ${formatPercent(-depreciation.ratio, 1)} ao ano, ${span}.`
        : `Depreciação: este veículo valorizou ${formatPercent(depreciation.ratio, 1)} ao ano (${span}), então ela entra negativa na conta.`,
    );
  }
  if (loan) {
    notes.push(
      `Financiamento: parcela de ${formatBRL(loan.installment)} em ${loan.months} meses (Tabela Price, como no simulador de financiamento). Só os juros das primeiras 12 parcelas entram no custo; o resto da parcela paga o próprio veículo, cuja perda de valor já está na depreciação.`,
    );
  }
  return (
    <ul className="mt-4 list-disc space-y-1 pl-5 text-sm text-gray-700">
      {notes.map((note) => (
        <li key={note}>{note}</li>
      ))}
    </ul>
  );
}

function CostResult({
  computed,
  input,
  depreciation,
}: {
  computed: Computed;
  input: OwnershipInput;
  depreciation: YearlyDepreciation;
}) {
  if (!computed.ok) return <p className="text-sm font-medium text-red-700">{OWNERSHIP_ERRORS[computed.error]}</p>;
  const { result } = computed;
  return (
    <div>
      <div className="space-y-3">
        <ResultHighlight label="Custo por ano" value={formatBRL(result.yearlyTotal)} />
        <ResultHighlight label="Custo por mês" value={formatBRL(result.monthlyTotal)} tone="accent" />
      </div>
      <CostBars result={result} />
      <CostNotes result={result} input={input} depreciation={depreciation} />
    </div>
  );
}

/**
 * "Quanto custa ter este carro" (issue #27) on a vehicle's page: a GET form to the page itself
 * (the server renders the answer from the query) that, with JavaScript, answers in place and
 * writes the same query.
 */
export function OwnershipCost({ price, action, depreciation, deps, fuel = "gasolina", statePrices }: Props) {
  const [searchParams, setSearchParams] = useSearchParams();
  const ratio = depreciation?.ratio ?? null;
  // Only a query that asks for a cost is answered on arrival.
  const [shared] = useState(() => {
    if (!PARAMS.some((name) => searchParams.has(name))) return null;
    const input = inputFromParams(searchParams, price, ratio);
    return { input, computed: ownershipCost(input, deps) as Computed };
  });
  const initial = shared?.input;
  const [km, setKm] = useState(amountInputFromNumber(initial?.kmPerMonth, QUANTITY_FORMAT));
  // The state's ANP mean for the vehicle's fuel fills the price until the visitor types one
  // (a price from the query counts as typed). For the query's state the server's render has it
  // already (the page's loader read it); a state chosen later is fetched.
  const serverPrices = initial?.state && statePrices?.uf === initial.state ? statePrices.prices : null;
  const [firstPrefill] = useState(() =>
    initial?.fuelPrice === undefined && serverPrices ? priceText(serverPrices[fuel]) : "",
  );
  const [fuelPrice, setFuelPrice] = useState(firstPrefill || moneyDisplay(initial?.fuelPrice));
  const prefilled = useRef(firstPrefill);
  const prefill = (prices: Prices) => {
    const before = prefilled.current;
    const next = priceText(prices[fuel]);
    prefilled.current = next;
    setFuelPrice((current) => (current === "" || current === before ? next : current));
  };
  const stateData = useStateFuelPrices({ uf: initial?.state ?? "", prices: serverPrices }, prefill);
  const state = stateData.uf;
  // Once the page runs, the query's state's prices are fetched when the server had none for it.
  const fetchedInitial = useRef(false);
  useEffect(() => {
    if (fetchedInitial.current) return;
    fetchedInitial.current = true;
    if (stateData.uf && !stateData.prices) stateData.setUf(stateData.uf);
  }, [stateData]);
  const [kmPerLiter, setKmPerLiter] = useState(amountInputFromNumber(initial?.kmPerLiter, QUANTITY_FORMAT));
  const [insurance, setInsurance] = useState(moneyDisplay(initial?.insurance));
  const [maintenance, setMaintenance] = useState(moneyDisplay(initial?.maintenance));
  const [loanAmount, setLoanAmount] = useState(moneyDisplay(initial?.loanAmount));
  const [loanRate, setLoanRate] = useRateState(initial?.loanRate);
  const [loanMonths, setLoanMonths] = useState(initial?.loanMonths ? String(initial.loanMonths) : "");
  const [shown, setShown] = useState(shared);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input: OwnershipInput = {
      price,
      state: state || undefined,
      kmPerMonth: blankOr(km, parsePlainDecimal),
      fuelPrice: blankOr(fuelPrice, parseMoney),
      kmPerLiter: blankOr(kmPerLiter, parsePlainDecimal),
      depreciationRatio: ratio,
      insurance: blankOr(insurance, parseMoney),
      maintenance: blankOr(maintenance, parseMoney),
      loanAmount: blankOr(loanAmount, parseMoney),
      loanRate: blankOr(loanRate, parseDecimal),
      loanMonths: blankOr(loanMonths, Number),
    };
    const computed = ownershipCost(input, deps);
    if (!computed.ok) {
      toast({ title: S.invalidTitle, description: OWNERSHIP_ERRORS[computed.error], variant: "destructive" });
      return;
    }
    setShown({ input, computed });
    const values: Record<(typeof PARAMS)[number], number | string | undefined> = {
      uf: input.state,
      km: input.kmPerMonth,
      litro: input.fuelPrice?.toFixed(2),
      kml: input.kmPerLiter,
      seguro: input.insurance?.toFixed(2),
      manutencao: input.maintenance?.toFixed(2),
      financiado: input.loanAmount?.toFixed(2),
      taxa: input.loanRate,
      parcelas: input.loanMonths,
    };
    // The page's other parameters (?referencia=) stay.
    const next = new URLSearchParams(searchParams);
    for (const name of PARAMS) {
      const value = values[name];
      if (value === undefined) next.delete(name);
      else next.set(name, typeof value === "number" ? queryNumber(value) : value);
    }
    setSearchParams(next, { replace: true, preventScrollReset: true });
  }

  const referencia = searchParams.get("referencia");
  return (
    <section aria-labelledby="custo-anual-titulo" className="mx-auto max-w-6xl px-4 pb-10" data-print="hide">
      <div className="rounded-2xl border border-gray-200 bg-white p-5 shadow-sm sm:p-6">
        <h2 id="custo-anual-titulo" className="text-xl font-bold text-gray-900">
          {S.heading}
        </h2>
        <p className="mt-1 text-sm text-gray-700">{S.intro}</p>
        <div className="mt-5 grid gap-8 lg:grid-cols-2">
          <form method="get" action={action} onSubmit={onSubmit} noValidate className="space-y-4">
            {referencia ? <input type="hidden" name="referencia" value={referencia} /> : null}
            <Field label="Estado (IPVA)" htmlFor="custo-uf">
              <Select
                id="custo-uf"
                name="uf"
                value={state}
                onValueChange={(uf) => {
                  // Another state's mean is not this one's: a prefilled price goes blank until it comes.
                  if (fuelPrice === prefilled.current) setFuelPrice("");
                  prefilled.current = "";
                  stateData.setUf(uf);
                }}
                options={STATE_OPTIONS}
                placeholder={S.chooseState}
              />
            </Field>
            <div className="grid gap-4 sm:grid-cols-3 sm:items-end">
              <QuantityField id="custo-km" label="Quilômetros por mês" placeholder="Ex.: 1000" state={[km, setKm]} />
              <MoneyField
                id="custo-litro"
                label="Preço do litro"
                state={[fuelPrice, setFuelPrice]}
                aria-describedby={state && stateData.prices?.[fuel] ? "custo-litro-fonte" : undefined}
              />
              <QuantityField
                id="custo-kml"
                label="Consumo (km/l)"
                placeholder="Ex.: 12"
                state={[kmPerLiter, setKmPerLiter]}
              />
            </div>
            <FuelPriceNote id="custo-litro-fonte" uf={state} week={stateData.prices?.[fuel]} />
            <div className="grid gap-4 sm:grid-cols-2">
              <MoneyField id="custo-seguro" label="Seguro anual" state={[insurance, setInsurance]} />
              <MoneyField id="custo-manutencao" label="Manutenção anual" state={[maintenance, setMaintenance]} />
            </div>
            <fieldset className="space-y-4 rounded-xl border border-gray-200 p-4">
              <legend className="px-1 text-sm font-semibold text-gray-800">Financiamento (opcional)</legend>
              <MoneyField id="custo-financiado" label="Valor financiado" state={[loanAmount, setLoanAmount]} />
              <div className="grid gap-4 sm:grid-cols-2">
                <InterestRateField id="custo-taxa" state={[loanRate, setLoanRate]} />
                <MonthsField id="custo-parcelas" state={[loanMonths, setLoanMonths]} />
              </div>
            </fieldset>
            <Button type="submit" className="w-full">
              {S.calculate}
            </Button>
          </form>
          <div aria-live="polite" aria-label="Custo anual estimado" role="region">
            {shown ? (
              <CostResult computed={shown.computed} input={shown.input} depreciation={depreciation} />
            ) : (
              <p className="py-6 text-center text-gray-600">{S.empty}</p>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}

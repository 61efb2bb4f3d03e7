import { useEffect, useRef } from "react";
import { Form, useNavigation, useSearchParams } from "react-router";
import { useSendKey } from "../../components/calculator/calculator-form.tsx";
import {
  InterestRateField,
  MoneyField,
  MonthsField,
  QuantityField,
} from "../../components/calculator/labelled-fields.tsx";
import { ResultHighlight } from "../../components/calculator/result-parts.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Field } from "../../components/ui/field.tsx";
import { Select } from "../../components/ui/select.tsx";
import { STATE_OPTIONS } from "../../lib/states.ts";
import {
  CitySelectField,
  FuelPriceNote,
  prefillPrice,
  priceText,
  useStateFuelPrices,
  type Prices,
  type StateFuelLoaderData,
} from "../../components/public-data/state-fuel-prices.tsx";
import { formatBRL, formatNumber, formatNumberUpTo, formatPercent } from "../../lib/format.ts";
import { hasProblems } from "../../lib/form-reading.ts";
import type { OwnershipField } from "./fields.ts";
import type { OwnershipAnswer, OwnershipComputed } from "./answer.ts";
import type { DepreciationBasis, OwnershipInput, OwnershipResult } from "./calc.ts";
import { OWNERSHIP_ERRORS, OWNERSHIP_STRINGS as S, PART_LABELS } from "./strings.ts";

/** The catalog's average yearly change for this vehicle, or null ("sem histórico suficiente"). */
export type YearlyDepreciation = DepreciationBasis | null;

type Props = {
  /** The page's answer to the send in its address (its loader's, computed on the server). */
  answer: OwnershipAnswer;
  /** The vehicle page's address: the form is sent there (GET), with or without JavaScript. */
  action: string;
  /** The query's state's ANP means as the server read them (so the price is in its HTML). */
  statePrices?: StateFuelLoaderData | null;
};

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
    notes.push(`Depreciação: ${S.noHistory} (o catálogo ainda não guarda seis meses de preços deste veículo).`);
  } else {
    const span = `a variação do preço FIPE que esta página mostra desde ${depreciation.since}, anualizada (${depreciation.spanMonths} meses)`;
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
  computed: OwnershipComputed;
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
 * "Quanto custa ter este carro" on a vehicle's page: a GET form to the page itself. The page's
 * loader reads the send in its address and computes the cost on the server (`answer`), for a
 * form sent before the scripts ran as for one sent once they run (a navigation that asks the
 * server again): the card only shows the answer, the messages beside the fields included.
 */
export function OwnershipCost({ answer, action, statePrices }: Props) {
  const [searchParams] = useSearchParams();
  const { values, problems, input, computed, depreciation, fuel } = answer;
  const navigation = useNavigation();
  // A send of this form on its way (the server computes the answer): a navigation to this
  // vehicle that carries the form's fields (not a month chosen, not a price alert sent).
  const computing =
    navigation.state === "loading" &&
    navigation.location.pathname === action &&
    new URLSearchParams(navigation.location.search).has("km" satisfies OwnershipField);
  const sent = useSendKey();
  // The state's ANP mean for the vehicle's fuel fills the price until the visitor types one
  // (a price from the query counts as typed). For the query's state the server's render has it
  // already (the page's loader read it); a state chosen later is fetched.
  const queryState = values.uf.toUpperCase();
  const served = queryState && statePrices?.uf === queryState ? statePrices : null;
  const serverPrices = served?.prices ?? null;
  const firstPrefill = values.litro === "" && serverPrices ? priceText(serverPrices[fuel]) : "";
  const prefilled = useRef(firstPrefill);
  const prefill = (prices: Prices | null) => {
    const before = prefilled.current;
    prefilled.current = priceText(prices?.[fuel]);
    prefillPrice("custo-litro", prefilled.current, before);
  };
  const stateData = useStateFuelPrices(served ?? { uf: queryState, prices: null }, prefill);
  const state = stateData.uf;
  // Once the page runs, the query's state's prices are fetched when the server had none for it.
  const fetchedInitial = useRef(false);
  useEffect(() => {
    if (fetchedInitial.current) return;
    fetchedInitial.current = true;
    if (stateData.uf && !served) stateData.setUf(stateData.uf);
  }, [stateData, served]);
  const form = useRef<HTMLFormElement>(null);
  // After a send with problems, the first field with one takes the focus.
  useEffect(() => {
    if (sent) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [sent]);

  const referencia = searchParams.get("referencia");
  return (
    <section aria-labelledby="custo-anual-titulo" className="mx-auto max-w-6xl px-4 pb-10" data-print="hide">
      <div className="rounded-2xl border border-gray-200 bg-white p-5 shadow-sm sm:p-6">
        <h2 id="custo-anual-titulo" className="text-xl font-bold text-gray-900">
          {S.heading}
        </h2>
        <p className="mt-1 text-sm text-gray-700">{S.intro}</p>
        <div className="mt-5 grid gap-8 lg:grid-cols-2">
          <Form ref={form} method="get" action={action} replace preventScrollReset noValidate className="space-y-4">
            {referencia ? <input type="hidden" name="referencia" value={referencia} /> : null}
            <Field label="Estado (IPVA)" htmlFor="custo-uf">
              <Select
                id="custo-uf"
                name="uf"
                defaultValue={queryState}
                onValueChange={(uf) => {
                  // Another state's mean is not this one's: a prefilled price goes blank until it comes.
                  prefill(null);
                  stateData.setUf(uf);
                }}
                options={STATE_OPTIONS}
                placeholder={S.chooseState}
              />
            </Field>
            <CitySelectField
              id="custo-cidade"
              cities={stateData.cities}
              city={stateData.city}
              onChange={(slug) => {
                prefill(null);
                stateData.setCity(slug);
              }}
            />
            <div className="grid gap-4 sm:grid-cols-3 sm:items-start">
              <QuantityField
                id="custo-km"
                label="Quilômetros por mês"
                placeholder="Ex.: 1000"
                defaultValue={values.km}
                error={problems.km}
              />
              <MoneyField
                id="custo-litro"
                label="Preço do litro"
                defaultValue={values.litro || firstPrefill}
                error={problems.litro}
                describedBy={state && stateData.prices?.[fuel] ? "custo-litro-fonte" : undefined}
              />
              <QuantityField
                id="custo-kml"
                label="Consumo (km/l)"
                placeholder="Ex.: 12"
                defaultValue={values.kml}
                error={problems.kml}
              />
            </div>
            <FuelPriceNote
              id="custo-litro-fonte"
              uf={state}
              week={stateData.prices?.[fuel]}
              status={stateData.status}
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <MoneyField id="custo-seguro" label="Seguro anual" defaultValue={values.seguro} error={problems.seguro} />
              <MoneyField
                id="custo-manutencao"
                label="Manutenção anual"
                defaultValue={values.manutencao}
                error={problems.manutencao}
              />
            </div>
            <fieldset className="space-y-4 rounded-xl border border-gray-200 p-4">
              <legend className="px-1 text-sm font-semibold text-gray-800">Financiamento (opcional)</legend>
              <MoneyField
                id="custo-financiado"
                label="Valor financiado"
                defaultValue={values.financiado}
                error={problems.financiado}
              />
              <div className="grid gap-4 sm:grid-cols-2">
                <InterestRateField id="custo-taxa" defaultValue={values.taxa} error={problems.taxa} />
                <MonthsField id="custo-parcelas" defaultValue={values.parcelas} error={problems.parcelas} />
              </div>
            </fieldset>
            <Button type="submit" className="w-full">
              {S.calculate}
            </Button>
          </Form>
          <div aria-live="polite" aria-label="Custo anual estimado" aria-busy={computing} role="region">
            {computing ? <p className="pb-3 text-sm text-gray-600">{S.computing}</p> : null}
            {computed && input ? (
              <CostResult computed={computed} input={input} depreciation={depreciation} />
            ) : hasProblems(problems) ? (
              <p className="py-6 text-center text-sm font-medium text-red-700">{S.fixFields}</p>
            ) : (
              <p className="py-6 text-center text-gray-600">{S.empty}</p>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}

import { useRef } from "react";
import { useSearchParams } from "react-router";
import { CalculatorForm, useProblemToast, useSendKey } from "../../components/calculator/calculator-form.tsx";
import { CalculatorLayout } from "../../components/calculator/calculator-layout.tsx";
import { ResultHighlight, ResultRows } from "../../components/calculator/result-parts.tsx";
import { MoneyField } from "../../components/calculator/labelled-fields.tsx";
import { formatBRL, formatPercent } from "../../lib/format.ts";
import { hasProblems } from "../../lib/form-reading.ts";
import { calculateComparator } from "./calc.ts";
import { readComparatorForm } from "./form.ts";
import { COMPARATOR_STRINGS as S, COMPARATOR_TIPS } from "./strings.ts";
import {
  CitySelectField,
  FuelPriceNote,
  StateSelectField,
  prefillPrice,
  priceText,
  useStateFuelPrices,
  type Prices,
  type StateFuelLoaderData,
} from "../../components/public-data/state-fuel-prices.tsx";
import { weekLabel } from "../../lib/public-data.ts";

/** Ethanol vs gasoline, the 70% rule (spec sections 3, 5, 9). */
export function ComparatorCalculator({ publicData }: { publicData?: StateFuelLoaderData | null } = {}) {
  const [params] = useSearchParams();
  const { values, problems, input } = readComparatorForm(params);
  const result = input ? calculateComparator(input) : null;
  const sent = useSendKey();
  useProblemToast(hasProblems(problems), S.errorTitle, S.errorDescription);
  // The chosen state's ANP means fill both prices until the visitor types their own.
  const prefilled = useRef({
    g: priceText(publicData?.prices?.gasolina),
    e: priceText(publicData?.prices?.etanol),
  });
  const prefill = (prices: Prices | null) => {
    const before = prefilled.current;
    const next = { g: priceText(prices?.gasolina), e: priceText(prices?.etanol) };
    prefilled.current = next;
    prefillPrice("cmp-gasolina", next.g, before.g);
    prefillPrice("cmp-etanol", next.e, before.e);
  };
  const stateData = useStateFuelPrices(publicData, prefill);
  const week = { g: stateData.prices?.gasolina, e: stateData.prices?.etanol };
  const thisWeek =
    week.g && week.e ? calculateComparator({ gasolinePrice: week.g.price, ethanolPrice: week.e.price }) : null;

  const form = (
    <CalculatorForm action="/comparador" submitLabel={S.calculate}>
      <StateSelectField
        id="cmp-uf"
        uf={stateData.uf}
        onChange={(uf) => {
          stateData.setUf(uf);
          prefill(null);
        }}
      />
      <CitySelectField
        id="cmp-cidade"
        cities={stateData.cities}
        city={stateData.city}
        onChange={(slug) => {
          stateData.setCity(slug);
          prefill(null);
        }}
      />
      {thisWeek && week.g && week.e ? (
        <p className="rounded-md bg-gray-50 p-3 text-sm text-gray-800" data-testid="comparador-semana">
          <strong>
            Nesta semana em {stateData.place || stateData.uf},{" "}
            {thisWeek.outcome === "empate"
              ? "tanto faz (empate)"
              : `compensa ${thisWeek.outcome === "etanol" ? "o etanol" : "a gasolina"}`}
          </strong>
          : pelas médias da ANP ({weekLabel(week.g)}), o etanol a {formatBRL(week.e.price)} custa{" "}
          {formatPercent(thisWeek.ratio, 1)} da gasolina a {formatBRL(week.g.price)} (regra dos 70%).
        </p>
      ) : null}
      <MoneyField
        id="cmp-gasolina"
        label="Preço da gasolina (por litro)"
        defaultValue={values.gasolina || prefilled.current.g}
        error={problems.gasolina}
      />
      <MoneyField
        id="cmp-etanol"
        label="Preço do etanol (por litro)"
        defaultValue={values.etanol || prefilled.current.e}
        error={problems.etanol}
      />
      <FuelPriceNote uf={stateData.uf} week={week.g ?? week.e} status={stateData.status} />
    </CalculatorForm>
  );
  const computed = result && input ? { result, gasolinePrice: input.gasolinePrice } : null;

  const view = computed ? (
    <div>
      <ResultHighlight
        label="Combustível recomendado"
        value={computed.result.outcome === "empate" ? S.tieTitle : S.fuelLabel[computed.result.recommendedFuel]}
        tone={computed.result.outcome === "etanol" ? "accent" : "brand"}
      />
      {computed.result.outcome === "empate" ? <p className="mt-3 text-sm text-gray-700">{S.tieExplanation}</p> : null}
      <ResultRows
        rows={[
          ["Relação etanol / gasolina", formatPercent(computed.result.ratio, 1)],
          ["Limite da regra", "70%"],
          ["Etanol compensa até", formatBRL(computed.result.breakEvenEthanolPrice)],
        ]}
      />
      <p className="mt-4 text-sm text-gray-700">
        Com a gasolina a {formatBRL(computed.gasolinePrice)}, o etanol vale a pena se custar até{" "}
        <strong>{formatBRL(computed.result.breakEvenEthanolPrice)}</strong> o litro.
      </p>
    </div>
  ) : null;

  return (
    <CalculatorLayout
      formTitle="Preços no posto"
      form={form}
      result={view}
      tips={COMPARATOR_TIPS}
      invalid={hasProblems(problems)}
      calculationToken={result ? sent : ""}
    />
  );
}

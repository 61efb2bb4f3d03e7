import { useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { CalculatorForm, useProblemToast, useSendKey } from "../../components/calculator/calculator-form.tsx";
import { CalculatorLayout } from "../../components/calculator/calculator-layout.tsx";
import { ResultHighlight, ResultRows } from "../../components/calculator/result-parts.tsx";
import { Field } from "../../components/ui/field.tsx";
import { MoneyField, QuantityField } from "../../components/calculator/labelled-fields.tsx";
import { formatBRL, formatNumber, formatNumberUpTo } from "../../lib/format.ts";
import { hasProblems } from "../../lib/form-reading.ts";
import { calculateFuel } from "./calc.ts";
import { readFuelForm } from "./form.ts";
import { FUEL_STRINGS as S, FUEL_TIPS } from "./strings.ts";
import { Select } from "../../components/ui/select.tsx";
import {
  FUEL_OPTIONS,
  CitySelectField,
  FuelPriceNote,
  StateSelectField,
  fuelParam,
  prefillPrice,
  priceText,
  useStateFuelPrices,
  type Prices,
  type StateFuelLoaderData,
} from "../../components/public-data/state-fuel-prices.tsx";

/** Fuel consumption (spec sections 3, 5, 9): km/l with 2 decimals, cost when a price is given. */
export function FuelCalculator({ publicData }: { publicData?: StateFuelLoaderData | null } = {}) {
  const [params] = useSearchParams();
  const { values, problems, input } = readFuelForm(params);
  const result = input ? calculateFuel(input) : null;
  const sent = useSendKey();
  useProblemToast(hasProblems(problems), S.errorTitle, S.errorDescription);
  // The chosen state's ANP mean for the chosen fuel fills the price until the visitor types one.
  const [fuel, setFuel] = useState(() => fuelParam(params));
  const prefilled = useRef(priceText(publicData?.prices?.[fuel]));
  const prefill = (prices: Prices | null, key = fuel) => {
    const before = prefilled.current;
    prefilled.current = priceText(prices?.[key]);
    prefillPrice("fuel-preco", prefilled.current, before);
  };
  const stateData = useStateFuelPrices(publicData, (prices) => prefill(prices));

  const form = (
    <CalculatorForm action="/combustivel" submitLabel={S.calculate}>
      <QuantityField
        id="fuel-distancia"
        label="Distância percorrida (km)"
        placeholder="450"
        defaultValue={values.distancia}
        error={problems.distancia}
      />
      <QuantityField
        id="fuel-litros"
        label="Litros abastecidos"
        placeholder="40"
        defaultValue={values.litros}
        error={problems.litros}
      />
      <div className="grid items-end gap-4 sm:grid-cols-2">
        <StateSelectField
          id="fuel-uf"
          uf={stateData.uf}
          onChange={(uf) => {
            stateData.setUf(uf);
            prefill(null);
          }}
        />
        <CitySelectField
          id="fuel-cidade"
          cities={stateData.cities}
          city={stateData.city}
          onChange={(slug) => {
            stateData.setCity(slug);
            prefill(null);
          }}
        />
        <Field label="Combustível" htmlFor="fuel-combustivel">
          <Select
            id="fuel-combustivel"
            name="combustivel"
            defaultValue={fuel}
            options={FUEL_OPTIONS}
            onValueChange={(value) => {
              setFuel(value as typeof fuel);
              prefill(stateData.prices, value as typeof fuel);
            }}
          />
        </Field>
      </div>
      <MoneyField
        id="fuel-preco"
        label="Preço por litro (opcional)"
        defaultValue={values.preco || prefilled.current}
        error={problems.preco}
      />
      <FuelPriceNote uf={stateData.uf} week={stateData.prices?.[fuel]} status={stateData.status} />
    </CalculatorForm>
  );

  const view = result ? (
    <div>
      <ResultHighlight label="Consumo médio" value={`${formatNumber(result.consumption, 2)} km/l`} />
      <ResultRows
        rows={[
          // The distance as typed (the input takes up to 2 decimals): "450,25 km".
          ["Distância", `${formatNumberUpTo(result.distance, 2)} km`],
          ["Litros", `${formatNumber(result.liters, result.liters % 1 ? 2 : 0)} L`],
          ...(result.totalCost !== null
            ? ([
                ["Preço por litro", formatBRL(result.fuelPrice)],
                ["Custo total", formatBRL(result.totalCost)],
                ["Custo por km", formatBRL(result.totalCost / result.distance)],
              ] as const)
            : []),
        ]}
      />
    </div>
  ) : null;

  return (
    <CalculatorLayout
      formTitle="Dados do trajeto"
      form={form}
      result={view}
      tips={FUEL_TIPS}
      invalid={hasProblems(problems)}
      calculationToken={result ? sent : ""}
    />
  );
}

import { useRef, useState, type FormEvent } from "react";
import { CalculatorLayout, ResultHighlight, ResultRows } from "../../components/calculator/calculator-layout.tsx";
import { Field } from "../../components/ui/field.tsx";
import { MoneyField, QuantityField } from "../../components/calculator/labelled-fields.tsx";
import { Button } from "../../components/ui/button.tsx";
import { toast } from "../../components/ui/toast-store.ts";
import { formatBRL, formatNumber, formatNumberUpTo } from "../../lib/format.ts";
import {
  amountInputFromNumber,
  moneyInputFromNumber,
  parseMoney,
  parsePlainDecimal,
  QUANTITY_FORMAT,
} from "../../lib/masks.ts";
import { numberParam, useShareUrl } from "../../lib/query-params.ts";
import { calculateFuel, type FuelResult } from "./calc.ts";
import { FUEL_STRINGS as S, FUEL_TIPS } from "./strings.ts";
import { Select } from "../../components/ui/select.tsx";
import {
  FUEL_OPTIONS,
  FuelPriceNote,
  StateSelectField,
  fuelParam,
  priceText,
  useStateFuelPrices,
  type Prices,
  type StateFuelLoaderData,
} from "../../components/public-data/state-fuel-prices.tsx";

/** Fuel consumption (spec sections 3, 5, 9): km/l with 2 decimals, cost when a price is given. */
export function FuelCalculator({ publicData }: { publicData?: StateFuelLoaderData | null } = {}) {
  const { shared, params, writeQuery } = useShareUrl((query) => {
    const km = numberParam(query, "distancia");
    const l = numberParam(query, "litros");
    const p = numberParam(query, "preco");
    if (km === undefined && l === undefined) return null;
    return { km: km ?? 0, l: l ?? 0, p: p ?? 0 };
  });
  const [distance, setDistance] = useState(amountInputFromNumber(shared?.km, QUANTITY_FORMAT));
  const [liters, setLiters] = useState(amountInputFromNumber(shared?.l, QUANTITY_FORMAT));
  // The chosen state's ANP mean for the chosen fuel fills the price until the visitor types one.
  const [fuel, setFuel] = useState(() => fuelParam(params));
  const prefilled = useRef(priceText(publicData?.prices?.[fuel]));
  const [price, setPrice] = useState(shared ? moneyInputFromNumber(shared.p) : prefilled.current);
  const prefill = (prices: Prices | null, key = fuel) => {
    const before = prefilled.current;
    const next = priceText(prices?.[key]);
    prefilled.current = next;
    setPrice((current) => (current === "" || current === before ? next : current));
  };
  const stateData = useStateFuelPrices(publicData, (prices) => prefill(prices));
  const [result, setResult] = useState<FuelResult | null>(() =>
    shared ? calculateFuel({ distance: shared.km, liters: shared.l, fuelPrice: shared.p }) : null,
  );
  const [token, setToken] = useState(0);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = {
      distance: parsePlainDecimal(distance),
      liters: parsePlainDecimal(liters),
      fuelPrice: parseMoney(price),
    };
    const next = calculateFuel(input);
    if (!next) {
      toast({ title: S.errorTitle, description: S.errorDescription, variant: "destructive" });
      return;
    }
    setResult(next);
    setToken((t) => t + 1);
    writeQuery({
      distancia: input.distance,
      litros: input.liters,
      preco: input.fuelPrice > 0 ? input.fuelPrice.toFixed(2) : undefined,
      uf: stateData.uf || undefined,
      combustivel: stateData.uf ? fuel : undefined,
    });
  }

  const form = (
    // Before JavaScript runs the browser sends the form as the share URL's query (rendered by the server).
    <form method="get" action="/combustivel" onSubmit={onSubmit} noValidate className="space-y-4">
      <QuantityField
        id="fuel-distancia"
        label="Distância percorrida (km)"
        placeholder="450"
        state={[distance, setDistance]}
      />
      <QuantityField id="fuel-litros" label="Litros abastecidos" placeholder="40" state={[liters, setLiters]} />
      <div className="grid items-end gap-4 sm:grid-cols-2">
        <StateSelectField
          id="fuel-uf"
          uf={stateData.uf}
          onChange={(uf) => {
            stateData.setUf(uf);
            prefill(null);
          }}
        />
        <Field label="Combustível" htmlFor="fuel-combustivel">
          <Select
            id="fuel-combustivel"
            name="combustivel"
            value={fuel}
            options={FUEL_OPTIONS}
            onValueChange={(value) => {
              setFuel(value as typeof fuel);
              prefill(stateData.prices, value as typeof fuel);
            }}
          />
        </Field>
      </div>
      <MoneyField id="fuel-preco" label="Preço por litro (opcional)" state={[price, setPrice]} />
      <FuelPriceNote uf={stateData.uf} week={stateData.prices?.[fuel]} />
      <Button type="submit" className="w-full">
        {S.calculate}
      </Button>
    </form>
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
      calculationToken={token}
    />
  );
}

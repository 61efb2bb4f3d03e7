import { useRef, useState, type FormEvent } from "react";
import { CalculatorLayout, ResultHighlight, ResultRows } from "../../components/calculator/calculator-layout.tsx";
import { MoneyField } from "../../components/calculator/labelled-fields.tsx";
import { Button } from "../../components/ui/button.tsx";
import { toast } from "../../components/ui/toast-store.ts";
import { formatBRL, formatPercent } from "../../lib/format.ts";
import { moneyInputFromNumber, parseMoney } from "../../lib/masks.ts";
import { numberParam, useShareUrl } from "../../lib/query-params.ts";
import { calculateComparator, type ComparatorResult } from "./calc.ts";
import { COMPARATOR_STRINGS as S, COMPARATOR_TIPS } from "./strings.ts";
import {
  FuelPriceNote,
  StateSelectField,
  priceText,
  useStateFuelPrices,
  type Prices,
  type StateFuelLoaderData,
} from "../../components/public-data/state-fuel-prices.tsx";
import { weekLabel } from "../../lib/public-data.ts";

type Computed = { result: ComparatorResult; gasolinePrice: number };

/** Ethanol vs gasoline, the 70% rule (spec sections 3, 5, 9). */
export function ComparatorCalculator({ publicData }: { publicData?: StateFuelLoaderData | null } = {}) {
  const { shared, writeQuery } = useShareUrl((query) => {
    const g = numberParam(query, "gasolina");
    const e = numberParam(query, "etanol");
    return g === undefined && e === undefined ? null : { g: g ?? 0, e: e ?? 0 };
  });
  // The chosen state's ANP means fill both prices until the visitor types their own.
  const prefilled = useRef({
    g: priceText(publicData?.prices?.gasolina),
    e: priceText(publicData?.prices?.etanol),
  });
  const [gasoline, setGasoline] = useState(shared ? moneyInputFromNumber(shared.g) : prefilled.current.g);
  const [ethanol, setEthanol] = useState(shared ? moneyInputFromNumber(shared.e) : prefilled.current.e);
  const prefill = (prices: Prices | null) => {
    const before = prefilled.current;
    const next = { g: priceText(prices?.gasolina), e: priceText(prices?.etanol) };
    prefilled.current = next;
    setGasoline((current) => (current === "" || current === before.g ? next.g : current));
    setEthanol((current) => (current === "" || current === before.e ? next.e : current));
  };
  const stateData = useStateFuelPrices(publicData, prefill);
  const week = { g: stateData.prices?.gasolina, e: stateData.prices?.etanol };
  const thisWeek =
    week.g && week.e ? calculateComparator({ gasolinePrice: week.g.price, ethanolPrice: week.e.price }) : null;
  const [computed, setComputed] = useState<Computed | null>(() => {
    const result = shared && calculateComparator({ gasolinePrice: shared.g, ethanolPrice: shared.e });
    return result ? { result, gasolinePrice: shared.g } : null;
  });
  const [token, setToken] = useState(0);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const gasolinePrice = parseMoney(gasoline);
    const ethanolPrice = parseMoney(ethanol);
    const result = calculateComparator({ gasolinePrice, ethanolPrice });
    if (!result) {
      toast({ title: S.errorTitle, description: S.errorDescription, variant: "destructive" });
      return;
    }
    setComputed({ result, gasolinePrice });
    setToken((t) => t + 1);
    writeQuery({ gasolina: gasolinePrice.toFixed(2), etanol: ethanolPrice.toFixed(2), uf: stateData.uf || undefined });
  }

  const form = (
    // Before JavaScript runs the browser sends the form as the share URL's query (rendered by the server).
    <form method="get" action="/comparador" onSubmit={onSubmit} noValidate className="space-y-4">
      <StateSelectField
        id="cmp-uf"
        uf={stateData.uf}
        onChange={(uf) => {
          stateData.setUf(uf);
          prefill(null);
        }}
      />
      {thisWeek && week.g && week.e ? (
        <p className="rounded-md bg-gray-50 p-3 text-sm text-gray-800" data-testid="comparador-semana">
          <strong>
            Nesta semana em {stateData.uf}, compensa {thisWeek.recommendedFuel === "etanol" ? "o etanol" : "a gasolina"}
          </strong>
          : pelas médias da ANP ({weekLabel(week.g)}), o etanol a {formatBRL(week.e.price)} custa{" "}
          {formatPercent(thisWeek.ratio, 1)} da gasolina a {formatBRL(week.g.price)} (regra dos 70%).
        </p>
      ) : null}
      <MoneyField id="cmp-gasolina" label="Preço da gasolina (por litro)" state={[gasoline, setGasoline]} />
      <MoneyField id="cmp-etanol" label="Preço do etanol (por litro)" state={[ethanol, setEthanol]} />
      <FuelPriceNote uf={stateData.uf} week={week.g ?? week.e} />
      <Button type="submit" className="w-full">
        {S.calculate}
      </Button>
    </form>
  );

  const view = computed ? (
    <div>
      <ResultHighlight
        label="Combustível recomendado"
        value={S.fuelLabel[computed.result.recommendedFuel]}
        tone={computed.result.recommendedFuel === "etanol" ? "accent" : "brand"}
      />
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
      calculationToken={token}
    />
  );
}

// The ANP's mean prices of the visitor's state in the calculators: a state select, the fetch of
// a state's prices once the page runs (GET /api/dados-publicos/combustiveis), and the note
// under a prefilled price ("média ANP em SP, semana de 16/11 a 22/11/2026", the source, a
// warning when the week is old). The page's server render passes the state's prices of its
// `?uf=` so they are in the HTML; a state chosen later is fetched. No data: nothing is shown.
import { useRef, useState } from "react";
import { Field } from "../ui/field.tsx";
import { Select } from "../ui/select.tsx";
import { STATE_OPTIONS, isStateCode } from "../../lib/states.ts";
import { moneyInputFromNumber } from "../../lib/masks.ts";
import { roundCents } from "../../lib/money.ts";
import {
  ANP_SOURCE_URL,
  FUEL_LABELS,
  fuelPriceLabel,
  fuelWeekIsStale,
  type FuelKey,
  type FuelWeekPrice,
  type StateFuelPrices,
} from "../../lib/public-data.ts";

/** The fuels a calculator can start from (gasolina comum, etanol, diesel S10, GNV). */
export const CALCULATOR_FUELS: FuelKey[] = ["gasolina", "etanol", "diesel_s10", "gnv"];
export const FUEL_OPTIONS = CALCULATOR_FUELS.map((key) => ({ value: key, label: FUEL_LABELS[key] }));

export type Prices = StateFuelPrices["prices"];

/** What a calculator's loader hands its page: the `?uf=` state's prices (null when none). */
export type StateFuelLoaderData = { uf: string; prices: Prices | null };

/** The state from a query's `uf` ("sp" → "SP"); "" when absent or not a state. */
export function stateParam(params: URLSearchParams): string {
  const uf = (params.get("uf") ?? "").toUpperCase();
  return isStateCode(uf) ? uf : "";
}

/** The fuel from a query's `combustivel`; the fallback when absent or unknown. */
export function fuelParam(params: URLSearchParams, fallback: FuelKey = "gasolina"): FuelKey {
  const value = params.get("combustivel") as FuelKey | null;
  return value && CALCULATOR_FUELS.includes(value) ? value : fallback;
}

/** The chosen state and its prices; choosing another fetches its prices, then `onPrices`. */
export function useStateFuelPrices(
  initial: StateFuelLoaderData | null | undefined,
  onPrices: (prices: Prices) => void,
) {
  const [uf, setUfState] = useState(initial?.uf ?? "");
  const [prices, setPrices] = useState<Prices | null>(initial?.prices ?? null);
  const latest = useRef(uf);
  function setUf(next: string) {
    latest.current = next;
    setUfState(next);
    setPrices(null);
    if (!isStateCode(next)) return;
    fetch(`/api/dados-publicos/combustiveis?uf=${next}`)
      .then((r) => (r.ok ? (r.json() as Promise<{ prices: Prices }>) : null))
      .then((body) => {
        if (!body || latest.current !== next) return;
        setPrices(body.prices);
        onPrices(body.prices);
      })
      .catch(() => {}); // no data: the fields stay as they are
  }
  return { uf, setUf, prices };
}

/** A money field's text for a mean price ("R$ 6,26"), "" for none. */
export function priceText(week: FuelWeekPrice | undefined): string {
  return week ? moneyInputFromNumber(roundCents(week.price)) : "";
}

/**
 * Puts a state's mean price (`next`, "" for none) in the price field `id`, unless the visitor
 * typed their own: only a field that is empty or still shows the mean put there before
 * (`previous`) changes. The fields are uncontrolled: this writes what the browser shows, and
 * the form reads it when sent.
 */
export function prefillPrice(id: string, next: string, previous: string): void {
  const el = document.getElementById(id);
  if (!(el instanceof HTMLInputElement)) return;
  if (el.value === "" || el.value === previous) el.value = next;
}

export function StateSelectField({
  id,
  uf,
  onChange,
  label = "Estado (para o preço médio da ANP)",
}: {
  id: string;
  uf: string;
  onChange: (uf: string) => void;
  label?: string;
}) {
  return (
    <Field label={label} htmlFor={id}>
      <Select
        id={id}
        name="uf"
        defaultValue={uf}
        onValueChange={onChange}
        options={STATE_OPTIONS}
        placeholder="Escolha o estado"
      />
    </Field>
  );
}

/** "média ANP em SP, semana de 16/11 a 22/11/2026 · fonte: ANP", with a note when it is old. */
export function FuelPriceNote({ id, uf, week }: { id?: string; uf: string; week: FuelWeekPrice | undefined }) {
  if (!uf || !week) return null;
  const stale = fuelWeekIsStale(week);
  return (
    <p id={id} className="text-sm text-gray-600">
      {fuelPriceLabel(uf, week)} (
      <a href={ANP_SOURCE_URL} className="underline" rel="noopener noreferrer" target="_blank">
        fonte: ANP
      </a>
      ). {stale ? "É a semana mais recente que temos: o preço pode ter mudado desde então. " : ""}
      Você pode digitar o seu preço.
    </p>
  );
}

// The ANP's mean prices of the visitor's place in the calculators: a state select and, once the
// state's surveyed cities are known, a city select; the fetch of the place's prices once the page
// runs (GET /api/dados-publicos/combustiveis?uf=…&cidade=…); and the note under a prefilled price
// ("média ANP em Campinas, semana de 15/11 a 21/11/2026", the source, a warning when the week is
// old, or that no price is held for the place). The page's server render passes the prices of
// its `?uf=` (and `?cidade=`) so they are in the HTML. A visitor's own price always wins: only an
// empty field, or one still showing the previous mean, is filled.
import { useRef, useState } from "react";
import { Field } from "../ui/field.tsx";
import { Select } from "../ui/select.tsx";
import { STATE_OPTIONS, isStateCode, stateName } from "../../lib/states.ts";
import { moneyInputFromNumber } from "../../lib/masks.ts";
import { roundCents } from "../../lib/money.ts";
import {
  ANP_SOURCE_URL,
  FUEL_LABELS,
  fuelWeekIsStale,
  type FuelKey,
  type PlaceFuelPrice,
  type PlaceFuelPrices,
} from "../../lib/public-data.ts";

/** The fuels a calculator can start from (gasolina comum, etanol, diesel S10, GNV). */
export const CALCULATOR_FUELS: FuelKey[] = ["gasolina", "etanol", "diesel_s10", "gnv"];
export const FUEL_OPTIONS = CALCULATOR_FUELS.map((key) => ({ value: key, label: FUEL_LABELS[key] }));

export type Prices = PlaceFuelPrices["prices"];

/** A surveyed city of the chosen state. */
export type FuelCity = { name: string; slug: string };

/** What a calculator's loader hands its page: the `?uf=` (and `?cidade=`) place's prices. */
export type StateFuelLoaderData = {
  uf: string;
  city?: string;
  cities?: FuelCity[];
  /** How the labels name the place ("Campinas", "SP"). */
  place?: string;
  prices: Prices | null;
};

/** The state from a query's `uf` ("sp" → "SP"); "" when absent or not a state. */
export function stateParam(params: URLSearchParams): string {
  const uf = (params.get("uf") ?? "").toUpperCase();
  return isStateCode(uf) ? uf : "";
}

/** The city slug from a query's `cidade` ("campinas"); "" when absent or not a slug. */
export function cityParam(params: URLSearchParams): string {
  const slug = params.get("cidade") ?? "";
  return /^[a-z0-9-]{1,80}$/.test(slug) ? slug : "";
}

/** The fuel from a query's `combustivel`; the fallback when absent or unknown. */
export function fuelParam(params: URLSearchParams, fallback: FuelKey = "gasolina"): FuelKey {
  const value = params.get("combustivel") as FuelKey | null;
  return value && CALCULATOR_FUELS.includes(value) ? value : fallback;
}

/** Where the place's prices stand: none asked, on their way, held, or none held for the place. */
export type PlacePricesStatus = "idle" | "loading" | "ready" | "none";

/**
 * The chosen state and city and their prices; choosing another fetches its prices (and a state's
 * cities), then `onPrices` (null: none held for the place).
 */
export function useStateFuelPrices(
  initial: StateFuelLoaderData | null | undefined,
  onPrices: (prices: Prices | null) => void,
) {
  const [uf, setUfState] = useState(initial?.uf ?? "");
  const [city, setCityState] = useState(initial?.city ?? "");
  const [cities, setCities] = useState<FuelCity[]>(initial?.cities ?? []);
  const [prices, setPrices] = useState<Prices | null>(initial?.prices ?? null);
  const [place, setPlace] = useState(initial?.place ?? initial?.uf ?? "");
  const [status, setStatus] = useState<PlacePricesStatus>(
    initial?.uf ? (initial.prices && Object.keys(initial.prices).length ? "ready" : "none") : "idle",
  );
  const latest = useRef("");
  function load(nextUf: string, nextCity: string) {
    const key = `${nextUf}/${nextCity}`;
    latest.current = key;
    setPrices(null);
    if (!isStateCode(nextUf)) {
      setStatus("idle");
      return;
    }
    setStatus("loading");
    const query = `uf=${nextUf}${nextCity ? `&cidade=${encodeURIComponent(nextCity)}` : ""}`;
    fetch(`/api/dados-publicos/combustiveis?${query}`)
      .then((r) => (r.ok ? (r.json() as Promise<{ prices?: Prices; place?: string }>) : null))
      .catch(() => null)
      .then((body) => {
        if (latest.current !== key) return;
        const held = body?.prices && Object.keys(body.prices).length ? body.prices : null;
        setPrices(held);
        setPlace(body?.place ?? nextUf);
        setStatus(held ? "ready" : "none");
        onPrices(held);
      });
  }
  function setUf(next: string) {
    setUfState(next);
    setCityState("");
    setCities([]);
    load(next, "");
    if (!isStateCode(next)) return;
    fetch(`/api/dados-publicos/combustiveis/cidades?uf=${next}`)
      .then((r) => (r.ok ? (r.json() as Promise<{ cities?: FuelCity[] }>) : null))
      .catch(() => null)
      .then((body) => {
        if (latest.current.startsWith(`${next}/`)) setCities(body?.cities ?? []);
      });
  }
  function setCity(next: string) {
    setCityState(next);
    load(uf, next);
  }
  return { uf, setUf, city, setCity, cities, place, prices, status };
}

/** A money field's text for a mean price ("R$ 6,26"), "" for none. */
export function priceText(week: PlaceFuelPrice | undefined): string {
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

/** The surveyed cities of the chosen state (shown once they are known): "" is the state's mean. */
export function CitySelectField({
  id,
  cities,
  city,
  onChange,
}: {
  id: string;
  cities: readonly FuelCity[];
  city: string;
  onChange: (slug: string) => void;
}) {
  if (cities.length === 0) return null;
  return (
    <Field label="Cidade (opcional)" htmlFor={id}>
      <Select
        // A new state's list starts again from its mean.
        key={cities.map((c) => c.slug).join()}
        id={id}
        name="cidade"
        defaultValue={city}
        onValueChange={onChange}
        options={[{ value: "", label: "Média do estado" }, ...cities.map((c) => ({ value: c.slug, label: c.name }))]}
      />
    </Field>
  );
}

/**
 * "média ANP em Campinas, semana de 16/11 a 22/11/2026 (fonte: ANP)", with a note when it is old;
 * for a place without prices, that there are none and the visitor types theirs.
 */
export function FuelPriceNote({
  id,
  uf,
  week,
  status,
}: {
  id?: string;
  uf: string;
  week: PlaceFuelPrice | undefined;
  status?: PlacePricesStatus;
}) {
  if (!uf) return null;
  if (!week) {
    if (status !== "none") return null;
    return (
      <p id={id} className="text-sm text-gray-600">
        Ainda não temos o preço médio da ANP para este combustível em {stateName(uf)}: digite o preço que você paga.
      </p>
    );
  }
  const stale = fuelWeekIsStale(week);
  return (
    <p id={id} className="text-sm text-gray-600">
      {week.label} (
      <a href={ANP_SOURCE_URL} className="underline" rel="noopener noreferrer" target="_blank">
        fonte: ANP
      </a>
      ). {stale ? "É a semana mais recente que temos: o preço pode ter mudado desde então. " : ""}
      Você pode digitar o seu preço.
    </p>
  );
}

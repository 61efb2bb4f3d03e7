// Public data shown by the calculators and the fuel price pages (server/public-data/ keeps it):
// the ANP's weekly mean fuel prices per state and the Banco Central's vehicle loan rate. The
// shapes the server hands the pages, the products' names, the sources' addresses and when a
// figure counts as stale. Pure: no React, no I/O.
import { MONTHS } from "./format.ts";

/** The products of the ANP survey the site uses, by our key, with the ANP's own name. */
export const FUEL_PRODUCTS = {
  gasolina: "GASOLINA",
  gasolina_aditivada: "GASOLINA ADITIVADA",
  etanol: "ETANOL",
  diesel: "DIESEL",
  diesel_s10: "DIESEL S10",
  gnv: "GNV",
} as const;
export type FuelKey = keyof typeof FUEL_PRODUCTS;
export const FUEL_KEYS = Object.keys(FUEL_PRODUCTS) as FuelKey[];

export const FUEL_LABELS: Record<FuelKey, string> = {
  gasolina: "Gasolina comum",
  gasolina_aditivada: "Gasolina aditivada",
  etanol: "Etanol",
  diesel: "Diesel",
  diesel_s10: "Diesel S10",
  gnv: "GNV",
};

/** Our key for an ANP product name ("DIESEL S10" → "diesel_s10"); undefined for others (GLP). */
export function fuelKeyOf(anpName: string): FuelKey | undefined {
  return FUEL_KEYS.find((key) => FUEL_PRODUCTS[key] === anpName);
}

/** One state's mean price of a product in a survey week. */
export type FuelWeekPrice = {
  /** Mean sale price in reais (to the tenth of a cent, as computed). */
  price: number;
  /** The survey week, Sunday to Saturday ("YYYY-MM-DD"). */
  weekStart: string;
  weekEnd: string;
  stations: number;
};

export type StateFuelPrices = {
  uf: string;
  prices: Partial<Record<FuelKey, FuelWeekPrice>>;
};

/** The Banco Central's mean vehicle loan rate of a month (SGS 25471). */
export type LoanRate = { month: string; monthlyPercent: number; yearlyPercent: number };

/** Where the figures come from (linked beside them). */
export const ANP_SOURCE_URL =
  "https://www.gov.br/anp/pt-br/assuntos/precos-e-defesa-da-concorrencia/precos/levantamento-de-precos-de-combustiveis-ultimas-semanas-pesquisadas";
export const BCB_LOAN_RATE_SERIES = 25471;
export const BCB_IPCA_SERIES = 433;
export const BCB_SOURCE_URL = `https://api.bcb.gov.br/dados/serie/bcdata.sgs.${BCB_LOAN_RATE_SERIES}/dados?formato=json`;

/** An ANP week is stale when it ended more than two weeks before `today`. */
export const ANP_STALE_DAYS = 14;
/** A BCB month is stale when more than two months before the current one (the BCB publishes a
 * month's rate about a month after it ends: September's is the newest in November). */
export const BCB_STALE_MONTHS = 2;

const DAY_MS = 86_400_000;

export function fuelWeekIsStale(week: Pick<FuelWeekPrice, "weekEnd">, today = new Date()): boolean {
  return today.getTime() - Date.parse(`${week.weekEnd}T00:00:00Z`) > (ANP_STALE_DAYS + 1) * DAY_MS;
}

export function monthIsStale(month: string, today = new Date()): boolean {
  const [y, m] = month.split("-").map(Number) as [number, number];
  const age = (today.getUTCFullYear() - y) * 12 + (today.getUTCMonth() + 1 - m);
  return age > BCB_STALE_MONTHS;
}

const dm = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}`;
const dmy = (iso: string) => `${dm(iso)}/${iso.slice(0, 4)}`;

/** "semana de 16/11 a 22/11/2026" (a week across two years shows both). */
export function weekLabel(week: Pick<FuelWeekPrice, "weekStart" | "weekEnd">): string {
  const start = week.weekStart.slice(0, 4) === week.weekEnd.slice(0, 4) ? dm(week.weekStart) : dmy(week.weekStart);
  return `semana de ${start} a ${dmy(week.weekEnd)}`;
}

/** "média ANP em SP, semana de 16/11 a 22/11/2026" */
export function fuelPriceLabel(uf: string, week: Pick<FuelWeekPrice, "weekStart" | "weekEnd">): string {
  return `média ANP em ${uf}, ${weekLabel(week)}`;
}

/** "média ANP em Campinas, semana de 15/11 a 21/11/2026": whose average a price is and which week
 * (a state's by its code, "média ANP em SP, …", a municipality's by its name). */
export function placePriceLabel(place: string, week: Pick<FuelWeekPrice, "weekStart" | "weekEnd">): string {
  return `média ANP em ${place}, ${weekLabel(week)}`;
}

/** A price ready to fill a calculator's field: the newest mean, its week and what to say of it. */
export type PlaceFuelPrice = FuelWeekPrice & { label: string };

/** A place's newest means per product (a state, or one of its municipalities), with their labels. */
export type PlaceFuelPrices = {
  uf: string;
  /** The municipality, when the place is one (its name as people write it, its address slug). */
  city: { name: string; slug: string } | null;
  /** How the labels name the place: the municipality's name, else the state's code. */
  place: string;
  prices: Partial<Record<FuelKey, PlaceFuelPrice>>;
};

/**
 * The newest mean per product of a place, each with its label; null when none is held. Pure:
 * the data access (PublicDataService.placeFuelPrices) and the JSON endpoint answer with it.
 */
export function placeFuelPrices(
  uf: string,
  city: { name: string; slug: string } | null,
  prices: Partial<Record<FuelKey, FuelWeekPrice>>,
): PlaceFuelPrices | null {
  const place = city?.name ?? uf;
  const labelled: PlaceFuelPrices["prices"] = {};
  for (const key of FUEL_KEYS) {
    const week = prices[key];
    if (week) labelled[key] = { ...week, label: placePriceLabel(place, week) };
  }
  return Object.keys(labelled).length ? { uf, city, place, prices: labelled } : null;
}

/** A municipality's address segment: "São José dos Campos" and "SAO JOSE DOS CAMPOS" →
 * "sao-jose-dos-campos" (no accents, lower case, words joined by "-"). */
export function citySlug(name: string): string {
  return name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** "setembro de 2026" for "2026-09". */
export function monthLabel(month: string): string {
  const [y, m] = month.split("-").map(Number) as [number, number];
  return `${MONTHS[m - 1]?.toLowerCase() ?? month} de ${y}`;
}

/** A monthly rate compounded over 12 months, in percent (1,95 % a.m. → 26,12 % a.a.). */
export function yearlyFromMonthly(monthlyPercent: number): number {
  return (Math.pow(1 + monthlyPercent / 100, 12) - 1) * 100;
}

/** IPCA compounded over the given monthly percentages: 0.5 and 0.4 → 0.902 (percent). */
export function compoundPercent(monthly: readonly number[]): number {
  return (monthly.reduce((acc, p) => acc * (1 + p / 100), 1) - 1) * 100;
}

export type FuelHistoryPoint = { product: FuelKey } & FuelWeekPrice;
export type CityFuelPrices = {
  /** As the ANP writes it ("SAO JOSE DOS CAMPOS"). */
  municipio: string;
  /** As people write it ("São José dos Campos"; the IBGE's name). */
  name: string;
  /** Its address segment ("sao-jose-dos-campos"). */
  slug: string;
  prices: Partial<Record<FuelKey, { price: number; stations: number }>>;
};

/** One of the cheapest surveyed stations of a municipality's week. */
export type FuelStation = {
  name: string;
  brand: string;
  street: string;
  number: string;
  district: string;
  price: number;
  /** The day it was surveyed ("YYYY-MM-DD"). */
  day: string;
};

/**
 * Why a page has no prices: the ANP could not be reached (and when the site last tried), or it
 * has not been imported yet (never tried, or tried and running), or it was imported and holds
 * nothing for this place.
 */
export type FuelDataStatus =
  | { kind: "unreachable"; lastAttemptAt: string }
  | { kind: "not-imported" }
  | { kind: "imported"; lastSuccessAt: string };

/** A municipality's page: its newest week per product, its cheapest stations of that week,
 * every week held, and its state's newest week beside it. */
export type FuelCityPage = {
  uf: string;
  city: { municipio: string; name: string; slug: string };
  prices: Partial<Record<FuelKey, FuelWeekPrice>>;
  stations: Partial<Record<FuelKey, FuelStation[]>>;
  /** The week the stations are of (the municipality's newest). */
  stationsWeek: { weekStart: string; weekEnd: string } | null;
  history: FuelHistoryPoint[];
  state: StateFuelPrices | null;
  updatedAt: string | null;
};
export type IpcaSpan = { percent: number; from: string; to: string; months: number };

/** A state's page of fuel prices: its newest week, 12 months of weeks, its municipalities. */
export type FuelStatePage = {
  uf: string;
  prices: StateFuelPrices | null;
  history: FuelHistoryPoint[];
  cities: { weekStart: string; cities: CityFuelPrices[] } | null;
  /** When the ANP data was last refreshed (ISO), null when never. */
  updatedAt: string | null;
  /** Why nothing is shown, when nothing is held (null when it is). */
  status?: FuelDataStatus | null;
};

/** What the fuel price sitemap lists: the pages with data and the end of their newest week. */
export type FuelSitemapEntry = { path: string; lastmod: string };

/** What pages read (context.services.publicData); every method answers null or empty, never
 * throws, when nothing is held or the database fails: fields are then left blank. */
export interface PublicDataService {
  fuelPrices(uf: string): Promise<StateFuelPrices | null>;
  /** Every state's newest week; `status` says why there is none, when there is none. */
  allFuelPrices(): Promise<{ states: StateFuelPrices[]; updatedAt: string | null; status?: FuelDataStatus | null }>;
  fuelState(uf: string): Promise<FuelStatePage>;
  /** A municipality's page by its state and address slug; null when no such city is held. */
  fuelCity(uf: string, slug: string): Promise<FuelCityPage | null>;
  /** The newest means of a state or, with `citySlug`, of one of its municipalities, labelled;
   * null when none is held (or the city is unknown). What the calculators fill prices with. */
  placeFuelPrices(uf: string, citySlug?: string | null): Promise<PlaceFuelPrices | null>;
  /** A state's surveyed municipalities (name and slug), for a calculator's city choice. */
  fuelCities(uf: string): Promise<{ name: string; slug: string }[]>;
  /** Why there are no prices (the ANP source's state). */
  fuelDataStatus(): Promise<FuelDataStatus>;
  /** The fuel price pages that have data, each with its newest week's end. */
  fuelSitemap(): Promise<FuelSitemapEntry[]>;
  loanRate(): Promise<LoanRate | null>;
  ipcaBetween(from: string, to: string): Promise<IpcaSpan | null>;
}

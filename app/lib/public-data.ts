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

/** What a price is per: GNV is sold by the cubic metre. */
export const FUEL_UNITS: Record<FuelKey, string> = {
  gasolina: "litro",
  gasolina_aditivada: "litro",
  etanol: "litro",
  diesel: "litro",
  diesel_s10: "litro",
  gnv: "m³",
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
  municipio: string;
  prices: Partial<Record<FuelKey, { price: number; stations: number }>>;
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
};

/** What pages read (context.services.publicData); every method answers null or empty, never
 * throws, when nothing is held or the database fails: fields are then left blank. */
export interface PublicDataService {
  fuelPrices(uf: string): Promise<StateFuelPrices | null>;
  allFuelPrices(): Promise<{ states: StateFuelPrices[]; updatedAt: string | null }>;
  fuelState(uf: string): Promise<FuelStatePage>;
  loanRate(): Promise<LoanRate | null>;
  ipcaBetween(from: string, to: string): Promise<IpcaSpan | null>;
}

// The fuel price pages' addresses and their share cards (og:image): what each card says and
// where its PNG lives. /precos-combustiveis has a fixed card drawn at build (scripts/share-images.ts); a state's page
// has one drawn by the server from the state's newest ANP week (server/public-data/image-routes.ts),
// or saying plainly that no week is held yet. Pure: no React, no I/O.
import { formatBRL } from "../../lib/format.ts";
import {
  FUEL_LABELS,
  weekLabel,
  type FuelKey,
  type FuelWeekPrice,
  type StateFuelPrices,
} from "../../lib/public-data.ts";
import { SITE } from "../../lib/site.ts";
import { stateName } from "../../lib/states.ts";

export const FUEL_PRICES_PATH = "/precos-combustiveis";
export const statePricesPath = (uf: string) => `${FUEL_PRICES_PATH}/${uf.toLowerCase()}`;
/** A municipality's page: /precos-combustiveis/sp/campinas. */
export const cityPricesPath = (uf: string, slug: string) => `${statePricesPath(uf)}/${slug}`;
/** A state's card: /precos-combustiveis/imagem/sp.png (drawn on first request, then kept). */
export const stateImagePath = (uf: string) => `${FUEL_PRICES_PATH}/imagem/${uf.toLowerCase()}.png`;
/** A municipality's card: /precos-combustiveis/imagem/sp/campinas.png. */
export const cityImagePath = (uf: string, slug: string) => `${FUEL_PRICES_PATH}/imagem/${uf.toLowerCase()}/${slug}.png`;
/** The fuel price pages that have data, with their newest week (served by the server). */
export const FUEL_SITEMAP_PATH = "/sitemap-precos-combustiveis.xml";

export type FuelCardText = { eyebrow: string; title: string; subtitle: string };

/** The national page's card (fixed: drawn at build time). */
export const FUEL_PRICES_CARD = {
  eyebrow: "Preços da ANP",
  title: "Gasolina, etanol e diesel: o preço médio em cada estado",
} as const;

/** The products a state's card names, in this order (GNV is left to the page: few states sell it). */
const CARD_FUELS: FuelKey[] = ["gasolina", "etanol", "diesel_s10"];

/**
 * A state's card: its name, this week's means of gasoline, ethanol and diesel S10 with the
 * week's dates; without a week held, a card that says so (never invented figures).
 */
export function stateCardText(uf: string, prices: StateFuelPrices | null): FuelCardText {
  const name = stateName(uf) ?? uf;
  const title = `${name} (${uf}): preço dos combustíveis`;
  const held = CARD_FUELS.flatMap((key) => {
    const week = prices?.prices[key];
    return week ? [{ key, week }] : [];
  });
  if (!held.length) {
    return { eyebrow: "Preços da ANP", title, subtitle: "Médias semanais da ANP: ainda sem dados deste estado" };
  }
  const newest = held.reduce((a, b) => (b.week.weekStart > a.week.weekStart ? b : a)).week;
  return {
    eyebrow: `Média ANP, ${weekLabel(newest)}`,
    title,
    subtitle: held
      .filter((h) => h.week.weekStart === newest.weekStart)
      .map(({ key, week }) => `${FUEL_LABELS[key].replace(" comum", "")} ${formatBRL(week.price)}`)
      .join(" · "),
  };
}

/**
 * A municipality's card: its name and state, this week's means of gasoline, ethanol and diesel
 * S10 with the week's dates (the page exists only with a week held).
 */
export function cityCardText(name: string, uf: string, prices: Partial<Record<FuelKey, FuelWeekPrice>>): FuelCardText {
  const held = CARD_FUELS.flatMap((key) => (prices[key] ? [{ key, week: prices[key] }] : []));
  const title = `${name} (${uf}): preço dos combustíveis`;
  if (!held.length) return { eyebrow: "Preços da ANP", title, subtitle: "Médias semanais da ANP" };
  const newest = held.reduce((a, b) => (b.week.weekStart > a.week.weekStart ? b : a)).week;
  return {
    eyebrow: `Média ANP, ${weekLabel(newest)}`,
    title,
    subtitle: held
      .filter((h) => h.week.weekStart === newest.weekStart)
      .map(({ key, week }) => `${FUEL_LABELS[key].replace(" comum", "")} ${formatBRL(week.price)}`)
      .join(" · "),
  };
}

/** og:image:alt of a card. */
export function cardAlt({ title, subtitle }: FuelCardText): string {
  return `${SITE.name} — ${title}: ${subtitle}`;
}

/** og:image:alt of a state's card. */
export function stateCardAlt(uf: string, prices: StateFuelPrices | null): string {
  const { title, subtitle } = stateCardText(uf, prices);
  return `${SITE.name} — ${title}: ${subtitle}`;
}

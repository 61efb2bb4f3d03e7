// What the catalog's brand, model and type pages are rendered with (/fipe/{tipo},
// /fipe/{tipo}/{marca}, /fipe/{tipo}/{marca}/{modelo}), and their pure helpers: models grouped
// into families (the first word of the name), a price range, the 12-month change of a model
// year, the cost of one more year of age. The server fills the types (server/fipe/catalog/
// brand-pages.ts) with every path written; the pages only show them. Pure.

import { formatBRL, formatCount } from "../format.ts";
import { VEHICLE_TYPE_LABELS, type VehicleType } from "./fipe-types.ts";
import { brandAndModel } from "./vehicle-meta.ts";

/** A month the page's prices are from: "2026-11", "novembro de 2026". */
export type CatalogPageMonth = { value: string; label: string };

/** A model of the brand in the month: its versions are its model years priced that month. */
export type BrandModel = {
  codigo: string;
  nome: string;
  /** The model's page. */
  path: string;
  /** Model years priced in the month. */
  years: number;
  minCents: number;
  maxCents: number;
};

export type ModelFamily = {
  /** "Argo", the first word of its models' names. */
  name: string;
  models: BrandModel[];
  minCents: number;
  maxCents: number;
};

/** One of the brand's most looked-up vehicles, named from the price the catalog holds. */
export type PopularVehicle = { name: string; valor: string; path: string };

export type BrandPageData = {
  tipo: VehicleType;
  marca: { codigo: string; nome: string };
  path: string;
  typePath: string;
  month: CatalogPageMonth;
  families: ModelFamily[];
  popular: PopularVehicle[];
  imagePath: string;
};

export type PriceChange = { cents: number; ratio: number; since: string };

export type ModelYearRow = {
  codigo: string;
  /** "2020 Gasolina", "Zero Km Diesel" */
  nome: string;
  /** 2020; 32000 for zero km. */
  modelYear: number;
  fuel: string;
  valor: string;
  cents: number;
  /** Newest month against exactly 12 months before; null unless both are held. */
  change: PriceChange | null;
  path: string;
  codigoFipe: string | null;
};

export type ModelPageData = {
  tipo: VehicleType;
  marca: { codigo: string; nome: string; path: string };
  modelo: { codigo: string; nome: string };
  path: string;
  typePath: string;
  month: CatalogPageMonth;
  /** The month 12 months before, the changes are measured from. */
  monthBefore: CatalogPageMonth;
  /** Newest model year first (zero km on top). */
  years: ModelYearRow[];
  imagePath: string;
};

export type TypeBrand = { codigo: string; nome: string; path: string };

export type TypePageData = { tipo: VehicleType; path: string; month: CatalogPageMonth; brands: TypeBrand[] };

export const ZERO_KM_YEAR = 32000;

/** The model's family: the first word of its name ("Argo 1.0 Flex" → "Argo"). */
export function familyName(modelName: string): string {
  return modelName.trim().split(/\s+/)[0] ?? "";
}

const byName = (a: string, b: string) => a.localeCompare(b, "pt-BR", { sensitivity: "base", numeric: true });

/**
 * Models grouped by family, families and models in alphabetical order. The family's key ignores
 * case ("ARGO" and "Argo" are one family), named as its first model (alphabetically) writes it.
 */
export function groupFamilies(models: BrandModel[]): ModelFamily[] {
  const families = new Map<string, BrandModel[]>();
  for (const model of [...models].sort((a, b) => byName(a.nome, b.nome) || byName(a.codigo, b.codigo))) {
    const key = familyName(model.nome).toLocaleLowerCase("pt-BR");
    const list = families.get(key);
    if (list) list.push(model);
    else families.set(key, [model]);
  }
  return [...families.values()]
    .map((list) => ({
      name: familyName(list[0]!.nome),
      models: list,
      minCents: Math.min(...list.map((m) => m.minCents)),
      maxCents: Math.max(...list.map((m) => m.maxCents)),
    }))
    .sort((a, b) => byName(a.name, b.name));
}

/** The change from `beforeCents` (the month `since`) to `nowCents`; null without a price before. */
export function priceChange(nowCents: number, beforeCents: number | null, since: string): PriceChange | null {
  if (!beforeCents || beforeCents <= 0 || nowCents <= 0) return null;
  return { cents: nowCents - beforeCents, ratio: nowCents / beforeCents - 1, since };
}

/** "2026-11" → "2025-11": the month a 12-month change is measured from. */
export function monthYearBefore(month: string): string {
  const [year, mm] = month.split("-");
  return `${Number(year) - 1}-${mm}`;
}

export type AgePoint = { modelYear: number; cents: number };
export type AgeCost = {
  /** The fuel of the series drawn (the one with most model years). */
  fuel: string;
  /** Oldest model year first; zero km left out (it has no age). */
  points: AgePoint[];
  /** Average change in value for one more year of age (compound; -0.08 = 8 % less); null under 2 years. */
  perYear: number | null;
};

/**
 * Price by model year for the chart: one series, the fuel with most model years (the same
 * model year in two fuels is two prices), and what one more year of age costs on average
 * (from the newest to the oldest model year of the series, compound). Null when no model year.
 */
export function ageCost(years: Pick<ModelYearRow, "modelYear" | "fuel" | "cents">[]): AgeCost | null {
  const byFuel = new Map<string, AgePoint[]>();
  for (const y of years) {
    if (y.modelYear === ZERO_KM_YEAR || y.cents <= 0) continue;
    const list = byFuel.get(y.fuel) ?? [];
    if (!list.some((p) => p.modelYear === y.modelYear)) list.push({ modelYear: y.modelYear, cents: y.cents });
    byFuel.set(y.fuel, list);
  }
  let best: [string, AgePoint[]] | null = null;
  for (const entry of byFuel) if (!best || entry[1].length > best[1].length) best = entry;
  if (!best) return null;
  const points = best[1].sort((a, b) => a.modelYear - b.modelYear);
  const oldest = points[0]!;
  const newest = points.at(-1)!;
  const span = newest.modelYear - oldest.modelYear;
  return {
    fuel: best[0],
    points,
    perYear: span > 0 ? Math.pow(oldest.cents / newest.cents, 1 / span) - 1 : null,
  };
}

/** Cents as reais in pt-BR: 8662500 → "R$ 86.625,00". */
export function centsBRL(cents: number): string {
  return formatBRL(cents / 100);
}

/** "de R$ 50.000,00 a R$ 60.000,00", or the one price when both ends are equal. */
export function priceRange(minCents: number, maxCents: number): string {
  return minCents === maxCents ? centsBRL(minCents) : `de ${centsBRL(minCents)} a ${centsBRL(maxCents)}`;
}

/** "1 versão", "8 versões"; "1 ano-modelo", "12 anos-modelo". */
export function countOf(n: number, one: string, many: string): string {
  return formatCount(n, one, many);
}

/** "Fiat Argo 1.0" (the brand is left out when the model already starts with it). */
export function modelTitle(page: Pick<ModelPageData, "marca" | "modelo">): string {
  return brandAndModel(page.marca.nome, page.modelo.nome);
}

export const brandModelCount = (page: Pick<BrandPageData, "families">) =>
  page.families.reduce((n, f) => n + f.models.length, 0);

/** The brand's share card: its name, how many models and families, the month. */
export function brandCardText(page: BrandPageData): { title: string; subtitle: string } {
  return {
    title: `Tabela FIPE ${page.marca.nome}`,
    subtitle: `${countOf(brandModelCount(page), "versão", "versões")} em ${countOf(page.families.length, "família", "famílias")} · ${page.month.label}`,
  };
}

/** The model's share card: its name, how many model years, their range, the month. */
export function modelCardText(page: ModelPageData): { title: string; subtitle: string } {
  const cents = page.years.map((y) => y.cents);
  return {
    title: modelTitle(page),
    // "R$" kept with its number when the line wraps.
    subtitle: `${countOf(page.years.length, "ano-modelo", "anos-modelo")}, ${priceRange(Math.min(...cents), Math.max(...cents)).replace(/R\$ /g, "R$\u00a0")} · ${page.month.label}`,
  };
}

export type Crumb = { name: string; path: string };

/** The breadcrumb's JSON-LD (BreadcrumbList), with absolute addresses. */
export function breadcrumbJsonLd(crumbs: Crumb[], url: (path: string) => string) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((c, i) => ({ "@type": "ListItem", position: i + 1, name: c.name, item: url(c.path) })),
  };
}

/** Início › Tabela FIPE › Carros [› Fiat [› Argo 1.0]]. */
export function catalogCrumbs(type: VehicleType, typePath: string, brand?: Crumb, model?: Crumb): Crumb[] {
  return [
    { name: "Início", path: "/" },
    { name: "Tabela FIPE", path: "/fipe" },
    { name: VEHICLE_TYPE_LABELS[type].plural, path: typePath },
    ...(brand ? [brand] : []),
    ...(model ? [model] : []),
  ];
}

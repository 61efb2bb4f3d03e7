// What the catalog's brand, model and type pages are rendered with (app/routes/fipe-marca.tsx,
// fipe-modelo.tsx, fipe-tipo.tsx): the newest month the catalog holds prices of the brand in
// (the newest reference month, else the one before while a new month's sync is under way),
// the brand's models in that month grouped into families, a model's years with their price and
// 12-month change, a type's brands. Every query starts from a primary-key prefix (type, brand,
// model) and probes prices by their whole key and month, so its cost follows the size of one
// brand, not of the catalog. null: the catalog holds nothing there (the page answers 404).
import { and, count, desc, eq, exists, inArray, isNotNull, max, min, sql } from "drizzle-orm";
import {
  groupFamilies,
  monthYearBefore,
  priceChange,
  type BrandModel,
  type BrandPageData,
  type CatalogPageMonth,
  type ModelPageData,
  type ModelYearRow,
  type PopularVehicle,
  type TypePageData,
} from "#app/lib/fipe/catalog-pages.ts";
import type { VehicleType } from "#app/lib/fipe/fipe-types.ts";
import { canonicalVehiclePath, catalogVehicleNames, catalogYearName, vehicleName } from "#app/lib/fipe/vehicle-meta.ts";
import { brandPath, modelPath } from "#app/lib/fipe/vehicle-path.ts";
import { alias } from "drizzle-orm/pg-core";
import {
  fipeBrands,
  fipeConsultations,
  fipeModels,
  fipeModelYears,
  fipePrices,
  fipeReferenceMonths,
} from "../../db/schema.ts";
import { sameModelYear } from "./keys.ts";
import type { CatalogStore, PriceFields } from "./store.ts";
import { labelOfMonth } from "./text.ts";

type Store = Pick<CatalogStore, "db">;

/** How many of the brand's most looked-up vehicles the page lists. */
export const POPULAR_LIMIT = 6;
/** Reference months tried, newest first (a new month is synced brand by brand). */
const MONTHS_TRIED = 2;

export const typePath = (type: VehicleType) => `/fipe/${type}`;
export const brandImagePath = (type: VehicleType, brand: string) => `/fipe/imagem/${type}/${brand}.png`;
export const modelImagePath = (type: VehicleType, brand: string, model: string) =>
  `/fipe/imagem/${type}/${brand}/${model}.png`;

async function newestMonths(store: Store): Promise<CatalogPageMonth[]> {
  const months = fipeReferenceMonths;
  const rows = await store.db
    .select({ month: months.month })
    .from(months)
    .where(isNotNull(months.code))
    .orderBy(desc(months.month))
    .limit(MONTHS_TRIED);
  return rows.map((r) => ({ value: r.month, label: labelOfMonth(r.month) }));
}

/** The first of the newest months in which `read` finds something. */
async function inNewestMonth<T>(store: Store, read: (month: CatalogPageMonth) => Promise<T | null>): Promise<T | null> {
  for (const month of await newestMonths(store)) {
    const found = await read(month);
    if (found) return found;
  }
  return null;
}

/** How long a brand's most looked-up list is kept: counting a brand's lookups reads every one
 * of its rows (≈90 ms for 200,000), and the ranking moves slowly. */
export const POPULAR_TTL_MS = 60 * 60 * 1000;
const popularCache = new WeakMap<object, Map<string, { expires: number; value: Promise<PopularVehicle[]> }>>();

/** popularVehicles, kept an hour per database, brand and month. */
function keptPopularVehicles(store: Store, type: VehicleType, brand: string, month: string) {
  let byKey = popularCache.get(store.db);
  if (!byKey) popularCache.set(store.db, (byKey = new Map()));
  const key = `${type}/${brand}/${month}`;
  const held = byKey.get(key);
  if (held && held.expires > Date.now()) return held.value;
  if (byKey.size > 2000) byKey.clear();
  const value = popularVehicles(store, type, brand, month);
  byKey.set(key, { expires: Date.now() + POPULAR_TTL_MS, value });
  value.catch(() => byKey.delete(key)); // a failed read is not kept
  return value;
}

/** The brand's most looked-up vehicles priced in the month, named from that price. */
async function popularVehicles(
  store: Store,
  type: VehicleType,
  brand: string,
  month: string,
): Promise<PopularVehicle[]> {
  // Anyone can write a consultation row with any codes: it only ranks; what is shown (names,
  // price, path) comes from the catalog's own price, and rows without one are left out.
  const c = fipeConsultations;
  const y = fipeModelYears;
  const p = fipePrices;
  const lookups = count();
  const lastLookup = max(c.createdAt);
  const looked = store.db
    .select({
      modelCode: c.codigoModelo,
      yearCode: c.codigoAno,
      lookups: lookups.as("lookups"),
      lastLookup: lastLookup.as("last_lookup"),
    })
    .from(c)
    .where(and(eq(c.tipoVeiculo, type), eq(c.codigoMarca, brand), isNotNull(c.codigoModelo), isNotNull(c.codigoAno)))
    .groupBy(c.codigoModelo, c.codigoAno)
    .orderBy(desc(lookups), desc(lastLookup))
    .limit(50)
    .as("c");
  const rows = await store.db
    .select({
      modelCode: y.modelCode,
      yearCode: y.yearCode,
      modelYear: y.modelYear,
      priceFields: y.priceFields,
      valor: p.valor,
    })
    .from(looked)
    .innerJoin(
      y,
      and(eq(y.type, type), eq(y.brandCode, brand), eq(y.modelCode, looked.modelCode), eq(y.yearCode, looked.yearCode)),
    )
    .innerJoin(p, and(sameModelYear(p, y), eq(p.month, month), isNotNull(p.valor)))
    .where(isNotNull(y.priceFields))
    .orderBy(desc(looked.lookups), desc(looked.lastLookup))
    .limit(POPULAR_LIMIT);
  return rows.map((r) => {
    const codes = { type, brand, model: r.modelCode, year: r.yearCode };
    const fields = r.priceFields as Partial<PriceFields> | null;
    const names = catalogVehicleNames({
      brand: fields?.Marca,
      model: fields?.Modelo,
      fuel: fields?.Combustivel,
      modelYear: r.modelYear,
    });
    return { name: vehicleName(names), valor: r.valor!, path: canonicalVehiclePath({ codes, ...names }) };
  });
}

/** The brand's models priced in the newest month it is held in, grouped into families. */
export async function brandPage(store: Store, type: VehicleType, brand: string): Promise<BrandPageData | null> {
  return inNewestMonth(store, async (month) => {
    const y = fipeModelYears;
    const p = fipePrices;
    const m = fipeModels;
    const b = fipeBrands;
    // Aggregated first (a hash over the brand's model-years), then named: sorting the joined
    // rows by model code cost twice as much on a 5,000 model-year brand.
    const perModel = store.db
      .select({
        modelCode: y.modelCode,
        priceModel: sql<string | null>`max(${y.priceFields}->>'Modelo')`.as("price_model"),
        priceBrand: sql<string | null>`max(${y.priceFields}->>'Marca')`.as("price_brand"),
        years: sql<number>`count(*)::int`.as("years"),
        minCents: min(p.valueCents).as("min_cents"),
        maxCents: max(p.valueCents).as("max_cents"),
      })
      .from(y)
      .innerJoin(p, and(sameModelYear(p, y), eq(p.month, month.value), isNotNull(p.valueCents)))
      .where(and(eq(y.type, type), eq(y.brandCode, brand)))
      .groupBy(y.modelCode)
      .as("a");
    const rows = await store.db
      .select({
        modelCode: perModel.modelCode,
        modelName: sql<string | null>`coalesce(${perModel.priceModel}, ${m.name})`,
        brandName: sql<string | null>`coalesce(${perModel.priceBrand}, ${b.name})`,
        years: perModel.years,
        minCents: perModel.minCents,
        maxCents: perModel.maxCents,
      })
      .from(perModel)
      .leftJoin(m, and(eq(m.type, type), eq(m.brandCode, brand), eq(m.code, perModel.modelCode)))
      .leftJoin(b, and(eq(b.type, type), eq(b.code, brand)));
    if (!rows.length) return null;
    const brandName = rows.find((r) => r.brandName)?.brandName ?? brand;
    const models: BrandModel[] = rows.map((r) => {
      const nome = r.modelName ?? r.modelCode;
      return {
        codigo: r.modelCode,
        nome,
        path: modelPath({ type, brand, model: r.modelCode }, { brand: brandName, model: nome }),
        years: r.years,
        minCents: Number(r.minCents),
        maxCents: Number(r.maxCents),
      };
    });
    return {
      tipo: type,
      marca: { codigo: brand, nome: brandName },
      path: brandPath(type, brand, brandName),
      typePath: typePath(type),
      month,
      families: groupFamilies(models),
      popular: await keptPopularVehicles(store, type, brand, month.value),
      imagePath: brandImagePath(type, brand),
    };
  });
}

/** Every model year of a model priced in the newest month it is held in, with its 12-month change. */
export async function modelPage(
  store: Store,
  type: VehicleType,
  brand: string,
  model: string,
): Promise<ModelPageData | null> {
  return inNewestMonth(store, async (month) => {
    const before = monthYearBefore(month.value);
    const y = fipeModelYears;
    const p = fipePrices;
    const before12 = alias(fipePrices, "b12");
    const m = fipeModels;
    const b = fipeBrands;
    const rows = await store.db
      .select({
        yearCode: y.yearCode,
        name: y.name,
        modelYear: y.modelYear,
        fuel: y.fuel,
        codigoFipe: y.codigoFipe,
        priceFields: y.priceFields,
        valor: p.valor,
        cents: p.valueCents,
        beforeCents: before12.valueCents,
        brandName: b.name,
        modelName: m.name,
      })
      .from(y)
      .innerJoin(p, and(sameModelYear(p, y), eq(p.month, month.value), isNotNull(p.valueCents)))
      .leftJoin(before12, and(sameModelYear(before12, y), eq(before12.month, before)))
      .leftJoin(m, and(eq(m.type, y.type), eq(m.brandCode, y.brandCode), eq(m.code, y.modelCode)))
      .leftJoin(b, and(eq(b.type, y.type), eq(b.code, y.brandCode)))
      .where(and(eq(y.type, type), eq(y.brandCode, brand), eq(y.modelCode, model)))
      .orderBy(desc(y.modelYear), y.yearCode);
    if (!rows.length) return null;
    const fieldsOf = (r: (typeof rows)[number]) => r.priceFields as Partial<PriceFields> | null;
    const first = rows.find((r) => r.priceFields) ?? rows[0]!;
    const brandName = fieldsOf(first)?.Marca ?? first.brandName ?? brand;
    const modelName = fieldsOf(first)?.Modelo ?? first.modelName ?? model;
    const beforeLabel = labelOfMonth(before);
    const years = rows.map((r): ModelYearRow => {
      const fields = fieldsOf(r);
      const fuel = fields?.Combustivel;
      const nome = catalogYearName(r.modelYear, fuel, r.name);
      const cents = r.cents!;
      const codes = { type, brand, model, year: r.yearCode };
      return {
        codigo: r.yearCode,
        nome,
        modelYear: r.modelYear,
        fuel: fuel ?? r.fuel,
        valor: r.valor!,
        cents,
        change: priceChange(cents, r.beforeCents, beforeLabel),
        path: canonicalVehiclePath({
          codes,
          brand: fields?.Marca ?? brandName,
          model: fields?.Modelo ?? modelName,
          year: nome,
        }),
        codigoFipe: r.codigoFipe,
      };
    });
    return {
      tipo: type,
      marca: { codigo: brand, nome: brandName, path: brandPath(type, brand, brandName) },
      modelo: { codigo: model, nome: modelName },
      path: modelPath({ type, brand, model }, { brand: brandName, model: modelName }),
      typePath: typePath(type),
      month,
      monthBefore: { value: before, label: beforeLabel },
      years,
      imagePath: modelImagePath(type, brand, model),
    };
  });
}

/** The type's brands with a price in one of the newest months held (as their pages), alphabetical. */
export async function typePage(store: Store, type: VehicleType): Promise<TypePageData | null> {
  const months = await newestMonths(store);
  const newest = months[0];
  if (!newest) return null;
  // One probe per brand: its price rows are found by the (type, brand) prefix of their key.
  const b = fipeBrands;
  const p = fipePrices;
  const priced = store.db
    .select({ one: sql`1` })
    .from(p)
    .where(
      and(
        eq(p.type, b.type),
        eq(p.brandCode, b.code),
        inArray(
          p.month,
          months.map((m) => m.value),
        ),
        isNotNull(p.valueCents),
      ),
    );
  const rows = await store.db
    .select({ code: b.code, name: b.name })
    .from(b)
    .where(and(eq(b.type, type), exists(priced)));
  if (!rows.length) return null;
  const brands = rows
    .map((r) => ({ codigo: r.code, nome: r.name, path: brandPath(type, r.code, r.name) }))
    .sort((a, b) => a.nome.localeCompare(b.nome, "pt-BR", { sensitivity: "base", numeric: true }));
  return { tipo: type, path: typePath(type), month: newest, brands };
}

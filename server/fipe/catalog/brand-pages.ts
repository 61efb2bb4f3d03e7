// What the catalog's brand, model and type pages are rendered with (app/routes/fipe-marca.tsx,
// fipe-modelo.tsx, fipe-tipo.tsx): the newest month the catalog holds prices of the brand in
// (the newest reference month, else the one before while a new month's sync is under way),
// the brand's models in that month grouped into families, a model's years with their price and
// 12-month change, a type's brands. Every query starts from a primary-key prefix (type, brand,
// model) and probes prices by their whole key and month, so its cost follows the size of one
// brand, not of the catalog. null: the catalog holds nothing there (the page answers 404).
import { sql } from "drizzle-orm";
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
import { rowsOf } from "../../db/rows.ts";
import type { CatalogStore } from "./store.ts";
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
  const rows = await rowsOf<{ month: string }>(
    store.db,
    sql`select month from fipe_reference_months where code is not null order by month desc limit ${MONTHS_TRIED}`,
  );
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
  const rows = await rowsOf<{
    model_code: string;
    year_code: string;
    model_year: number;
    price_fields: { Marca?: string; Modelo?: string; Combustivel?: string } | null;
    valor: string;
  }>(
    store.db,
    sql`select y.model_code, y.year_code, y.model_year, y.price_fields, p.valor
        from (
          select codigo_modelo, codigo_ano, count(*) as lookups, max(created_at) as last_lookup
          from fipe_consultations
          where tipo_veiculo = ${type} and codigo_marca = ${brand}
            and codigo_modelo is not null and codigo_ano is not null
          group by codigo_modelo, codigo_ano
          order by lookups desc, last_lookup desc
          limit 50
        ) c
        join fipe_model_years y on y.type = ${type} and y.brand_code = ${brand}
          and y.model_code = c.codigo_modelo and y.year_code = c.codigo_ano
        join fipe_prices p on p.type = y.type and p.brand_code = y.brand_code and p.model_code = y.model_code
          and p.year_code = y.year_code and p.month = ${month} and p.valor is not null
        where y.price_fields is not null
        order by c.lookups desc, c.last_lookup desc
        limit ${POPULAR_LIMIT}`,
  );
  return rows.map((r) => {
    const codes = { type, brand, model: r.model_code, year: r.year_code };
    const names = catalogVehicleNames({
      brand: r.price_fields?.Marca,
      model: r.price_fields?.Modelo,
      fuel: r.price_fields?.Combustivel,
      modelYear: r.model_year,
    });
    return { name: vehicleName(names), valor: r.valor, path: canonicalVehiclePath({ codes, ...names }) };
  });
}

/** The brand's models priced in the newest month it is held in, grouped into families. */
export async function brandPage(store: Store, type: VehicleType, brand: string): Promise<BrandPageData | null> {
  return inNewestMonth(store, async (month) => {
    const rows = await rowsOf<{
      model_code: string;
      model_name: string | null;
      brand_name: string | null;
      years: number;
      min_cents: string | number;
      max_cents: string | number;
    }>(
      store.db,
      // Aggregated first (a hash over the brand's model-years), then named: sorting the joined
      // rows by model code cost twice as much on a 5,000 model-year brand.
      sql`select a.model_code, coalesce(a.price_model, m.name) as model_name,
            coalesce(a.price_brand, b.name) as brand_name, a.years, a.min_cents, a.max_cents
          from (
            select y.model_code, max(y.price_fields->>'Modelo') as price_model,
              max(y.price_fields->>'Marca') as price_brand, count(*)::int as years,
              min(p.value_cents) as min_cents, max(p.value_cents) as max_cents
            from fipe_model_years y
            join fipe_prices p on p.type = y.type and p.brand_code = y.brand_code and p.model_code = y.model_code
              and p.year_code = y.year_code and p.month = ${month.value} and p.value_cents is not null
            where y.type = ${type} and y.brand_code = ${brand}
            group by y.model_code
          ) a
          left join fipe_models m on m.type = ${type} and m.brand_code = ${brand} and m.code = a.model_code
          left join fipe_brands b on b.type = ${type} and b.code = ${brand}`,
    );
    if (!rows.length) return null;
    const brandName = rows.find((r) => r.brand_name)?.brand_name ?? brand;
    const models: BrandModel[] = rows.map((r) => {
      const nome = r.model_name ?? r.model_code;
      return {
        codigo: r.model_code,
        nome,
        path: modelPath({ type, brand, model: r.model_code }, { brand: brandName, model: nome }),
        years: Number(r.years),
        minCents: Number(r.min_cents),
        maxCents: Number(r.max_cents),
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
    const rows = await rowsOf<{
      year_code: string;
      name: string;
      model_year: number;
      fuel: string;
      codigo_fipe: string | null;
      price_fields: { Marca?: string; Modelo?: string; Combustivel?: string } | null;
      valor: string;
      cents: string | number;
      before_cents: string | number | null;
      brand_name: string | null;
      model_name: string | null;
    }>(
      store.db,
      sql`select y.year_code, y.name, y.model_year, y.fuel, y.codigo_fipe, y.price_fields, p.valor,
            p.value_cents as cents, b12.value_cents as before_cents, b.name as brand_name, m.name as model_name
          from fipe_model_years y
          join fipe_prices p on p.type = y.type and p.brand_code = y.brand_code and p.model_code = y.model_code
            and p.year_code = y.year_code and p.month = ${month.value} and p.value_cents is not null
          left join fipe_prices b12 on b12.type = y.type and b12.brand_code = y.brand_code
            and b12.model_code = y.model_code and b12.year_code = y.year_code and b12.month = ${before}
          left join fipe_models m on m.type = y.type and m.brand_code = y.brand_code and m.code = y.model_code
          left join fipe_brands b on b.type = y.type and b.code = y.brand_code
          where y.type = ${type} and y.brand_code = ${brand} and y.model_code = ${model}
          order by y.model_year desc, y.year_code`,
    );
    if (!rows.length) return null;
    const first = rows.find((r) => r.price_fields) ?? rows[0]!;
    const brandName = first.price_fields?.Marca ?? first.brand_name ?? brand;
    const modelName = first.price_fields?.Modelo ?? first.model_name ?? model;
    const beforeLabel = labelOfMonth(before);
    const years = rows.map((r): ModelYearRow => {
      const fuel = r.price_fields?.Combustivel;
      const nome = catalogYearName(r.model_year, fuel, r.name);
      const cents = Number(r.cents);
      const codes = { type, brand, model, year: r.year_code };
      return {
        codigo: r.year_code,
        nome,
        modelYear: r.model_year,
        fuel: fuel ?? r.fuel,
        valor: r.valor,
        cents,
        change: priceChange(cents, r.before_cents === null ? null : Number(r.before_cents), beforeLabel),
        path: canonicalVehiclePath({
          codes,
          brand: r.price_fields?.Marca ?? brandName,
          model: r.price_fields?.Modelo ?? modelName,
          year: nome,
        }),
        codigoFipe: r.codigo_fipe,
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
  const rows = await rowsOf<{ code: string; name: string }>(
    store.db,
    sql`select b.code, b.name from fipe_brands b
        where b.type = ${type} and exists (
          select 1 from fipe_prices p where p.type = b.type and p.brand_code = b.code
            and p.month in (${sql.join(
              months.map((m) => sql`${m.value}`),
              sql`, `,
            )}) and p.value_cents is not null)`,
  );
  if (!rows.length) return null;
  const brands = rows
    .map((r) => ({ codigo: r.code, nome: r.name, path: brandPath(type, r.code, r.name) }))
    .sort((a, b) => a.nome.localeCompare(b.nome, "pt-BR", { sensitivity: "base", numeric: true }));
  return { tipo: type, path: typePath(type), month: newest, brands };
}

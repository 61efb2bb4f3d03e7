// The FIPE catalog's tables (migration 0007): what the catalog holds and how it is written.
// Lists are kept as read in each reference month (fipe_catalog_lists) and also spread into
// brands, models and model-years (with their search text); prices are one row per model-year
// and month, a row without a value meaning "not listed that month". Every write is one
// transaction, so a key is either stored whole or not at all (the sync resumes on that).
import { and, count, desc, eq, inArray, isNotNull, max, ne, or, sql } from "drizzle-orm";
import type { FipeOption, FipeResult, VehicleType } from "#app/lib/fipe/fipe-types.ts";
import type { Db } from "../../db/client.ts";
import { columnRowsOf, type DbOrTx } from "../../db/rows.ts";
import {
  fipeBrands,
  fipeCatalogLists,
  fipeModels,
  fipeModelYears,
  fipePrices,
  fipeReferenceMonths,
} from "../../db/schema.ts";
import type { FipeRequest } from "../paths.ts";
import type { FipeReference } from "../references.ts";
import type { VehicleKey } from "../upstreams/types.ts";
import { isVehicle, sameModelYear } from "./keys.ts";
import { centsOf, labelOfMonth, monthOfLabel, searchText, searchWords, yearParts } from "./text.ts";

export type ListKind = "brands" | "models" | "years";
export type CatalogMonth = { month: string; code: number | null; label: string };
export type PriceFields = Omit<FipeResult, "Valor" | "MesReferencia">;
/** A price the catalog holds for a month: the answer, or "not listed that month". */
export type HeldPrice = { listed: true; result: FipeResult } | { listed: false };
export type PriceSource = "sync" | "proxy" | "import";

/** A list's codes: a type's brands; a brand's models; a model's years. */
export type ListKey = { type: VehicleType; brand?: string; model?: string };

export function listPath(type: VehicleType, brand?: string, model?: string): string {
  if (!brand) return `${type}/marcas`;
  if (!model) return `${type}/marcas/${brand}/modelos`;
  return `${type}/marcas/${brand}/modelos/${model}/anos`;
}

function listKind({ brand, model }: ListKey): ListKind {
  return model ? "years" : brand ? "models" : "brands";
}

function priceFieldsOf(result: FipeResult): PriceFields {
  return {
    Marca: result.Marca,
    Modelo: result.Modelo,
    AnoModelo: result.AnoModelo,
    Combustivel: result.Combustivel,
    CodigoFipe: result.CodigoFipe,
  };
}

/** A text[] literal of search words (letters, digits and dots only: nothing to escape). */
export function wordsLiteral(words: string[]): string {
  return `{${words.map((w) => `"${w}"`).join(",")}}`;
}

const CODE_OR_NULL = (code: string) => (/^\d{6}-\d$/.test(code) ? code : null);

export function createCatalogStore(db: Db) {
  const referenceMonths = fipeReferenceMonths;
  const lists = fipeCatalogLists;
  const b = fipeBrands;
  const m = fipeModels;
  const y = fipeModelYears;
  const p = fipePrices;
  /** The newest month FIPE lists (a scalar subquery). */
  const newestMonthQuery = db
    .select({ month: max(referenceMonths.month) })
    .from(referenceMonths)
    .where(isNotNull(referenceMonths.code));

  /** Recomputes the search text of a brand's models (or one model) from the names and years held. */
  async function refreshSearchText(tx: DbOrTx, type: string, brand: string, model?: string) {
    const rows = await tx
      .select({
        code: m.code,
        name: m.name,
        searchText: m.searchText,
        brandName: b.name,
        fuels: sql<string[] | null>`array_remove(array_agg(distinct ${y.fuel}), null)`,
        codes: sql<string[] | null>`array_remove(array_agg(distinct ${y.codigoFipe}), null)`,
      })
      .from(m)
      .leftJoin(b, and(eq(b.type, m.type), eq(b.code, m.brandCode)))
      .leftJoin(y, and(eq(y.type, m.type), eq(y.brandCode, m.brandCode), eq(y.modelCode, m.code)))
      .where(and(eq(m.type, type), eq(m.brandCode, brand), model ? eq(m.code, model) : undefined))
      .groupBy(m.code, m.name, m.searchText, b.name);
    for (const row of rows) {
      const text = searchText({
        brand: row.brandName ?? "",
        model: row.name,
        fuels: row.fuels ?? [],
        codes: row.codes ?? [],
      });
      if (text === row.searchText) continue;
      await tx
        .update(m)
        .set({ searchText: text, searchWords: searchWords(text) })
        .where(and(eq(m.type, type), eq(m.brandCode, brand), eq(m.code, row.code)));
    }
  }

  async function upsertReferences(tx: DbOrTx, refs: FipeReference[]) {
    const rows = refs
      .map((ref) => ({ month: monthOfLabel(ref.mes), code: Number(ref.codigo), label: ref.mes }))
      .filter((row): row is { month: string; code: number; label: string } => row.month !== null);
    if (!rows.length) return;
    // A code moved to another month (never seen, but codes are opaque): free it first.
    await tx
      .update(referenceMonths)
      .set({ code: null })
      .where(or(...rows.map((row) => and(eq(referenceMonths.code, row.code), ne(referenceMonths.month, row.month)))));
    await tx
      .insert(referenceMonths)
      .values(rows)
      .onConflictDoUpdate({
        target: referenceMonths.month,
        set: { code: sql`excluded.code`, label: sql`excluded.label` },
        setWhere: sql`${referenceMonths.code} is distinct from excluded.code or ${referenceMonths.label} is distinct from excluded.label`,
      });
  }

  async function ensureModelYear(tx: DbOrTx, vehicle: VehicleKey, name: string, fields?: PriceFields) {
    const { modelYear, fuelCode, fuel } = yearParts(vehicle.year, name);
    const code = fields ? CODE_OR_NULL(fields.CodigoFipe) : null;
    if (fields) {
      // A price can arrive before its lists (a visitor's link): name brand and model from it.
      await tx.insert(b).values({ type: vehicle.type, code: vehicle.brand, name: fields.Marca }).onConflictDoNothing();
      await tx
        .insert(m)
        .values({ type: vehicle.type, brandCode: vehicle.brand, code: vehicle.model, name: fields.Modelo })
        .onConflictDoNothing();
    }
    await tx
      .insert(y)
      .values({
        type: vehicle.type,
        brandCode: vehicle.brand,
        modelCode: vehicle.model,
        yearCode: vehicle.year,
        name,
        modelYear,
        fuelCode,
        fuel,
        codigoFipe: code,
        priceFields: fields ?? null,
      })
      .onConflictDoUpdate({
        target: [y.type, y.brandCode, y.modelCode, y.yearCode],
        set: {
          codigoFipe: sql`coalesce(excluded.codigo_fipe, ${y.codigoFipe})`,
          priceFields: sql`coalesce(excluded.price_fields, ${y.priceFields})`,
          updatedAt: sql`now()`,
        },
        setWhere: sql`excluded.price_fields is not null and ${y.priceFields} is distinct from excluded.price_fields`,
      });
  }

  return {
    db,

    async newestMonth(): Promise<CatalogMonth | null> {
      const [row] = await db
        .select({ month: referenceMonths.month, code: referenceMonths.code, label: referenceMonths.label })
        .from(referenceMonths)
        .where(eq(referenceMonths.month, newestMonthQuery));
      return row ?? null;
    },

    async months(): Promise<CatalogMonth[]> {
      return db
        .select({ month: referenceMonths.month, code: referenceMonths.code, label: referenceMonths.label })
        .from(referenceMonths)
        .orderBy(desc(referenceMonths.month));
    },

    async monthOfCode(code: string): Promise<string | null> {
      const [row] = await db
        .select({ month: referenceMonths.month })
        .from(referenceMonths)
        .where(eq(referenceMonths.code, Number(code)));
      return row?.month ?? null;
    },

    /** The reference list as FIPE gave it: months and their codes (newest first). */
    async rememberReferences(refs: FipeReference[]): Promise<void> {
      await db.transaction((tx) => upsertReferences(tx, refs));
    },

    /** The newest copy of a list; `current` when it was read in the newest month. */
    async list(path: string): Promise<{ items: FipeOption[]; month: string; current: boolean } | null> {
      const [row] = await db
        .select({
          items: lists.items,
          month: lists.month,
          current: sql<boolean>`coalesce(${lists.month} = ${newestMonthQuery}, false)`,
        })
        .from(lists)
        .where(eq(lists.path, path))
        .orderBy(desc(lists.month))
        .limit(1);
      return row ? { ...row, items: row.items as FipeOption[] } : null;
    },

    async listHeldIn(path: string, month: string): Promise<FipeOption[] | null> {
      const [row] = await db
        .select({ items: lists.items })
        .from(lists)
        .where(and(eq(lists.path, path), eq(lists.month, month)));
      return (row?.items as FipeOption[] | undefined) ?? null;
    },

    /** Stores a list as read in `month`, with its brands, models or model-years. */
    async storeList(list: ListKey, month: string, items: FipeOption[]): Promise<void> {
      const { type, brand, model } = list;
      const kind = listKind(list);
      const path = listPath(type, brand, model);
      await db.transaction(async (tx) => {
        await tx
          .insert(lists)
          .values({ path, month, items })
          .onConflictDoUpdate({
            target: [lists.path, lists.month],
            set: { items: sql`excluded.items`, fetchedAt: sql`now()` },
          });
        if (!items.length) return;
        if (kind === "brands") {
          await tx
            .insert(b)
            .values(items.map((i) => ({ type, code: i.codigo, name: i.nome })))
            .onConflictDoUpdate({
              target: [b.type, b.code],
              set: { name: sql`excluded.name`, updatedAt: sql`now()` },
              setWhere: sql`${b.name} <> excluded.name`,
            });
        } else if (kind === "models") {
          await tx
            .insert(m)
            .values(items.map((i) => ({ type, brandCode: brand!, code: i.codigo, name: i.nome })))
            .onConflictDoUpdate({
              target: [m.type, m.brandCode, m.code],
              set: { name: sql`excluded.name`, updatedAt: sql`now()` },
              setWhere: sql`${m.name} <> excluded.name`,
            });
          await refreshSearchText(tx, type, brand!);
        } else {
          for (const item of items) {
            if (!/^\d{4,5}-\d{1,2}$/.test(item.codigo)) continue;
            await ensureModelYear(tx, { type, brand: brand!, model: model!, year: item.codigo }, item.nome);
          }
          await refreshSearchText(tx, type, brand!, model!);
        }
      });
    },

    /** The price the catalog holds for a model-year in a month; null when it holds none. */
    async price(vehicle: VehicleKey, month: string): Promise<HeldPrice | null> {
      const [row] = await db
        .select({ valor: p.valor, mes: p.mes, priceFields: y.priceFields })
        .from(p)
        .leftJoin(y, sameModelYear(y, p))
        .where(and(isVehicle(p, vehicle), eq(p.month, month)));
      if (!row) return null;
      if (row.valor === null) return { listed: false };
      if (!row.priceFields) return null;
      return {
        listed: true,
        result: {
          Valor: row.valor,
          MesReferencia: row.mes ?? labelOfMonth(month),
          ...(row.priceFields as PriceFields),
        },
      };
    },

    /** The newest price held for a model-year (any month), for when every upstream fails. */
    async newestPrice(vehicle: VehicleKey): Promise<{ month: string; result: FipeResult } | null> {
      const [row] = await db
        .select({ month: p.month, valor: p.valor, mes: p.mes, priceFields: y.priceFields })
        .from(p)
        .innerJoin(y, sameModelYear(y, p))
        .where(and(isVehicle(p, vehicle), isNotNull(p.valor), isNotNull(y.priceFields)))
        .orderBy(desc(p.month))
        .limit(1);
      return row
        ? {
            month: row.month,
            result: {
              Valor: row.valor!,
              MesReferencia: row.mes ?? labelOfMonth(row.month),
              ...(row.priceFields as PriceFields),
            },
          }
        : null;
    },

    /**
     * Stores a model-year's price in a month (null: not listed that month). A sync or import
     * never overwrites a price held; the proxy's live answer for the newest month does.
     */
    async storePrice(
      vehicle: VehicleKey,
      month: string,
      result: FipeResult | null,
      source: PriceSource,
      yearName?: string,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        if (result) {
          const name =
            yearName ??
            `${vehicle.year.split("-")[0]} ${result.Combustivel === "N/A" ? "" : result.Combustivel}`.trim();
          await ensureModelYear(tx, vehicle, name, priceFieldsOf(result));
          await refreshSearchText(tx, vehicle.type, vehicle.brand, vehicle.model);
        }
        const insert = tx.insert(p).values({
          type: vehicle.type,
          brandCode: vehicle.brand,
          modelCode: vehicle.model,
          yearCode: vehicle.year,
          month,
          valueCents: result ? centsOf(result.Valor) : null,
          valor: result?.Valor ?? null,
          mes: result?.MesReferencia ?? null,
          source,
        });
        const key = [p.type, p.brandCode, p.modelCode, p.yearCode, p.month];
        await (source === "proxy"
          ? insert.onConflictDoUpdate({
              target: key,
              set: {
                valueCents: sql`excluded.value_cents`,
                valor: sql`excluded.valor`,
                mes: sql`excluded.mes`,
                source: sql`excluded.source`,
                storedAt: sql`now()`,
              },
              setWhere: sql`${p.valor} is distinct from excluded.valor`,
            })
          : insert.onConflictDoNothing({ target: key }));
      });
    },

    /**
     * Model-years held for a month's sync: those whose price for `month` is not held yet.
     * Raw SQL: the month's year lists are read item by item (jsonb_array_elements, a
     * set-returning function in a lateral join), which the query builder cannot join.
     */
    async pendingPrices(month: string, types: readonly VehicleType[]): Promise<Array<VehicleKey & { name: string }>> {
      const rows = await columnRowsOf(
        db,
        { type: y.type, brandCode: y.brandCode, modelCode: y.modelCode, yearCode: y.yearCode, name: y.name },
        sql`select y.type, y.brand_code, y.model_code, y.year_code, y.name
            from fipe_catalog_lists l
            cross join lateral jsonb_array_elements(l.items) as item
            join fipe_model_years y on l.path = y.type || '/marcas/' || y.brand_code || '/modelos/' || y.model_code || '/anos'
              and y.year_code = item->>'codigo'
            where l.month = ${month} and l.path like '%/anos'
              and y.type in (${sql.join(
                types.map((t) => sql`${t}`),
                sql`, `,
              )})
              and not exists (select 1 from fipe_prices p where p.type = y.type and p.brand_code = y.brand_code
                and p.model_code = y.model_code and p.year_code = y.year_code and p.month = ${month})
            order by y.type, y.brand_code, y.model_code, y.year_code`,
      );
      return rows.map((row) => ({
        type: row.type as VehicleType,
        brand: row.brandCode,
        model: row.modelCode,
        year: row.yearCode,
        name: row.name,
      }));
    },

    async pricesHeldCount(month: string, types: readonly VehicleType[]): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(p)
        .where(and(eq(p.month, month), inArray(p.type, [...types])));
      return row?.n ?? 0;
    },
  };
}

export type CatalogStore = ReturnType<typeof createCatalogStore>;

/** The proxy's requests the catalog can answer: lists by path, prices by vehicle. */
export function vehicleOfPath(request: Extract<FipeRequest, { kind: "price" }>): VehicleKey {
  return { type: request.type, brand: request.brand, model: request.model, year: request.year };
}

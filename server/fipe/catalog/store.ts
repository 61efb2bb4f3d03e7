// The FIPE catalog's tables (migration 0007): what the catalog holds and how it is written.
// Lists are kept as read in each reference month (fipe_catalog_lists) and also spread into
// brands, models and model-years (with their search text); prices are one row per model-year
// and month, a row without a value meaning "not listed that month". Every write is one
// transaction, so a key is either stored whole or not at all (the sync resumes on that).
import { sql } from "drizzle-orm";
import type { FipeOption, FipeResult, VehicleType } from "#app/lib/fipe/fipe-types.ts";
import type { Db } from "../../db/client.ts";
import { rowsOf, type Queryable } from "../../db/rows.ts";
import type { FipeRequest } from "../paths.ts";
import type { FipeReference } from "../references.ts";
import type { VehicleKey } from "../upstreams/types.ts";
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
  const newestMonthQuery = sql`(select max("month") from fipe_reference_months where code is not null)`;

  /** Recomputes the search text of a brand's models (or one model) from the names and years held. */
  async function refreshSearchText(tx: Queryable, type: string, brand: string, model?: string) {
    const rows = await rowsOf<{
      code: string;
      name: string;
      search_text: string;
      brand_name: string | null;
      fuels: string[] | null;
      codes: string[] | null;
    }>(
      tx,
      sql`select m.code, m.name, m.search_text, b.name as brand_name,
            array_remove(array_agg(distinct y.fuel), null) as fuels,
            array_remove(array_agg(distinct y.codigo_fipe), null) as codes
          from fipe_models m
          left join fipe_brands b on b.type = m.type and b.code = m.brand_code
          left join fipe_model_years y on y.type = m.type and y.brand_code = m.brand_code and y.model_code = m.code
          where m.type = ${type} and m.brand_code = ${brand} ${model ? sql`and m.code = ${model}` : sql``}
          group by m.code, m.name, m.search_text, b.name`,
    );
    for (const r of rows) {
      const text = searchText({ brand: r.brand_name ?? "", model: r.name, fuels: r.fuels ?? [], codes: r.codes ?? [] });
      if (text === r.search_text) continue;
      await tx.execute(
        sql`update fipe_models set search_text = ${text}, search_words = ${wordsLiteral(searchWords(text))}::text[]
            where type = ${type} and brand_code = ${brand} and code = ${r.code}`,
      );
    }
  }

  async function upsertReferences(tx: Queryable, refs: FipeReference[]) {
    const rows = refs
      .map((r) => ({ month: monthOfLabel(r.mes), code: Number(r.codigo), label: r.mes }))
      .filter((r): r is { month: string; code: number; label: string } => r.month !== null);
    if (!rows.length) return;
    // A code moved to another month (never seen, but codes are opaque): free it first.
    await tx.execute(
      sql`update fipe_reference_months m set code = null from (values ${sql.join(
        rows.map((r) => sql`(${r.month}::char(7), ${r.code}::int)`),
        sql`, `,
      )}) as v(month, code) where m.code = v.code and m.month <> v.month`,
    );
    await tx.execute(
      sql`insert into fipe_reference_months (month, code, label) values ${sql.join(
        rows.map((r) => sql`(${r.month}, ${r.code}, ${r.label})`),
        sql`, `,
      )} on conflict (month) do update set code = excluded.code, label = excluded.label
        where fipe_reference_months.code is distinct from excluded.code
           or fipe_reference_months.label is distinct from excluded.label`,
    );
  }

  async function ensureModelYear(tx: Queryable, vehicle: VehicleKey, name: string, fields?: PriceFields) {
    const { modelYear, fuelCode, fuel } = yearParts(vehicle.year, name);
    const code = fields ? CODE_OR_NULL(fields.CodigoFipe) : null;
    if (fields) {
      // A price can arrive before its lists (a visitor's link): name brand and model from it.
      await tx.execute(
        sql`insert into fipe_brands (type, code, name) values (${vehicle.type}, ${vehicle.brand}, ${fields.Marca})
            on conflict do nothing`,
      );
      await tx.execute(
        sql`insert into fipe_models (type, brand_code, code, name)
            values (${vehicle.type}, ${vehicle.brand}, ${vehicle.model}, ${fields.Modelo}) on conflict do nothing`,
      );
    }
    await tx.execute(
      sql`insert into fipe_model_years (type, brand_code, model_code, year_code, name, model_year, fuel_code, fuel,
            codigo_fipe, price_fields)
          values (${vehicle.type}, ${vehicle.brand}, ${vehicle.model}, ${vehicle.year}, ${name}, ${modelYear},
            ${fuelCode}, ${fuel}, ${code}, ${fields ? JSON.stringify(fields) : null}::jsonb)
          on conflict (type, brand_code, model_code, year_code) do update set
            codigo_fipe = coalesce(excluded.codigo_fipe, fipe_model_years.codigo_fipe),
            price_fields = coalesce(excluded.price_fields, fipe_model_years.price_fields),
            updated_at = now()
          where excluded.price_fields is not null and fipe_model_years.price_fields is distinct from excluded.price_fields`,
    );
  }

  return {
    db,

    async newestMonth(): Promise<CatalogMonth | null> {
      const [row] = await rowsOf<CatalogMonth>(
        db,
        sql`select month, code, label from fipe_reference_months where month = ${newestMonthQuery}`,
      );
      return row ?? null;
    },

    async months(): Promise<CatalogMonth[]> {
      return rowsOf<CatalogMonth>(db, sql`select month, code, label from fipe_reference_months order by month desc`);
    },

    async monthOfCode(code: string): Promise<string | null> {
      const [row] = await rowsOf<{ month: string }>(
        db,
        sql`select month from fipe_reference_months where code = ${Number(code)}`,
      );
      return row?.month ?? null;
    },

    /** The reference list as FIPE gave it: months and their codes (newest first). */
    async rememberReferences(refs: FipeReference[]): Promise<void> {
      await db.transaction((tx) => upsertReferences(tx, refs));
    },

    /** The newest copy of a list; `current` when it was read in the newest month. */
    async list(path: string): Promise<{ items: FipeOption[]; month: string; current: boolean } | null> {
      const [row] = await rowsOf<{ items: FipeOption[]; month: string; current: boolean }>(
        db,
        sql`select items, month, coalesce(month = ${newestMonthQuery}, false) as current
            from fipe_catalog_lists where path = ${path} order by month desc limit 1`,
      );
      return row ?? null;
    },

    async listHeldIn(path: string, month: string): Promise<FipeOption[] | null> {
      const [row] = await rowsOf<{ items: FipeOption[] }>(
        db,
        sql`select items from fipe_catalog_lists where path = ${path} and month = ${month}`,
      );
      return row?.items ?? null;
    },

    /** Stores a list as read in `month`, with its brands, models or model-years. */
    async storeList(list: ListKey, month: string, items: FipeOption[]): Promise<void> {
      const { type, brand, model } = list;
      const kind = listKind(list);
      const path = listPath(type, brand, model);
      await db.transaction(async (tx) => {
        await tx.execute(
          sql`insert into fipe_catalog_lists (path, month, items) values (${path}, ${month}, ${JSON.stringify(items)}::jsonb)
              on conflict (path, month) do update set items = excluded.items, fetched_at = now()`,
        );
        if (!items.length) return;
        if (kind === "brands") {
          await tx.execute(
            sql`insert into fipe_brands (type, code, name) values ${sql.join(
              items.map((i) => sql`(${type}, ${i.codigo}, ${i.nome})`),
              sql`, `,
            )} on conflict (type, code) do update set name = excluded.name, updated_at = now()
              where fipe_brands.name <> excluded.name`,
          );
        } else if (kind === "models") {
          await tx.execute(
            sql`insert into fipe_models (type, brand_code, code, name) values ${sql.join(
              items.map((i) => sql`(${type}, ${brand!}, ${i.codigo}, ${i.nome})`),
              sql`, `,
            )} on conflict (type, brand_code, code) do update set name = excluded.name, updated_at = now()
              where fipe_models.name <> excluded.name`,
          );
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
      const [row] = await rowsOf<{ valor: string | null; mes: string | null; price_fields: PriceFields | null }>(
        db,
        sql`select p.valor, p.mes, y.price_fields from fipe_prices p
            left join fipe_model_years y on y.type = p.type and y.brand_code = p.brand_code
              and y.model_code = p.model_code and y.year_code = p.year_code
            where p.type = ${vehicle.type} and p.brand_code = ${vehicle.brand} and p.model_code = ${vehicle.model}
              and p.year_code = ${vehicle.year} and p.month = ${month}`,
      );
      if (!row) return null;
      if (row.valor === null) return { listed: false };
      if (!row.price_fields) return null;
      return {
        listed: true,
        result: { Valor: row.valor, MesReferencia: row.mes ?? labelOfMonth(month), ...row.price_fields },
      };
    },

    /** The newest price held for a model-year (any month), for when every upstream fails. */
    async newestPrice(vehicle: VehicleKey): Promise<{ month: string; result: FipeResult } | null> {
      const [row] = await rowsOf<{ month: string; valor: string; mes: string | null; price_fields: PriceFields }>(
        db,
        sql`select p.month, p.valor, p.mes, y.price_fields from fipe_prices p
            join fipe_model_years y on y.type = p.type and y.brand_code = p.brand_code
              and y.model_code = p.model_code and y.year_code = p.year_code
            where p.type = ${vehicle.type} and p.brand_code = ${vehicle.brand} and p.model_code = ${vehicle.model}
              and p.year_code = ${vehicle.year} and p.valor is not null and y.price_fields is not null
            order by p.month desc limit 1`,
      );
      return row
        ? {
            month: row.month,
            result: { Valor: row.valor, MesReferencia: row.mes ?? labelOfMonth(row.month), ...row.price_fields },
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
        const cents = result ? centsOf(result.Valor) : null;
        await tx.execute(
          sql`insert into fipe_prices (type, brand_code, model_code, year_code, month, value_cents, valor, mes, source)
              values (${vehicle.type}, ${vehicle.brand}, ${vehicle.model}, ${vehicle.year}, ${month}, ${cents},
                ${result?.Valor ?? null}, ${result?.MesReferencia ?? null}, ${source})
              on conflict (type, brand_code, model_code, year_code, month) do ${
                source === "proxy"
                  ? sql`update set value_cents = excluded.value_cents, valor = excluded.valor, mes = excluded.mes,
                      source = excluded.source, stored_at = now()
                      where fipe_prices.valor is distinct from excluded.valor`
                  : sql`nothing`
              }`,
        );
      });
    },

    /** Model-years held for a month's sync: those whose price for `month` is not held yet. */
    async pendingPrices(month: string, types: readonly VehicleType[]): Promise<Array<VehicleKey & { name: string }>> {
      return rowsOf<VehicleKey & { name: string }>(
        db,
        sql`select y.type, y.brand_code as brand, y.model_code as model, y.year_code as year, y.name
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
    },

    async pricesHeldCount(month: string, types: readonly VehicleType[]): Promise<number> {
      const [row] = await rowsOf<{ n: number }>(
        db,
        sql`select count(*)::int as n from fipe_prices where month = ${month} and type in (${sql.join(
          types.map((t) => sql`${t}`),
          sql`, `,
        )})`,
      );
      return Number(row?.n ?? 0);
    },
  };
}

export type CatalogStore = ReturnType<typeof createCatalogStore>;

/** The proxy's requests the catalog can answer: lists by path, prices by vehicle. */
export function vehicleOfPath(request: Extract<FipeRequest, { kind: "price" }>): VehicleKey {
  return { type: request.type, brand: request.brand, model: request.model, year: request.year };
}

// Search over the catalog's model-years: every word of the query must start a word of the
// model-year's search text (brand and aliases, model, model year, fuel, FIPE code digits), in
// any order, accents and case ignored. Best first: more whole-word matches, then the newest
// model year (zero-km first), then the shorter name. pg_trgm's GIN index finds the candidates.
import { sql } from "drizzle-orm";
import type { FipeResult, VehicleType } from "../../../app/features/fipe/fipe-types.ts";
import { formatYearOptionName } from "../../../app/features/fipe/fipe-types.ts";
import { canonicalVehiclePath, yearName } from "../../../app/features/fipe/vehicle-meta.ts";
import type { VehicleSearchResult } from "../../../app/features/fipe-catalog/search-types.ts";
import type { Db } from "../../db/client.ts";
import { rowsOf, type PriceFields } from "./store.ts";
import { parseQuery } from "./text.ts";

export const SEARCH_LIMIT = 20;
export const MAX_QUERY_LENGTH = 100;

export type SearchResult = VehicleSearchResult;

const likeEscape = (word: string) => word.replace(/[\\%_]/g, (c) => `\\${c}`);

type Row = {
  type: VehicleType;
  brand_code: string;
  model_code: string;
  year_code: string;
  name: string;
  model_year: number;
  codigo_fipe: string | null;
  brand_name: string | null;
  model_name: string | null;
  price_fields: PriceFields | null;
  valor: string | null;
  mes: string | null;
};

export async function searchCatalog(db: Db, q: string, limit = SEARCH_LIMIT): Promise<SearchResult[]> {
  const { words } = parseQuery(q.slice(0, MAX_QUERY_LENGTH));
  if (!words.length) return [];
  const filters = words.map((w) => sql`y.search_text like ${`% ${likeEscape(w)}%`}`);
  const whole = words.map((w) => sql`(y.search_text like ${`% ${likeEscape(w)} %`})::int`);
  const rows = await rowsOf<Row>(
    db,
    sql`select y.type, y.brand_code, y.model_code, y.year_code, y.name, y.model_year, y.codigo_fipe,
          b.name as brand_name, m.name as model_name, y.price_fields, p.valor, p.mes
        from (
          select y.*, ${sql.join(whole, sql` + `)} as score from fipe_model_years y
          where ${sql.join(filters, sql` and `)}
          order by score desc, y.model_year desc, length(y.search_text), y.search_text
          limit ${limit}
        ) y
        left join fipe_brands b on b.type = y.type and b.code = y.brand_code
        left join fipe_models m on m.type = y.type and m.brand_code = y.brand_code and m.code = y.model_code
        left join lateral (
          select valor, mes from fipe_prices p where p.type = y.type and p.brand_code = y.brand_code
            and p.model_code = y.model_code and p.year_code = y.year_code and p.valor is not null
          order by p.month desc limit 1
        ) p on true
        order by y.score desc, y.model_year desc, length(y.search_text), y.search_text`,
  );
  return rows.map((r) => {
    const fields = r.price_fields;
    const brand = r.brand_name ?? fields?.Marca ?? "";
    const model = r.model_name ?? fields?.Modelo ?? "";
    const codes = { type: r.type, brand: r.brand_code, model: r.model_code, year: r.year_code };
    const fuel = (fields as Partial<FipeResult> | null)?.Combustivel;
    const year = fuel ? yearName(r.model_year, fuel) : formatYearOptionName(r.name);
    return {
      tipo: r.type,
      marca: { codigo: r.brand_code, nome: brand },
      modelo: { codigo: r.model_code, nome: model },
      ano: { codigo: r.year_code, nome: formatYearOptionName(r.name) },
      codigoFipe: r.codigo_fipe,
      valor: r.valor,
      mes: r.mes?.trim() ?? null,
      path: canonicalVehiclePath({ codes, brand, model, year }),
    };
  });
}

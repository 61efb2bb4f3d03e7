// FIPE figures for the console: lookups per day (last 30 days, UTC) and the most looked-up
// vehicles, counted from fipe_consultations (one row per lookup the FIPE page records) and
// named from the FIPE catalog.
import { gte, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { rowsOf } from "../db/rows.ts";
import { fipeConsultations } from "../db/schema.ts";

export const FIPE_STATS_DAYS = 30;
export const FIPE_TOP_VEHICLES = 20;

/**
 * Each FIPE upstream's state (calls today, daily budget, circuit breaker), from the fail-over
 * (server/fipe/failover.ts, budget.ts) through the admin plugin (server/plugins/admin.ts).
 */
export type FipeUpstreamState = {
  name: string;
  callsToday: number;
  dailyBudget: number | null;
  circuit: "closed" | "open" | "half-open";
};
export type FipeUpstreamStatusProvider = () => Promise<FipeUpstreamState[]>;

function utcDay(d: Date): string {
  return d.toISOString().slice(0, 10);
}

/**
 * The most looked-up vehicles since `since`, NAMED FROM THE CATALOG: fipe_consultations rows are
 * written by visitors' browsers (names included), so they only count; each group is matched to
 * a vehicle of the catalog (fipe_model_years) by its FIPE codes, or by FIPE code and model year
 * for rows that carry no codes, and shown with the catalog's brand, model, year and fuel. Rows
 * that match no vehicle of the catalog are not listed.
 */
async function topVehicles(db: Db, since: Date) {
  const rows = await rowsOf<{
    count: number;
    model_year: number;
    fuel: string;
    codigo_fipe: string | null;
    marca: string;
    modelo: string;
  }>(
    db,
    sql`with looked_up as (
        select tipo_veiculo, codigo_marca, codigo_modelo, codigo_ano, codigo_fipe, ano_modelo, count(*)::int as n
        from fipe_consultations where created_at >= ${since.toISOString()}
        group by tipo_veiculo, codigo_marca, codigo_modelo, codigo_ano, codigo_fipe, ano_modelo
      ), matched as (
        select v.type, v.brand_code, v.model_code, v.year_code, sum(l.n)::int as count
        from looked_up l
        cross join lateral (
          select y.type, y.brand_code, y.model_code, y.year_code from fipe_model_years y
          where (l.codigo_ano is not null and y.type = l.tipo_veiculo and y.brand_code = l.codigo_marca
              and y.model_code = l.codigo_modelo and y.year_code = l.codigo_ano)
            or (l.codigo_ano is null and y.codigo_fipe = l.codigo_fipe and y.model_year = l.ano_modelo)
          order by y.type, y.brand_code, y.model_code, y.year_code limit 1
        ) v
        group by v.type, v.brand_code, v.model_code, v.year_code
      )
      select m.count, y.model_year, y.fuel, y.codigo_fipe,
        coalesce(y.price_fields->>'Marca', b.name, '') as marca,
        coalesce(y.price_fields->>'Modelo', mo.name, '') as modelo
      from matched m
      join fipe_model_years y on y.type = m.type and y.brand_code = m.brand_code and y.model_code = m.model_code
        and y.year_code = m.year_code
      left join fipe_brands b on b.type = m.type and b.code = m.brand_code
      left join fipe_models mo on mo.type = m.type and mo.brand_code = m.brand_code and mo.code = m.model_code
      order by m.count desc, modelo
      limit ${FIPE_TOP_VEHICLES}`,
  );
  return rows.map((r) => ({
    marca: r.marca,
    modelo: r.modelo,
    anoModelo: r.model_year,
    combustivel: r.fuel,
    codigoFipe: r.codigo_fipe ?? "",
    count: r.count,
  }));
}

export async function fipeStats(db: Db, now = new Date()) {
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const since = new Date(today.getTime() - (FIPE_STATS_DAYS - 1) * 86_400_000);
  const day = sql<string>`to_char(${fipeConsultations.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const count = sql<number>`count(*)::int`;
  const [perDay, top] = await Promise.all([
    db.select({ day, count }).from(fipeConsultations).where(gte(fipeConsultations.createdAt, since)).groupBy(day),
    topVehicles(db, since),
  ]);
  const byDay = new Map(perDay.map((r) => [r.day, Number(r.count)]));
  const daily = Array.from({ length: FIPE_STATS_DAYS }, (_, i) => {
    const d = utcDay(new Date(since.getTime() + i * 86_400_000));
    return { day: d, count: byDay.get(d) ?? 0 };
  });
  return { daily, top };
}

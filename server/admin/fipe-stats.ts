// FIPE figures for the console: lookups per day (last 30 days, UTC) and the most looked-up
// vehicles, counted from fipe_consultations (one row per lookup the FIPE page records) and
// named from the FIPE catalog.
import { and, desc, eq, gte, isNotNull, isNull, or, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { fipeBrands, fipeConsultations, fipeModels, fipeModelYears } from "../db/schema.ts";
import { sameModelYear } from "../fipe/catalog/keys.ts";
import { brandOf, modelOf } from "../fipe/catalog/vehicle-head.ts";

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
  const c = fipeConsultations;
  const y = fipeModelYears;
  // The lookups grouped by what their rows carry.
  const lookedUp = db.$with("looked_up").as(
    db
      .select({
        tipoVeiculo: c.tipoVeiculo,
        codigoMarca: c.codigoMarca,
        codigoModelo: c.codigoModelo,
        codigoAno: c.codigoAno,
        codigoFipe: c.codigoFipe,
        anoModelo: c.anoModelo,
        n: sql<number>`count(*)::int`.as("n"),
      })
      .from(c)
      .where(gte(c.createdAt, since))
      .groupBy(c.tipoVeiculo, c.codigoMarca, c.codigoModelo, c.codigoAno, c.codigoFipe, c.anoModelo),
  );
  // Each group's one model-year (lateral): by its codes, else by FIPE code and model year.
  const vehicle = db
    .select({ type: y.type, brandCode: y.brandCode, modelCode: y.modelCode, yearCode: y.yearCode })
    .from(y)
    .where(
      or(
        and(
          isNotNull(lookedUp.codigoAno),
          eq(y.type, lookedUp.tipoVeiculo),
          eq(y.brandCode, lookedUp.codigoMarca),
          eq(y.modelCode, lookedUp.codigoModelo),
          eq(y.yearCode, lookedUp.codigoAno),
        ),
        and(isNull(lookedUp.codigoAno), eq(y.codigoFipe, lookedUp.codigoFipe), eq(y.modelYear, lookedUp.anoModelo)),
      ),
    )
    .orderBy(y.type, y.brandCode, y.modelCode, y.yearCode)
    .limit(1)
    .as("v");
  const matched = db.$with("matched").as(
    db
      .select({
        type: vehicle.type,
        brandCode: vehicle.brandCode,
        modelCode: vehicle.modelCode,
        yearCode: vehicle.yearCode,
        count: sql<number>`sum(${lookedUp.n})::int`.as("count"),
      })
      .from(lookedUp)
      .crossJoinLateral(vehicle)
      .groupBy(vehicle.type, vehicle.brandCode, vehicle.modelCode, vehicle.yearCode),
  );
  const modelo = sql<string>`coalesce(${y.priceFields}->>'Modelo', ${fipeModels.name}, '')`;
  const rows = await db
    .with(lookedUp, matched)
    .select({
      count: matched.count,
      modelYear: y.modelYear,
      fuel: y.fuel,
      codigoFipe: y.codigoFipe,
      marca: sql<string>`coalesce(${y.priceFields}->>'Marca', ${fipeBrands.name}, '')`,
      modelo,
    })
    .from(matched)
    .innerJoin(y, sameModelYear(y, matched))
    .leftJoin(fipeBrands, brandOf(matched))
    .leftJoin(fipeModels, modelOf(matched))
    .orderBy(desc(matched.count), modelo)
    .limit(FIPE_TOP_VEHICLES);
  return rows.map((r) => ({
    marca: r.marca,
    modelo: r.modelo,
    anoModelo: r.modelYear,
    combustivel: r.fuel,
    codigoFipe: r.codigoFipe ?? "",
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

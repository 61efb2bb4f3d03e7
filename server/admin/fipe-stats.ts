// FIPE figures for the console: lookups per day (last 30 days, UTC) and the most looked-up
// vehicles, from fipe_consultations (one row per lookup the FIPE page records).
import { desc, gte, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { fipeConsultations } from "../db/schema.ts";

export const FIPE_STATS_DAYS = 30;
export const FIPE_TOP_VEHICLES = 20;

/**
 * Each FIPE upstream's state (calls today, daily budget, circuit breaker). The failover work
 * (server/fipe/failover.ts, budget.ts) provides it; until it is wired into buildApp
 * (AppDeps.fipeUpstreamStatus), the console shows the lookups only.
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

export async function fipeStats(db: Db, now = new Date()) {
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const since = new Date(today.getTime() - (FIPE_STATS_DAYS - 1) * 86_400_000);
  const day = sql<string>`to_char(${fipeConsultations.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const count = sql<number>`count(*)::int`;
  const [perDay, top] = await Promise.all([
    db.select({ day, count }).from(fipeConsultations).where(gte(fipeConsultations.createdAt, since)).groupBy(day),
    db
      .select({
        marca: fipeConsultations.marca,
        modelo: fipeConsultations.modelo,
        anoModelo: fipeConsultations.anoModelo,
        combustivel: fipeConsultations.combustivel,
        codigoFipe: fipeConsultations.codigoFipe,
        count,
      })
      .from(fipeConsultations)
      .where(gte(fipeConsultations.createdAt, since))
      .groupBy(
        fipeConsultations.marca,
        fipeConsultations.modelo,
        fipeConsultations.anoModelo,
        fipeConsultations.combustivel,
        fipeConsultations.codigoFipe,
      )
      .orderBy(desc(count), fipeConsultations.modelo)
      .limit(FIPE_TOP_VEHICLES),
  ]);
  const byDay = new Map(perDay.map((r) => [r.day, Number(r.count)]));
  const daily = Array.from({ length: FIPE_STATS_DAYS }, (_, i) => {
    const d = utcDay(new Date(since.getTime() + i * 86_400_000));
    return { day: d, count: byDay.get(d) ?? 0 };
  });
  return { daily, top: top.map((t) => ({ ...t, count: Number(t.count) })) };
}

// /sitemap-veiculos.xml: the vehicles people look up most (from fipe_consultations, up to
// 1,000), each at its own page. Read from the database and kept for an hour, so it follows the
// lookups without a rebuild. Anyone can write a fipe_consultations row with any codes and any
// names, so a vehicle is listed only when we hold its price from an upstream (fipe_cache, under
// the price lookup's own key), and its names are that price's, never the row's.
import { and, count, desc, eq, isNotNull, max, sql } from "drizzle-orm";
import { VEHICLE_TYPES, type VehicleType } from "#app/lib/fipe/fipe-types.ts";
import { yearName } from "#app/lib/fipe/vehicle-meta.ts";
import { vehiclePath } from "#app/lib/fipe/vehicle-path.ts";
import type { Db } from "../db/client.ts";
import { fipeCache, fipeConsultations } from "../db/schema.ts";

export const VEHICLE_SITEMAP_PATH = "/sitemap-veiculos.xml";
const LIMIT = 1000;
const TTL_MS = 60 * 60 * 1000;

function xmlEscape(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c]!,
  );
}

/** The most looked-up vehicles whose price an upstream gave us, with that price's names. */
export async function topVehicles(db: Db, limit = LIMIT) {
  const t = fipeConsultations;
  const c = fipeCache;
  const lookups = count();
  // The proxy's cache key of the vehicle's price (server/fipe/paths.ts).
  const priceKey = sql`${t.tipoVeiculo} || '/marcas/' || ${t.codigoMarca} || '/modelos/' || ${t.codigoModelo} || '/anos/' || ${t.codigoAno}`;
  const field = (name: string) => sql<string | null>`max(${c.body}->>${name})`;
  const rows = await db
    .select({
      type: t.tipoVeiculo,
      brand: t.codigoMarca,
      model: t.codigoModelo,
      year: t.codigoAno,
      brandName: field("Marca"),
      modelName: field("Modelo"),
      modelYear: field("AnoModelo"),
      fuel: field("Combustivel"),
      lookups,
      lastLookup: max(t.createdAt),
    })
    .from(t)
    .innerJoin(c, eq(c.key, priceKey))
    .where(
      and(
        isNotNull(t.tipoVeiculo),
        isNotNull(t.codigoMarca),
        isNotNull(t.codigoModelo),
        isNotNull(t.codigoAno),
        sql`${c.body}->>'Valor' is not null`,
      ),
    )
    .groupBy(t.tipoVeiculo, t.codigoMarca, t.codigoModelo, t.codigoAno)
    .orderBy(desc(lookups), desc(sql`max(${t.createdAt})`))
    .limit(limit);
  return rows.filter((r) => VEHICLE_TYPES.includes(r.type as VehicleType));
}

export function createVehicleSitemap(db: Db, siteUrl: string) {
  let cached: { xml: string; expires: number } | null = null;
  return async function vehicleSitemap(): Promise<string> {
    if (cached && cached.expires > Date.now()) return cached.xml;
    const rows = await topVehicles(db);
    const urls = rows.map((r) => {
      const codes = { type: r.type as VehicleType, brand: r.brand!, model: r.model!, year: r.year! };
      const names = {
        brand: r.brandName ?? undefined,
        model: r.modelName ?? undefined,
        year: Number(r.modelYear) ? yearName(Number(r.modelYear), r.fuel ?? "") : undefined,
      };
      const lastmod = r.lastLookup ? new Date(r.lastLookup).toISOString().slice(0, 10) : undefined;
      return `  <url><loc>${xmlEscape(siteUrl + vehiclePath(codes, names))}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}</url>`;
    });
    const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}${urls.length ? "\n" : ""}</urlset>\n`;
    cached = { xml, expires: Date.now() + TTL_MS };
    return xml;
  };
}

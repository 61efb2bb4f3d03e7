// /sitemap-veiculos.xml: the vehicles people look up most (from fipe_consultations, up to
// 1,000), each at its own page. Read from the database and kept for an hour, so it follows the
// lookups without a rebuild.
import { and, count, desc, isNotNull, max, sql } from "drizzle-orm";
import { VEHICLE_TYPES, type VehicleType } from "../../app/features/fipe/fipe-types.ts";
import { yearName } from "../../app/features/fipe/vehicle-meta.ts";
import { vehiclePath } from "../../app/features/fipe/vehicle-path.ts";
import type { Db } from "../db/client.ts";
import { fipeConsultations } from "../db/schema.ts";

export const VEHICLE_SITEMAP_PATH = "/sitemap-veiculos.xml";
const LIMIT = 1000;
const TTL_MS = 60 * 60 * 1000;

function xmlEscape(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c]!,
  );
}

/** The most looked-up vehicles with their names, most looked-up first. */
export async function topVehicles(db: Db, limit = LIMIT) {
  const t = fipeConsultations;
  const lookups = count();
  const rows = await db
    .select({
      type: t.tipoVeiculo,
      brand: t.codigoMarca,
      model: t.codigoModelo,
      year: t.codigoAno,
      brandName: max(t.marca),
      modelName: max(t.modelo),
      modelYear: max(t.anoModelo),
      fuel: max(t.combustivel),
      lookups,
      lastLookup: max(t.createdAt),
    })
    .from(t)
    .where(and(isNotNull(t.tipoVeiculo), isNotNull(t.codigoMarca), isNotNull(t.codigoModelo), isNotNull(t.codigoAno)))
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
        year: r.modelYear ? yearName(r.modelYear, r.fuel ?? "") : undefined,
      };
      const lastmod = r.lastLookup ? new Date(r.lastLookup).toISOString().slice(0, 10) : undefined;
      return `  <url><loc>${xmlEscape(siteUrl + vehiclePath(codes, names))}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}</url>`;
    });
    const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}${urls.length ? "\n" : ""}</urlset>\n`;
    cached = { xml, expires: Date.now() + TTL_MS };
    return xml;
  };
}

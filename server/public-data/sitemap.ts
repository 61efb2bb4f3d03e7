// GET /sitemap-precos-combustiveis.xml: the fuel price pages that have data (the national page,
// each state's and each surveyed municipality's), each with its newest week's end as lastmod;
// empty while nothing is imported. Listed in the sitemap index (server/fipe/catalog/sitemaps.ts).
// Built at most every 10 minutes (a few hundred rows).
import type { FastifyInstance } from "fastify";
import { FUEL_SITEMAP_PATH } from "#app/domain/fuel-prices/pages.ts";
import type { FuelSitemapEntry, PublicDataService } from "#app/lib/public-data.ts";
import { xmlEscape } from "../fipe/catalog/sitemaps.ts";
import { NON_HTML_CSP } from "../http/security-headers.ts";
import { noQuery } from "../validation/fields.ts";

const TTL_MS = 10 * 60_000;

export function fuelSitemapXml(siteUrl: string, entries: readonly FuelSitemapEntry[]): string {
  const urls = entries.map(
    (e) => `<url><loc>${xmlEscape(siteUrl + e.path)}</loc><lastmod>${e.lastmod}</lastmod></url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}${urls.length ? "\n" : ""}</urlset>\n`;
}

export async function fuelSitemapRoutes(
  app: FastifyInstance,
  { service, siteUrl }: { service: PublicDataService; siteUrl: string },
) {
  let cached: { xml: Promise<string>; expires: number } | null = null;
  app.get(FUEL_SITEMAP_PATH, { schema: { querystring: noQuery } }, async (_request, reply) => {
    if (!cached || cached.expires <= Date.now()) {
      cached = {
        xml: service.fuelSitemap().then((entries) => fuelSitemapXml(siteUrl, entries)),
        expires: Date.now() + TTL_MS,
      };
    }
    return reply
      .header("Content-Type", "application/xml; charset=utf-8")
      .header("Cache-Control", "public, max-age=600")
      .header("Content-Security-Policy", NON_HTML_CSP)
      .send(await cached.xml);
  });
}

// The sitemaps of the FIPE catalog's pages, and the sitemap index that lists them with the
// site's own /sitemap.xml (robots.txt names the index). Every brand, model and vehicle page the
// catalog holds a price for in its newest month (the month a page shows; a vehicle not listed
// that month has no page), at most 50,000 addresses a file (the protocol's limit), each with
// the reference month as lastmod. Built from the database on request and kept for an hour
// (one build at a time); the addresses are the pages' canonical ones (the names a page's own
// canonical link is written with), so no crawler lands on a redirect.
import { sql } from "drizzle-orm";
import { brandPath, modelPath } from "#app/features/fipe/vehicle-path.ts";
import { DEPRECIATION_PAGE_PATH } from "#app/features/fipe-catalog/depreciation-ranking.ts";
import { rowsOf, type CatalogStore } from "./store.ts";
import { newestPricedMonth } from "./depreciation-ranking.ts";
import { catalogVehicleHead, type CatalogVehicleRow } from "./vehicle-head.ts";

export const SITEMAP_INDEX_PATH = "/sitemap-index.xml";
/** The site's own routes and articles (prerendered: app/routes/sitemap-xml.ts). */
export const SITE_SITEMAP_PATH = "/sitemap.xml";
export const MAX_SITEMAP_URLS = 50_000;
const TTL_MS = 60 * 60 * 1000;

export const fipeSitemapPath = (n: number) => `/sitemap-fipe-${n}.xml`;

export function xmlEscape(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c]!,
  );
}

type Row = CatalogVehicleRow & { brand_title: string | null; model_title: string | null };

/** Every catalog page's path: the ranking, then each brand's, model's and vehicle's. */
export async function catalogPagePaths(
  store: Pick<CatalogStore, "db">,
): Promise<{ month: string; paths: string[] } | null> {
  const month = await newestPricedMonth(store);
  if (!month) return null;
  // Brand and model pages are named as they name themselves: the price's names first (the
  // greatest when they differ), else the lists'.
  const rows = await rowsOf<Row>(
    store.db,
    sql`select y.type, y.brand_code, y.model_code, y.year_code, y.name as year_name, y.model_year, y.price_fields,
          b.name as brand_name, m.name as model_name,
          coalesce(max(y.price_fields->>'Marca') over (partition by y.type, y.brand_code), b.name) as brand_title,
          coalesce(max(y.price_fields->>'Modelo') over (partition by y.type, y.brand_code, y.model_code), m.name)
            as model_title
        from fipe_prices p
        join fipe_model_years y on y.type = p.type and y.brand_code = p.brand_code and y.model_code = p.model_code
          and y.year_code = p.year_code
        left join fipe_brands b on b.type = y.type and b.code = y.brand_code
        left join fipe_models m on m.type = y.type and m.brand_code = y.brand_code and m.code = y.model_code
        where p.month = ${month} and p.value_cents is not null
        order by y.type, y.brand_code, y.model_code, y.year_code`,
  );
  const brands: string[] = [];
  const models: string[] = [];
  const vehicles: string[] = [];
  let lastBrand = "";
  let lastModel = "";
  for (const r of rows) {
    const brandKey = `${r.type}/${r.brand_code}`;
    const brandName = r.brand_title ?? r.brand_code;
    if (brandKey !== lastBrand) {
      brands.push(brandPath(r.type, r.brand_code, brandName));
      lastBrand = brandKey;
    }
    const modelKey = `${brandKey}/${r.model_code}`;
    if (modelKey !== lastModel) {
      models.push(
        modelPath(
          { type: r.type, brand: r.brand_code, model: r.model_code },
          { brand: brandName, model: r.model_title ?? r.model_code },
        ),
      );
      lastModel = modelKey;
    }
    vehicles.push(catalogVehicleHead(r).path);
  }
  return { month, paths: [DEPRECIATION_PAGE_PATH, ...brands, ...models, ...vehicles] };
}

function urlset(siteUrl: string, paths: string[], lastmod: string): string {
  const urls = paths.map((p) => `<url><loc>${xmlEscape(siteUrl + p)}</loc><lastmod>${lastmod}</lastmod></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}${urls.length ? "\n" : ""}</urlset>\n`;
}

export type FipeSitemaps = { index: string; files: string[] };

/** The index and the FIPE files, built in one pass. */
export async function buildFipeSitemaps(
  store: Pick<CatalogStore, "db">,
  siteUrl: string,
  maxUrls = MAX_SITEMAP_URLS,
): Promise<FipeSitemaps> {
  const catalog = await catalogPagePaths(store);
  const files: string[] = [];
  // 'YYYY-MM' → 'YYYY-MM-01': the first day of the reference month.
  const lastmod = catalog ? `${catalog.month}-01` : "";
  if (catalog) {
    for (let i = 0; i < catalog.paths.length; i += maxUrls) {
      files.push(urlset(siteUrl, catalog.paths.slice(i, i + maxUrls), lastmod));
    }
  }
  const entries = [
    `<sitemap><loc>${xmlEscape(siteUrl + SITE_SITEMAP_PATH)}</loc></sitemap>`,
    ...files.map(
      (_, i) =>
        `<sitemap><loc>${xmlEscape(siteUrl + fipeSitemapPath(i + 1))}</loc><lastmod>${lastmod}</lastmod></sitemap>`,
    ),
  ];
  const index = `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join("\n")}\n</sitemapindex>\n`;
  return { index, files };
}

/** The sitemaps kept for an hour; a build that fails is not kept. */
export function createFipeSitemaps(store: Pick<CatalogStore, "db">, siteUrl: string, ttlMs = TTL_MS) {
  let cached: { value: Promise<FipeSitemaps>; expires: number } | null = null;
  return function fipeSitemaps(): Promise<FipeSitemaps> {
    if (cached && cached.expires > Date.now()) return cached.value;
    const value = buildFipeSitemaps(store, siteUrl);
    cached = { value, expires: Date.now() + ttlMs };
    value.catch(() => {
      cached = null;
    });
    return value;
  };
}

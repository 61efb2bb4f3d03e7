// The sitemaps of the FIPE catalog's pages, and the sitemap index that lists them with the
// site's own /sitemap.xml (robots.txt names the index). Every type, brand, model and vehicle page the
// catalog holds a price for in its newest month (the month a page shows; a vehicle not listed
// that month has no page), at most 50,000 addresses a file (the protocol's limit), each with
// the reference month as lastmod. Built from the database on request and kept while the
// catalog's newest month is unchanged (`createFipeSitemaps`: one build at a time); the
// addresses are the pages' canonical ones (the names a page's own canonical link is written
// with), so no crawler lands on a redirect.
import { sql } from "drizzle-orm";
import { brandPath, modelPath } from "#app/lib/fipe/vehicle-path.ts";
import { DEPRECIATION_PAGE_PATH } from "#app/lib/fipe/depreciation-ranking.ts";
import { rowsOf } from "../../db/rows.ts";
import type { CatalogStore } from "./store.ts";
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

type Row = Omit<CatalogVehicleRow, "price_fields"> & {
  marca: string | null;
  modelo: string | null;
  combustivel: string | null;
};

/** The greatest of the texts (as max() in SQL for the pages' own names); null when none. */
const greatest = (texts: Array<string | null>) =>
  texts.reduce<string | null>((a, b) => (b !== null && (a === null || b > a) ? b : a), null);

/** Every catalog page's path: the ranking, then each type's, brand's, model's and vehicle's. */
export async function catalogPagePaths(
  store: Pick<CatalogStore, "db">,
): Promise<{ month: string; paths: string[] } | null> {
  const month = await newestPricedMonth(store);
  if (!month) return null;
  // Only the names a path needs (not the whole price answer): 50,000 rows read in one query.
  const rows = await rowsOf<Row>(
    store.db,
    sql`select y.type, y.brand_code, y.model_code, y.year_code, y.name as year_name, y.model_year,
          y.price_fields->>'Marca' as marca, y.price_fields->>'Modelo' as modelo,
          y.price_fields->>'Combustivel' as combustivel, b.name as brand_name, m.name as model_name
        from fipe_prices p
        join fipe_model_years y on y.type = p.type and y.brand_code = p.brand_code and y.model_code = p.model_code
          and y.year_code = p.year_code
        left join fipe_brands b on b.type = y.type and b.code = y.brand_code
        left join fipe_models m on m.type = y.type and m.brand_code = y.brand_code and m.code = y.model_code
        where p.month = ${month} and p.value_cents is not null
        order by y.type, y.brand_code, y.model_code, y.year_code`,
  );
  const types: string[] = [];
  const brands: string[] = [];
  const models: string[] = [];
  const vehicles: string[] = [];
  // Rows come grouped by brand, then model: a brand's or model's page is named as it names
  // itself (the greatest of its prices' names, else the lists').
  for (let i = 0; i < rows.length;) {
    const first = rows[i]!;
    let j = i;
    while (j < rows.length && rows[j]!.type === first.type && rows[j]!.brand_code === first.brand_code) j++;
    const ofBrand = rows.slice(i, j);
    const brandName = greatest(ofBrand.map((r) => r.marca)) ?? first.brand_name ?? first.brand_code;
    if (!types.includes(`/fipe/${first.type}`)) types.push(`/fipe/${first.type}`);
    brands.push(brandPath(first.type, first.brand_code, brandName));
    for (let k = 0; k < ofBrand.length;) {
      const model = ofBrand[k]!;
      let l = k;
      while (l < ofBrand.length && ofBrand[l]!.model_code === model.model_code) l++;
      const ofModel = ofBrand.slice(k, l);
      const modelName = greatest(ofModel.map((r) => r.modelo)) ?? model.model_name ?? model.model_code;
      models.push(
        modelPath(
          { type: first.type, brand: first.brand_code, model: model.model_code },
          { brand: brandName, model: modelName },
        ),
      );
      for (const r of ofModel) {
        const fields =
          r.marca === null
            ? null
            : { Marca: r.marca, Modelo: r.modelo ?? undefined, Combustivel: r.combustivel ?? undefined };
        vehicles.push(catalogVehicleHead({ ...r, price_fields: fields as CatalogVehicleRow["price_fields"] }).path);
      }
      k = l;
    }
    i = j;
  }
  return { month, paths: [DEPRECIATION_PAGE_PATH, ...types, ...brands, ...models, ...vehicles] };
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
  otherSitemaps: readonly string[] = [],
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
    ...otherSitemaps.map((path) => `<sitemap><loc>${xmlEscape(siteUrl + path)}</loc></sitemap>`),
    ...files.map(
      (_, i) =>
        `<sitemap><loc>${xmlEscape(siteUrl + fipeSitemapPath(i + 1))}</loc><lastmod>${lastmod}</lastmod></sitemap>`,
    ),
  ];
  const index = `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join("\n")}\n</sitemapindex>\n`;
  return { index, files };
}

/**
 * What the sitemaps are built from, in one cheap read (the month index): the newest priced month
 * and how many prices it holds. A sync, a visitor's lookup or an import from another process
 * (`npm run fipe:import`) that adds a vehicle to that month, or a new month, changes it.
 */
export async function catalogVersion(store: Pick<CatalogStore, "db">): Promise<string> {
  const [row] = await rowsOf<{ month: string | null; n: number | string | null }>(
    store.db,
    sql`select m.month, (select count(*) from fipe_prices p where p.month = m.month and p.value_cents is not null) as n
        from (select max(month) as month from fipe_prices where value_cents is not null) m`,
  );
  return `${row?.month ?? ""}:${row?.n ?? 0}`;
}

/** How often the catalog's version is read while sitemaps are asked for. */
const VERSION_CHECK_MS = 10_000;

/**
 * The sitemaps, built once per catalog version (rebuilt at most after an hour in any case, and
 * never while a build runs); a build that fails is not kept. While they are asked for, the
 * catalog's version is read at most every `checkMs`, so the files follow the catalog within
 * seconds while a crawler asking again and again costs one small query a few times a minute.
 */
export function createFipeSitemaps(
  store: Pick<CatalogStore, "db">,
  siteUrl: string,
  ttlMs = TTL_MS,
  otherSitemaps: readonly string[] = [],
  checkMs = VERSION_CHECK_MS,
) {
  let cached: { value: Promise<FipeSitemaps>; version: string; expires: number; checked: number } | null = null;
  let checking: Promise<FipeSitemaps> | null = null;
  const build = (version: string) => {
    const value = buildFipeSitemaps(store, siteUrl, MAX_SITEMAP_URLS, otherSitemaps);
    const now = Date.now();
    const entry = { value, version, expires: now + ttlMs, checked: now };
    cached = entry;
    value.catch(() => {
      if (cached === entry) cached = null;
    });
    return value;
  };
  const check = async (): Promise<FipeSitemaps> => {
    const version = await catalogVersion(store);
    const now = Date.now();
    if (cached && cached.version === version && cached.expires > now) {
      cached.checked = now;
      return cached.value;
    }
    return build(version);
  };
  return function fipeSitemaps(): Promise<FipeSitemaps> {
    if (cached && cached.expires > Date.now() && Date.now() - cached.checked < checkMs) return cached.value;
    // One read of the version at a time; the callers meanwhile share its answer.
    checking ??= check().finally(() => {
      checking = null;
    });
    return checking;
  };
}

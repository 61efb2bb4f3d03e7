// The sitemaps of the FIPE catalog's pages, and the sitemap index that lists them with the
// site's own /sitemap.xml (robots.txt names the index). Every type, brand, model and vehicle page the
// catalog holds a price for in its newest month (the month a page shows; a vehicle not listed
// that month has no page), at most 50,000 addresses a file (the protocol's limit), each with
// the reference month as lastmod. Built from the database on request and kept while the
// catalog's newest month is unchanged (`createFipeSitemaps`: one build at a time); the
// addresses are the pages' canonical ones (the names a page's own canonical link is written
// with), so no crawler lands on a redirect.
import { and, count, eq, isNotNull, max, sql } from "drizzle-orm";
import type { VehicleType } from "#app/lib/fipe/fipe-types.ts";
import { brandPath, modelPath } from "#app/lib/fipe/vehicle-path.ts";
import { DEPRECIATION_PAGE_PATH } from "#app/lib/fipe/depreciation-ranking.ts";
import { fipeBrands, fipeModels, fipeModelYears, fipePrices } from "../../db/schema.ts";
import { sameModelYear } from "./keys.ts";
import type { CatalogStore } from "./store.ts";
import { newestPricedMonth } from "./depreciation-ranking.ts";
import { brandOf, catalogVehicleHead, modelOf } from "./vehicle-head.ts";

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
  const y = fipeModelYears;
  const p = fipePrices;
  const field = (name: string) => sql<string | null>`${y.priceFields}->>${name}`;
  const rows = await store.db
    .select({
      type: y.type,
      brandCode: y.brandCode,
      modelCode: y.modelCode,
      yearCode: y.yearCode,
      yearName: y.name,
      modelYear: y.modelYear,
      marca: field("Marca"),
      modelo: field("Modelo"),
      combustivel: field("Combustivel"),
      brandName: fipeBrands.name,
      modelName: fipeModels.name,
    })
    .from(p)
    .innerJoin(y, sameModelYear(y, p))
    .leftJoin(fipeBrands, brandOf(y))
    .leftJoin(fipeModels, modelOf(y))
    .where(and(eq(p.month, month), isNotNull(p.valueCents)))
    .orderBy(y.type, y.brandCode, y.modelCode, y.yearCode);
  const types: string[] = [];
  const brands: string[] = [];
  const models: string[] = [];
  const vehicles: string[] = [];
  // Rows come grouped by brand, then model: a brand's or model's page is named as it names
  // itself (the greatest of its prices' names, else the lists').
  for (let i = 0; i < rows.length;) {
    const first = rows[i]!;
    let j = i;
    while (j < rows.length && rows[j]!.type === first.type && rows[j]!.brandCode === first.brandCode) j++;
    const ofBrand = rows.slice(i, j);
    const brandName = greatest(ofBrand.map((r) => r.marca)) ?? first.brandName ?? first.brandCode;
    const type = first.type as VehicleType;
    if (!types.includes(`/fipe/${type}`)) types.push(`/fipe/${type}`);
    brands.push(brandPath(type, first.brandCode, brandName));
    for (let k = 0; k < ofBrand.length;) {
      const model = ofBrand[k]!;
      let l = k;
      while (l < ofBrand.length && ofBrand[l]!.modelCode === model.modelCode) l++;
      const ofModel = ofBrand.slice(k, l);
      const modelName = greatest(ofModel.map((r) => r.modelo)) ?? model.modelName ?? model.modelCode;
      models.push(
        modelPath({ type, brand: first.brandCode, model: model.modelCode }, { brand: brandName, model: modelName }),
      );
      for (const r of ofModel) {
        const priceFields =
          r.marca === null
            ? null
            : { Marca: r.marca, Modelo: r.modelo ?? undefined, Combustivel: r.combustivel ?? undefined };
        vehicles.push(catalogVehicleHead({ ...r, priceFields }).path);
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
  const p = fipePrices;
  const newest = store.db
    .select({ month: max(p.month) })
    .from(p)
    .where(isNotNull(p.valueCents));
  // No row when no price is held (":0", as a month without prices).
  const [row] = await store.db
    .select({ month: p.month, n: count() })
    .from(p)
    .where(and(eq(p.month, newest), isNotNull(p.valueCents)))
    .groupBy(p.month);
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

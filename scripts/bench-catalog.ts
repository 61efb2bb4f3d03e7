// The FIPE catalog's pages at the size of the real table, as `npm run bench` reports them: a
// generated catalog of 50,000 model-years (5,000 models of 60 brands, 10 model years each)
// priced in 24 reference months (1.2 million price rows, written by bulk SQL: insert ... select
// over generate_series), then, through the app in this process (production build, real
// server-side rendering, loopback HTTP with autocannon):
// - a brand page, a model page and a vehicle page, every request a distinct URL (a `?bench=n`
//   query: the rendered-page cache, keyed by URL, never answers), so each is rendered from
//   the database: requests/s and p99 against the goal (p99 < 100 ms);
// - a FIPE sitemap file: the whole set built from the database (cold, no cache), and the
//   file served;
// - the catalog's size on disk (PGlite's data folder; PostgreSQL's database size).
// Brand and model pages are another module's routes: their status is printed (404 until they
// exist). Standalone: `tsx scripts/bench-catalog.ts` (PGlite in a temporary folder;
// BENCH_DATABASE_URL or TEST_DATABASE_URL adds PostgreSQL). Needs `npm run build` first.
import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { brandPath, modelPath, parseVehiclePath } from "../app/lib/fipe/vehicle-path.ts";
import { MONTHS as MONTH_NAMES } from "../app/lib/format.ts";
import { buildApp } from "../server/app.ts";
import { startFipeMock } from "../tests/fixtures/fipe/server.ts";
import { loadConfig } from "../server/config.ts";
import { openDatabase, type Database } from "../server/db/client.ts";
import { buildFipeSitemaps, catalogPagePaths } from "../server/fipe/catalog/sitemaps.ts";
import { BENCH_BRANDS, BENCH_FAMILIES, BENCH_VARIANTS } from "./bench-search.ts";
import { withThrowawayDatabase } from "./lib/throwaway-database.ts";

export const CATALOG_TARGET = { p99Ms: 100, sitemapMs: 2000 };
const MODELS = Number(process.env.BENCH_CATALOG_MODELS ?? 5000);
const YEARS = 10;
const MONTHS = 24;
const NEWEST = { year: 2026, month: 11, code: 339 };
const SECONDS = Number(process.env.BENCH_CATALOG_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CATALOG_CONNECTIONS ?? 1);
const SITE = "https://www.carroemconta.com.br";

const textArray = (items: string[]) => sql.raw(`array[${items.map((s) => `'${s.replace(/'/g, "''")}'`).join(",")}]`);

/** 24 reference months, brands, models, model-years, 1.2 M prices and the newest month's lists. */
export async function seedLargeCatalog(
  database: Database,
): Promise<{ modelYears: number; prices: number; seedMs: number }> {
  const { db } = database;
  const t0 = performance.now();
  for (const table of [
    "fipe_prices",
    "fipe_model_years",
    "fipe_models",
    "fipe_brands",
    "fipe_catalog_lists",
    "fipe_reference_months",
  ]) {
    await db.execute(sql.raw(`delete from ${table}`));
  }
  const months = Array.from({ length: MONTHS }, (_, back) => {
    const total = NEWEST.year * 12 + NEWEST.month - 1 - back;
    const year = Math.floor(total / 12);
    const month = (total % 12) + 1;
    return {
      month: `${year}-${String(month).padStart(2, "0")}`,
      code: NEWEST.code - back,
      label: `${MONTH_NAMES[month - 1]} de ${year}`,
    };
  });
  await db.execute(
    sql`insert into fipe_reference_months (month, code, label) values ${sql.join(
      months.map((m) => sql`(${m.month}, ${m.code}, ${m.label})`),
      sql`, `,
    )}`,
  );
  await db.execute(
    sql`insert into fipe_brands (type, code, name) values ${sql.join(
      BENCH_BRANDS.map((name, i) => sql`('carros', ${String(i + 1)}, ${name})`),
      sql`, `,
    )}`,
  );
  const brands = BENCH_BRANDS.length;
  // Model k: brand k % 60 + 1, code 10000 + k, "{family} {variant}".
  await db.execute(sql`insert into fipe_models (type, brand_code, code, name)
    select 'carros', (k % ${brands} + 1)::text, (10000 + k)::text,
      (${textArray(BENCH_FAMILIES)})[(k * 7) % ${BENCH_FAMILIES.length} + 1] || ' ' || (${textArray(BENCH_VARIANTS)})[k % ${BENCH_VARIANTS.length} + 1]
    from generate_series(0, ${MODELS - 1}) k`);
  // Years: zero km and the 9 model years before the newest month's year; fuel by model.
  await db.execute(sql`insert into fipe_model_years (type, brand_code, model_code, year_code, name, model_year, fuel_code,
      fuel, codigo_fipe, price_fields)
    select m.type, m.brand_code, m.code, my || '-' || f, my || ' ' || fuel, my, f, fuel,
      lpad((m.code::int - 9000)::text, 6, '0') || '-' || (m.code::int % 10),
      jsonb_build_object('Marca', b.name, 'Modelo', m.name, 'AnoModelo', my, 'Combustivel', fuel,
        'CodigoFipe', lpad((m.code::int - 9000)::text, 6, '0') || '-' || (m.code::int % 10))
    from fipe_models m
    join fipe_brands b on b.type = m.type and b.code = m.brand_code
    cross join generate_series(0, ${YEARS - 1}) y
    cross join lateral (select case when y = 0 then 32000 else ${NEWEST.year} - y end as my,
      m.code::int % 3 + 1 as f) v
    cross join lateral (select (array['Gasolina', 'Álcool', 'Diesel'])[f] as fuel) w`);
  // Prices: a base per model-year, lower for older model years, dearer in older months (each
  // model-year its own rate: the ranking has ends to find). FIPE's text form from the cents.
  // One statement a month (50,000 rows each): one statement for all stays under no client timeout.
  for (const m of months) {
    await db.execute(sql`insert into fipe_prices (type, brand_code, model_code, year_code, month, value_cents, valor, mes, source)
    select y.type, y.brand_code, y.model_code, y.year_code, r.month, c.cents,
      'R$ ' || translate(to_char(c.cents / 100.0, 'FM999,999,990.00'), ',.', '.,'), r.label, 'import'
    from fipe_model_years y
    join fipe_reference_months r on r.month = ${m.month}
    cross join lateral (select ((3000000 + (y.model_code::int * 7919) % 20000000)
        * power(0.9, greatest(least(${NEWEST.year} - y.model_year, 10), 0))
        * (1 + (${NEWEST.code} - r.code) * (0.001 + ((y.model_code::int + y.model_year) % 13) * 0.0007)))::bigint as cents) c`);
  }
  // The newest month's lists, as the sync stores them: brands, each brand's models, each model's years.
  const newest = months[0]!.month;
  await db.execute(sql`insert into fipe_catalog_lists (path, month, items)
    select 'carros/marcas', ${newest}, jsonb_agg(jsonb_build_object('codigo', code, 'nome', name) order by name)
    from fipe_brands`);
  await db.execute(sql`insert into fipe_catalog_lists (path, month, items)
    select 'carros/marcas/' || brand_code || '/modelos', ${newest},
      jsonb_agg(jsonb_build_object('codigo', code, 'nome', name) order by name)
    from fipe_models group by brand_code`);
  await db.execute(sql`insert into fipe_catalog_lists (path, month, items)
    select 'carros/marcas/' || brand_code || '/modelos/' || model_code || '/anos', ${newest},
      jsonb_agg(jsonb_build_object('codigo', year_code, 'nome', name) order by model_year desc)
    from fipe_model_years group by brand_code, model_code`);
  await db.execute(sql`analyze`);
  const [count] = (
    (await db.execute(
      sql`select (select count(*) from fipe_model_years)::int as years, (select count(*) from fipe_prices)::int as prices`,
    )) as unknown as {
      rows: Array<{ years: number; prices: number }>;
    }
  ).rows;
  return { modelYears: count!.years, prices: count!.prices, seedMs: performance.now() - t0 };
}

type Load = { status: number; rps: number; p50: number; p99: number; requests: number; errors: number };

/** autocannon on distinct URLs (each path gets `?bench=n`, n never repeating). */
async function load(base: string, paths: string[], seconds = SECONDS): Promise<Load> {
  let n = 0;
  const first = await fetch(`${base}${paths[0]}`, { redirect: "manual" });
  await first.arrayBuffer();
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      {
        setupRequest: (req) => {
          const path = paths[n % paths.length]!;
          n++;
          return { ...req, path: `${path}?bench=${n}` };
        },
      },
    ],
  });
  return {
    status: first.status,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors + result.non2xx,
  };
}

export type CatalogBenchResult = {
  modelYears: number;
  prices: number;
  seedMs: number;
  upstreamCalls: number;
  sizeMb: number;
  pages: Record<"brand" | "model" | "vehicle", Load>;
  sitemap: { buildMs: number[]; files: number; urls: number; fileStatus: number; fileMs: number; fileKb: number };
};

/** Seeds the catalog into `database`, then measures; `sizeMb` reads its size on disk. */
export async function catalogBench(database: Database, sizeMb: () => Promise<number>): Promise<CatalogBenchResult> {
  const seeded = await seedLargeCatalog(database);
  if (database.kind === "postgres") await database.db.execute(sql`vacuum analyze fipe_prices`).catch(() => {});
  const size = await sizeMb();
  // The local FIPE stand-in as the upstream (its 24 reference months are the catalog's): the
  // reference list is fetched once and cached, as in production; every price and list the
  // pages show is the catalog's.
  const fipe = await startFipeMock();
  const app = await buildApp(
    loadConfig({
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? "silent",
      FIPE_UPSTREAMS: `v1:${fipe.url}`,
      FIPE_SYNC: "off",
      SITE_URL: SITE,
      FIPE_CLIENT_LIMIT: "1000000",
      RENDER_CLIENT_LIMIT: "1000000",
    }),
    { database: { ...database, close: async () => {} }, mail: { autoStart: false } },
  );
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  try {
    // The addresses, as the sitemaps write them: brand and model pages by brandPath/modelPath.
    const catalog = (await catalogPagePaths({ db: database.db }))!;
    const vehicles = catalog.paths.filter((p) => parseVehiclePath(p));
    const shuffled = <T>(xs: T[]) =>
      xs
        .map((x, i) => ({ x, k: (i * 2654435761) % 4294967296 }))
        .sort((a, b) => a.k - b.k)
        .map((e) => e.x);
    const codes = shuffled(vehicles).map((p) => parseVehiclePath(p)!);
    const brandPaths = [...new Set(codes.map((c) => brandPath(c.type, c.brand, BENCH_BRANDS[Number(c.brand) - 1])))];
    const rows = (await database.db.execute(sql`select brand_code, code, name from fipe_models`)) as unknown as {
      rows: Array<{ brand_code: string; code: string; name: string }>;
    };
    const modelNames = new Map(rows.rows.map((r) => [`${r.brand_code}/${r.code}`, r.name]));
    const modelPaths = [...new Set(codes.map((c) => `${c.brand}/${c.model}`))].slice(0, 2000).map((key) => {
      const [brand, model] = key.split("/") as [string, string];
      return modelPath(
        { type: "carros", brand, model },
        { brand: BENCH_BRANDS[Number(brand) - 1], model: modelNames.get(key) },
      );
    });
    const pages = {
      brand: await load(base, brandPaths),
      model: await load(base, modelPaths),
      vehicle: await load(base, shuffled(vehicles).slice(0, 5000)),
    };
    const buildMs: number[] = [];
    let built = await buildFipeSitemaps({ db: database.db }, SITE);
    for (let i = 0; i < 3; i++) {
      const t = performance.now();
      built = await buildFipeSitemaps({ db: database.db }, SITE);
      buildMs.push(performance.now() - t);
    }
    const t = performance.now();
    // A new connection (the pool's may have been closed by the server while idle).
    const file = await fetch(`${base}/sitemap-fipe-1.xml`, { headers: { connection: "close" } }).catch(() =>
      fetch(`${base}/sitemap-fipe-1.xml`, { headers: { connection: "close" } }),
    );
    const body = await file.text();
    const fileMs = performance.now() - t;
    const upstreamCalls = Object.values(fipe.hits()).reduce((n: number, c) => n + Number(c), 0);
    return {
      ...seeded,
      upstreamCalls,
      sizeMb: size,
      pages,
      sitemap: {
        buildMs,
        files: built.files.length,
        urls: catalog.paths.length,
        fileStatus: file.status,
        fileMs,
        fileKb: Buffer.byteLength(body) / 1024,
      },
    };
  } finally {
    await app.close();
    await fipe.close();
  }
}

export function catalogSummary(engine: string, r: CatalogBenchResult): string[] {
  const ok = (met: boolean) => (met ? "met" : "NOT met");
  const page = (name: string, l: Load) =>
    `  ${name.padEnd(13)} status ${l.status}: ${l.rps.toFixed(0)} req/s, p50 ${l.p50} ms, p99 ${l.p99} ms, ${l.requests} distinct URLs, ${l.errors} errors/non-2xx — target p99 < ${CATALOG_TARGET.p99Ms} ms: ${l.status === 200 ? ok(l.p99 < CATALOG_TARGET.p99Ms) : "page missing"}`;
  const build = [...r.sitemap.buildMs].sort((a, b) => a - b);
  return [
    `FIPE catalog on ${engine}: ${r.modelYears.toLocaleString("en-US")} model-years × ${MONTHS} months = ${r.prices.toLocaleString("en-US")} prices, generated in ${(r.seedMs / 1000).toFixed(1)} s, ${r.sizeMb.toFixed(0)} MB on disk; ${CONNECTIONS} connections, ${SECONDS} s a page, every URL distinct (page cache bypassed); FIPE stand-in calls during the run: ${r.upstreamCalls}:`,
    page("brand page", r.pages.brand),
    page("model page", r.pages.model),
    page("vehicle page", r.pages.vehicle),
    `  sitemaps: ${r.sitemap.urls.toLocaleString("en-US")} URLs in ${r.sitemap.files} files, built cold in ${build.map((ms) => ms.toFixed(0)).join(" / ")} ms — target < ${CATALOG_TARGET.sitemapMs} ms: ${ok(build[build.length - 1]! < CATALOG_TARGET.sitemapMs)}; /sitemap-fipe-1.xml status ${r.sitemap.fileStatus}, ${r.sitemap.fileKb.toFixed(0)} KB in ${r.sitemap.fileMs.toFixed(0)} ms (first request: built then)`,
  ];
}

/** PGlite in a temporary folder (its size is the folder's), then PostgreSQL when a URL is set. */
export async function runCatalogBenches(
  databaseUrl: string | undefined,
  onLines: (lines: string[]) => void = (lines) => console.log(lines.join("\n")),
): Promise<string[]> {
  const out: string[] = [];
  const push = (lines: string[]) => {
    out.push(...lines);
    onLines(lines);
  };
  const dir = mkdtempSync(join(tmpdir(), "cec-bench-catalog-"));
  try {
    const pglite = await openDatabase({ dataDir: dir });
    const du = async () => {
      await pglite.db.execute(sql`checkpoint`);
      return Number(execFileSync("du", ["-sk", dir], { encoding: "utf8" }).split("\t")[0]) / 1024;
    };
    push(catalogSummary("PGlite", await catalogBench(pglite, du)));
    await pglite.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  if (databaseUrl) {
    await withThrowawayDatabase(databaseUrl, "cec_bench_catalog", async (url) => {
      const database = await openDatabase({ databaseUrl: url, dataDir: "" });
      const size = async () => {
        const res = (await database.db.execute(
          sql`select pg_database_size(current_database())::bigint as b`,
        )) as unknown as {
          rows: Array<{ b: string }>;
        };
        return Number(res.rows[0]!.b) / 1024 / 1024;
      };
      push(catalogSummary("PostgreSQL", await catalogBench(database, size)));
      await database.close();
    });
  }
  return out;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  await runCatalogBenches(process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL);
}

// The FIPE search's server time on a catalog of 50,000 model-years (5,000 models of 60 brands,
// 10 years each, a price each), as `npm run bench` reports it: GET /api/fipe/busca through the
// app (Fastify's inject: routing, the query, the JSON), sequential, after a warm-up; p50, p95
// and p99 against the issue's goal (p95 < 50 ms). Standalone: `tsx scripts/bench-search.ts`
// (PGlite in memory; BENCH_DATABASE_URL or TEST_DATABASE_URL adds PostgreSQL).
import { sql } from "drizzle-orm";
import { pathToFileURL } from "node:url";
import { buildApp } from "../server/app.ts";
import { loadConfig } from "../server/config.ts";
import { openDatabase, type Database } from "../server/db/client.ts";
import { wordsLiteral } from "../server/fipe/catalog/store.ts";
import { searchText, searchWords } from "../server/fipe/catalog/text.ts";
import { withThrowawayDatabase } from "./lib/throwaway-database.ts";

export const SEARCH_TARGET_P95_MS = 50;
const BRANDS = [
  "Acura",
  "Agrale",
  "Alfa Romeo",
  "Audi",
  "BMW",
  "BYD",
  "Caoa Chery",
  "Chrysler",
  "Citroën",
  "Dodge",
  "Ferrari",
  "Fiat",
  "Ford",
  "GM - Chevrolet",
  "GWM",
  "Honda",
  "Hyundai",
  "JAC",
  "Jaguar",
  "Jeep",
  "Kia Motors",
  "Land Rover",
  "Lexus",
  "Lifan",
  "Mahindra",
  "Maserati",
  "Mercedes-Benz",
  "MINI",
  "Mitsubishi",
  "Nissan",
  "Peugeot",
  "Porsche",
  "RAM",
  "Renault",
  "Subaru",
  "Suzuki",
  "Toyota",
  "Troller",
  "Volvo",
  "VW - VolksWagen",
  "Chana",
  "Changan",
  "Effa",
  "Geely",
  "Hafei",
  "Iveco",
  "Jinbei",
  "Lada",
  "Lamborghini",
  "Lotus",
  "Mazda",
  "Mclaren",
  "Rolls-Royce",
  "Seat",
  "Smart",
  "SsangYong",
  "Tac",
  "Walk",
  "Wake",
  "Zeekr",
];
const FAMILIES = [
  "Gol",
  "Polo",
  "Onix",
  "Corolla",
  "Argo",
  "HB20",
  "Civic",
  "Kwid",
  "Strada",
  "Toro",
  "Compass",
  "Renegade",
  "Hilux",
  "S10",
  "Ranger",
  "Creta",
  "Tracker",
  "T-Cross",
  "Nivus",
  "Virtus",
  "Cronos",
  "Mobi",
  "Pulse",
  "Sandero",
  "Duster",
  "Logan",
  "Fit",
  "City",
  "HR-V",
  "Yaris",
  "Etios",
  "Ka",
  "EcoSport",
  "Spin",
  "Cruze",
  "Prisma",
];
const VARIANTS = [
  "1.0 Flex 12V 5p Mec.",
  "1.0 TSI Flex Aut.",
  "1.6 16V Flex 4p",
  "2.0 XEi 16V Flex Aut.",
  "Highline 1.4 TSI",
  "LT 1.0 Turbo Aut.",
  "Sense 1.0 Flex",
  "Trendline 1.6 Mec.",
  "Diesel 4x4 2.8 Aut.",
  "Drive 1.3 Firefly",
];
const FUELS = ["Gasolina", "Álcool", "Diesel"];
/** The names the catalog benches share (scripts/bench-catalog.ts). */
export { BRANDS as BENCH_BRANDS, FAMILIES as BENCH_FAMILIES, VARIANTS as BENCH_VARIANTS };

async function seed(database: Database) {
  const { db } = database;
  await db.execute(sql`delete from fipe_prices`);
  await db.execute(sql`delete from fipe_model_years`);
  await db.execute(sql`insert into fipe_reference_months (month, code, label) values ('2026-11', 339, 'novembro de 2026')
    on conflict do nothing`);
  const brands = BRANDS.map((name, i) => ({ code: String(i + 1), name }));
  await db.execute(
    sql`insert into fipe_brands (type, code, name) values ${sql.join(
      brands.map((b) => sql`('carros', ${b.code}, ${b.name})`),
      sql`, `,
    )} on conflict do nothing`,
  );
  let n = 0;
  for (let m = 0; m < 5000; m += 100) {
    const models = [];
    const years = [];
    const prices = [];
    for (let k = m; k < m + 100; k++) {
      const brand = brands[k % brands.length]!;
      const name = `${FAMILIES[(k * 7) % FAMILIES.length]} ${VARIANTS[k % VARIANTS.length]}`;
      const code = String(10000 + k);
      const text = searchText({
        brand: brand.name,
        model: name,
        fuels: [FUELS[k % 3]!],
        codes: [`${String(k + 1000).padStart(6, "0")}-${k % 10}`],
      });
      models.push(
        sql`('carros', ${brand.code}, ${code}, ${name}, ${text}, ${wordsLiteral(searchWords(text))}::text[])`,
      );
      const fuelCode = (k % 3) + 1;
      const fuel = FUELS[fuelCode - 1]!;
      const fipe = `${String(k + 1000).padStart(6, "0")}-${k % 10}`;
      for (let y = 0; y < 10; y++) {
        const modelYear = y === 0 ? 32000 : 2025 - y;
        const yearCode = `${modelYear}-${fuelCode}`;

        const fields = JSON.stringify({
          Marca: brand.name,
          Modelo: name,
          AnoModelo: modelYear,
          Combustivel: fuel,
          CodigoFipe: fipe,
        });
        years.push(
          sql`('carros', ${brand.code}, ${code}, ${yearCode}, ${`${modelYear} ${fuel}`}, ${modelYear}, ${fuelCode}, ${fuel}, ${fipe}, ${fields}::jsonb)`,
        );
        prices.push(
          sql`('carros', ${brand.code}, ${code}, ${yearCode}, '2026-11', ${5_000_000 + k * 100}, ${"R$ 50.000,00"}, 'novembro de 2026', 'sync')`,
        );
        n++;
      }
    }
    await db.execute(
      sql`insert into fipe_models (type, brand_code, code, name, search_text, search_words) values ${sql.join(models, sql`, `)} on conflict do nothing`,
    );
    await db.execute(sql`insert into fipe_model_years (type, brand_code, model_code, year_code, name, model_year, fuel_code, fuel,
      codigo_fipe, price_fields) values ${sql.join(years, sql`, `)}`);
    await db.execute(sql`insert into fipe_prices (type, brand_code, model_code, year_code, month, value_cents, valor, mes, source)
      values ${sql.join(prices, sql`, `)}`);
  }
  await db.execute(sql`analyze`);
  return n;
}

const QUERIES = [
  "gol 2014",
  "onix",
  "corolla xei",
  "001503-2",
  "0015032",
  "vw gol",
  "argo 2023",
  "2020",
  "hb20 1.0",
  "toyota hilux diesel",
  "civic",
  "gm onix lt 2019",
  "compass 2.0",
  "fiat",
  "t-cross",
  "ka 1.0",
  "zero km argo",
  "strada",
  "renegade 2018 diesel",
  "ranger 4x4",
  "mercedes",
  "xyzzy",
  "volks polo highline",
  "cruze lt",
  "s10 2.8",
  "kwid 2022",
  "001999-9",
  "creta 2021",
  // Forgiven (server/fipe/catalog/forgiving.ts): typos, missing and extra spaces.
  "corola",
  "corrolla 2020",
  "onix2020",
  "hb 20",
  "toyta corola xei",
  "hilx disel",
];

/** BENCH_SEARCH_ROUNDS: fewer rounds for a quick figure (the catalog stays 50,000 model-years). */
const DEFAULT_ROUNDS = Number(process.env.BENCH_SEARCH_ROUNDS) || 20;

export async function searchBench(database: Database, { rounds = DEFAULT_ROUNDS } = {}) {
  const modelYears = await seed(database);
  const app = await buildApp(loadConfig({ LOG_LEVEL: "silent", FIPE_UPSTREAMS: "v1:http://127.0.0.1:9" }), {
    database: { ...database, close: async () => {} },
    site: null,
  });
  const times: number[] = [];
  const perQuery: Record<string, number[]> = {};
  let results = 0;
  for (let round = -2; round < rounds; round++) {
    for (const q of QUERIES) {
      const t = performance.now();
      const res = await app.inject({ url: `/api/fipe/busca?q=${encodeURIComponent(q)}` });
      const ms = performance.now() - t;
      if (res.statusCode !== 200) throw new Error(`search "${q}": ${res.statusCode} ${res.body}`);
      if (round >= 0) {
        if (process.env.BENCH_SEARCH_DETAIL) (perQuery[q] ??= []).push(ms);
        times.push(ms);
        results += (res.json() as { results: unknown[] }).results.length;
      }
    }
  }
  await app.close();
  if (process.env.BENCH_SEARCH_DETAIL) {
    for (const [q, ms] of Object.entries(perQuery)) {
      console.log(`${q.padEnd(20)} median ${ms.sort((a, b) => a - b)[Math.floor(ms.length / 2)]!.toFixed(1)} ms`);
    }
  }
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!;
  return { modelYears, searches: times.length, results, p50: at(0.5), p95: at(0.95), p99: at(0.99) };
}

export function searchSummary(engine: string, r: Awaited<ReturnType<typeof searchBench>>): string {
  return `FIPE search on ${engine}, ${r.modelYears.toLocaleString("en-US")} model-years, ${r.searches} searches: p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms — target p95 < ${SEARCH_TARGET_P95_MS} ms: ${r.p95 < SEARCH_TARGET_P95_MS ? "met" : "NOT met"}`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const pglite = await openDatabase({ dataDir: "memory://" });
  console.log(searchSummary("PGlite", await searchBench(pglite)));
  await pglite.close();
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (url) {
    await withThrowawayDatabase(url, "cec_bench_search", async (target) => {
      const database = await openDatabase({ databaseUrl: target, dataDir: "" });
      console.log(searchSummary("PostgreSQL", await searchBench(database)));
      await database.close();
    });
  }
}

// fipeX import into the catalog (text and Parquet, a local file or an https:// address): a
// 24-month file gives a vehicle 24 months of history, a second import changes nothing, rows of
// vehicles the catalog does not hold are skipped with the reason, --since limits the months,
// and a bad file (wrong columns, a broken line) is refused naming file and line, storing nothing.
import { readFileSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engines } from "../../../tests/helpers/databases.ts";
import { seedCatalog } from "../../../tests/fixtures/fipe/catalog-seed.ts";
import { gzipSync } from "node:zlib";
import {
  fipexRows,
  writeFipexParquet,
  writeFipexTsv,
  writeHostileFipexParquet,
  FIPEX_HEADER,
} from "../../../tests/fixtures/fipe/fipex.ts";
import type { Database } from "../../db/client.ts";
import { ImportError, importFipeX } from "./import.ts";
import { catalogHistory } from "./history.ts";
import { codePage, priceInCatalogMonth, vehicleMonths } from "./pages.ts";
import { rowsOf } from "../../db/rows.ts";
import { createCatalogStore, type CatalogStore } from "./store.ts";

const dir = mkdtempSync(join(tmpdir(), "cec-fipex-"));
// Fiat Argo "1.0 Flex 12V 5p" (launched long ago) and "1.0 TSI Flex 12V Aut." (listed 9 months).
const ARGO = { type: "carros", brand: "21", model: 21020, year: "2023-1" };
const ARGO_NEW = { type: "carros", brand: "21", model: 21021, year: "2023-2" };
const VEHICLES = [
  ARGO,
  ARGO_NEW,
  { ...ARGO, year: "32000-1" },
  { type: "carros", brand: "21", model: 21022, year: "2020-1" },
];

for (const engine of engines()) {
  describe.skipIf(engine.skipReason)(
    `fipeX import on ${engine.name}${engine.skipReason ? ` (${engine.skipReason})` : ""}`,
    () => {
      let database: Database;
      let store: CatalogStore;
      const priceCount = async () =>
        Number((await rowsOf<{ n: number }>(database.db, sql`select count(*)::int as n from fipe_prices`))[0]!.n);

      beforeAll(async () => {
        database = await engine.open();
        store = createCatalogStore(database.db);
        await seedCatalog(store, "carros", ["21"], { models: (m) => m >= 21020 && m <= 21027 });
      });
      afterAll(async () => {
        await database.close();
        await engine.dispose();
      });

      it("a 24-month file gives a vehicle 24 months of history; importing it again changes nothing", async () => {
        const file = join(dir, "fipex-24.tsv");
        const rows = fipexRows(VEHICLES);
        writeFipexTsv(file, rows);
        const before = await priceCount();
        const report = await importFipeX(database.db, file);
        expect(report.read).toBe(rows.length);
        expect(report.skipped).toEqual({
          "vehicle not in the catalog (type, FIPE code, model year and fuel)": 24 * 3,
        });
        expect(report.matched).toBe(rows.length - 72);
        // The newest month was already held (the sync's prices): everything else is new.
        expect(report.added).toBe(report.matched - VEHICLES.length);
        expect(report.months).toHaveLength(24);
        expect(await priceCount()).toBe(before + report.added);

        const history = await catalogHistory(store, { type: "carros", brand: "21", model: "21020", year: "2023-1" });
        expect(history).toHaveLength(24);
        expect(history[0]!.month).toBe("dezembro de 2024");
        expect(history[23]!.month).toBe("novembro de 2026");
        // Listed only for its last 9 months.
        expect(
          await catalogHistory(store, { type: "carros", brand: "21", model: "21021", year: "2023-2" }),
        ).toHaveLength(9);

        const again = await importFipeX(database.db, file);
        expect(again.matched).toBe(report.matched);
        expect(again.added).toBe(0);
        expect(await priceCount()).toBe(before + report.added);
      });

      it("the code page lists every model year of the code; a vehicle's months and its price in one of them", async () => {
        const page = await codePage(store, "0210200");
        expect(page?.codigo).toBe("021020-0");
        expect(page!.vehicles.map((v) => v.anoCodigo)).toEqual([
          "32000-1",
          ...Array.from({ length: 11 }, (_, i) => `${2024 - i}-1`),
        ]);
        expect(page!.vehicles[0]).toMatchObject({ marca: "Fiat", ano: "Zero Km Gasolina", mes: "novembro de 2026" });
        expect(page!.vehicles[0]!.path).toMatch(/^\/fipe\/carros\/21-fiat\/21020-argo-/);
        expect(await codePage(store, "999999-9")).toBeNull();
        expect(await codePage(store, "abc")).toBeNull();

        const argo = { type: "carros" as const, brand: "21", model: "21020", year: "2023-1" };
        const months = await vehicleMonths(store, argo);
        expect(months).toHaveLength(24);
        expect(months[0]).toEqual({ value: "2026-11", label: "novembro de 2026" });
        const old = await priceInCatalogMonth(store, argo, "2025-01");
        expect(old).toMatchObject({ Marca: "Fiat", AnoModelo: 2023, CodigoFipe: "021020-0", Valor: /^R\$ / });
        expect(old!.Valor).not.toBe((await priceInCatalogMonth(store, argo, "2026-11"))!.Valor);
        expect(await priceInCatalogMonth(store, argo, "2019-01")).toBeNull();
        expect(await priceInCatalogMonth(store, argo, "2025-13")).toBeNull();
      });

      it("reads the same rows from Parquet, from an https:// address, and limits the months with --since", async () => {
        await database.db.execute(sql`delete from fipe_prices where source = 'import'`);
        const rows = fipexRows(VEHICLES);
        const parquet = join(dir, "fipex-24.parquet");
        writeFipexParquet(parquet, rows);
        const fromParquet = await importFipeX(database.db, parquet, { since: "2026-01" });
        expect(fromParquet.read).toBe(rows.length);
        expect(fromParquet.months).toEqual(
          Array.from({ length: 11 }, (_, i) => `2026-${String(i + 1).padStart(2, "0")}`),
        );
        expect(fromParquet.skipped["before --since"]).toBeGreaterThan(0);

        const tsv = join(dir, "fipex-web.tsv");
        writeFipexTsv(tsv, rows);
        const fetchImpl = (async (url: string) => {
          expect(url).toBe("https://dados.example/fipex/fipe-todos.tsv");
          return new Response(readFileSync(tsv));
        }) as unknown as typeof fetch;
        const fromWeb = await importFipeX(database.db, "https://dados.example/fipex/fipe-todos.tsv", { fetchImpl });
        expect(fromWeb.months).toHaveLength(24);
        expect(fromWeb.added).toBe(fromWeb.matched - VEHICLES.length - fromParquet.added);
      });

      it("refuses a file with wrong columns or a broken line, naming file and line, and stores nothing from it", async () => {
        await database.db.execute(sql`delete from fipe_prices where source = 'import'`);
        const before = await priceCount();
        const rows = fipexRows(VEHICLES);

        const wrongColumns = join(dir, "colunas.tsv");
        writeFipexTsv(
          wrongColumns,
          rows,
          FIPEX_HEADER.map((h) => (h === "valor_centavos" ? "valor" : h)),
        );
        await expect(importFipeX(database.db, wrongColumns)).rejects.toThrow(
          `${wrongColumns}, line 1: not a fipeX file: missing column(s) valor_centavos`,
        );

        const broken = join(dir, "quebrado.tsv");
        const bad = rows.map((r) => [...r]);
        bad[40]![8] = "12x00"; // line 42 (the header is line 1)
        writeFipexTsv(broken, bad);
        const error = await importFipeX(database.db, broken).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(ImportError);
        expect((error as ImportError).message).toBe(
          `${broken}, line 42: valor_centavos "12x00" is not a whole number of cents`,
        );

        const short = join(dir, "curto.tsv");
        writeFipexTsv(
          short,
          rows.map((r, i) => (i === 70 ? r.slice(0, 11) : r)),
        );
        await expect(importFipeX(database.db, short)).rejects.toThrow(
          `${short}, line 72: 11 fields where the header has 12`,
        );
        expect(await priceCount()).toBe(before);
      });

      it("a hostile Parquet row group (16 M identical rows in a few KB) is refused from its metadata", async () => {
        const hostile = join(dir, "hostil.parquet");
        expect(writeHostileFipexParquet(hostile)).toBeLessThan(33 * 1024);
        const before = await priceCount();
        const heap = process.memoryUsage().heapUsed;
        const error = await importFipeX(database.db, hostile).catch((e: unknown) => e);
        expect((error as Error).message).toBe(
          `${hostile}: row group 1 holds 16000000 rows, more than the 2000000 allowed per row group: refused`,
        );
        expect(process.memoryUsage().heapUsed - heap).toBeLessThan(64 * 1024 * 1024);
        // A cap on uncompressed bytes too; and a legitimate file read in small slices reads the same.
        const rows = fipexRows(VEHICLES);
        const parquet = join(dir, "fipex-fatias.parquet");
        writeFipexParquet(parquet, rows);
        await expect(importFipeX(database.db, parquet, { maxRowGroupBytes: 100 })).rejects.toThrow(
          /^.*fipex-fatias\.parquet: row group 1 holds \d+ bytes uncompressed, more than the 100 allowed per row group: refused$/,
        );
        const sliced = await importFipeX(database.db, parquet, { sliceRows: 7 });
        expect(sliced.read).toBe(rows.length);
        expect(await priceCount()).toBeGreaterThanOrEqual(before);
      });

      it("a .gz with one huge line is refused as 'line too long', naming file and line", async () => {
        const gz = join(dir, "linha-longa.tsv.gz");
        const rows = fipexRows(VEHICLES).slice(0, 3);
        const text = [FIPEX_HEADER.join("\t"), ...rows.map((r) => r.join("\t")), "x".repeat(2 * 1024 * 1024)].join(
          "\n",
        );
        writeFileSync(gz, gzipSync(text));
        const before = await priceCount();
        await expect(importFipeX(database.db, gz, { maxLineBytes: 64 * 1024 })).rejects.toThrow(
          `${gz}, line 5: line too long (more than 65536 bytes): not a fipeX file, or a broken one`,
        );
        expect(await priceCount()).toBe(before);
      });

      it("a download: an overall time limit, and no redirect to http://", async () => {
        const url = "https://dados.example/fipex/fipe-todos.tsv";
        // Sends the header, then nothing more, ever (a trickle that stalls).
        const stalls = (async () =>
          new Response(
            new ReadableStream({
              start(controller) {
                controller.enqueue(new TextEncoder().encode(`${FIPEX_HEADER.join("\t")}\n`));
              },
            }),
          )) as unknown as typeof fetch;
        await expect(importFipeX(database.db, url, { fetchImpl: stalls, timeoutMs: 300 })).rejects.toThrow(
          `${url}: no complete answer within 300 ms (the overall time limit)`,
        );
        // Never answers at all (and ignores the abort signal).
        const never = (() => new Promise<Response>(() => {})) as unknown as typeof fetch;
        await expect(importFipeX(database.db, url, { fetchImpl: never, timeoutMs: 300 })).rejects.toThrow(
          `${url}: no complete answer within 300 ms (the overall time limit)`,
        );
        const calls: string[] = [];
        const redirects = (async (to: string) => {
          calls.push(to);
          return to.startsWith("https://dados.example/fipex/")
            ? new Response(null, { status: 302, headers: { location: "http://dados.example/fipe-todos.tsv" } })
            : new Response("?");
        }) as unknown as typeof fetch;
        await expect(importFipeX(database.db, url, { fetchImpl: redirects })).rejects.toThrow(
          `${url}: redirect to http://dados.example refused: only https:// is followed`,
        );
        expect(calls).toEqual([url]);
        await expect(
          importFipeX(database.db, "https://dados.example/fipex/todos.parquet", { fetchImpl: redirects }),
        ).rejects.toThrow(
          /^https:\/\/dados\.example\/fipex\/todos\.parquet: redirect to http:\/\/dados\.example refused/,
        );
      });

      it("a full disk is one line naming the file and 'disco cheio / disk full', without the query", async () => {
        const file = join(dir, "fipex-disco.tsv");
        writeFipexTsv(file, fipexRows(VEHICLES));
        await database.db.execute(sql`delete from fipe_prices where source = 'import'`);
        // The database answers the price insert as PostgreSQL does when its disk is full (SQLSTATE
        // 53100, raised by a trigger on both engines); drizzle wraps it with the whole statement.
        await database.db.execute(sql`create function fipe_prices_disk_full() returns trigger language plpgsql as $$
          begin raise exception 'could not extend file "base/16384/16402": No space left on device' using errcode = '53100'; end $$`);
        await database.db.execute(sql`create trigger fipe_prices_disk_full before insert on fipe_prices
          for each statement execute function fipe_prices_disk_full()`);
        const error = (await importFipeX(database.db, file)
          .catch((e: unknown) => e)
          .finally(async () => {
            await database.db.execute(sql`drop trigger fipe_prices_disk_full on fipe_prices`);
            await database.db.execute(sql`drop function fipe_prices_disk_full()`);
          })) as Error;
        expect(error).toBeInstanceOf(ImportError);
        expect(error.message).toBe(
          `${file}: disco cheio / disk full: the database has no space left (PostgreSQL 53100). Free space, then import again (what was stored stays; nothing is written twice)`,
        );
        expect(error.message).not.toMatch(/\n|Failed query|\$1/);
      });

      it("a file cut between two lines is reported (a warning with counts), or refused with strict", async () => {
        await database.db.execute(sql`delete from fipe_prices where source = 'import'`);
        const rows = fipexRows(VEHICLES);
        // The file lists the newest month first: cut it after the first row of its last (oldest) month.
        const oldest = rows.at(-1)!.slice(10).join("-");
        const firstOfOldest = rows.findIndex((r) => r.slice(10).join("-") === oldest);
        const whole = rows.filter((r) => r.slice(10).join("-") === oldest).length;
        const previous = rows.filter(
          (r) => r.slice(10).join("-") === rows[firstOfOldest - 1]!.slice(10).join("-"),
        ).length;
        const cut = join(dir, "cortado.tsv");
        writeFipexTsv(cut, rows.slice(0, firstOfOldest + 1));
        const before = await priceCount();
        const refused = (await importFipeX(database.db, cut, { strict: true }).catch((e: unknown) => e)) as Error;
        expect(refused.message).toBe(
          `${cut}: ends short of 2024-12: 1 rows where 2025-01 has ${previous}; the file may be cut (refused: --strict)`,
        );
        expect(await priceCount()).toBe(before);
        const report = await importFipeX(database.db, cut);
        expect(report.warnings).toEqual([
          `${cut}: ends short of 2024-12: 1 rows where 2025-01 has ${previous}; the file may be cut`,
        ]);
        expect(report.rowsPerMonth["2024-12"]).toBe(1);
        expect(whole).toBeGreaterThan(1);
        // The whole file has no warning.
        const full = join(dir, "inteiro.tsv");
        writeFipexTsv(full, rows);
        expect((await importFipeX(database.db, full)).warnings).toEqual([]);
      });

      // Two sessions on one PostgreSQL server: defined for that engine only (nothing skipped on PGlite).
      if (engine.name === "postgres")
        it("holds no lock on prices the catalog already has: another session updates one while the import runs", async () => {
          await database.db.execute(sql`delete from fipe_prices where source = 'import'`);
          const file = join(dir, "fipex-travas.tsv");
          writeFipexTsv(file, fipexRows(VEHICLES));
          const [held] = await rowsOf<{ month: string }>(
            database.db,
            sql`select month from fipe_prices where type = 'carros' and brand_code = '21' and model_code = '21020'
              and year_code = '2023-1' and valor is not null order by month desc limit 1`,
          );
          const other = await engine.open();
          let batches = 0;
          try {
            await importFipeX(database.db, file, {
              batchSize: 10,
              afterBatch: async () => {
                batches++;
                if (batches !== 2) return;
                await other.db.transaction(async (tx) => {
                  await tx.execute(sql`set local lock_timeout = '1s'`);
                  await tx.execute(sql`update fipe_prices set stored_at = now() where type = 'carros'
                    and brand_code = '21' and model_code = '21020' and year_code = '2023-1' and month = ${held!.month}`);
                });
              },
            });
          } finally {
            await other.close();
          }
          expect(batches).toBeGreaterThan(2);
        });
    },
  );
}

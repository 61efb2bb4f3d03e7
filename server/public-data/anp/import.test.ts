// ANP import on both engines: a four-week file (Latin-1, every state) gives each state's newest
// week mean to the cent (checked against means computed by hand below), a second import changes
// nothing, a broken file is refused naming its line and stores nothing, the files are read from
// an address too, and products the site does not use are skipped. A semiannual history file
// packed as .zip reads as its CSV, from a file or an address, whether the zip states its sizes
// up front or after each entry (a streamed zip); a zip without a CSV or cut short is refused.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { Zip, ZipDeflate, strToU8, zipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engines } from "../../../tests/helpers/databases.ts";
import {
  DIESEL_GNV,
  GASOLINA_ETANOL,
  anpCsv,
  anpFileBytes,
  anpRows,
  meanOf,
  type AnpRow,
} from "../../../tests/fixtures/public-data/anp-data.ts";
import { startPublicDataStandIn, type PublicDataStandIn } from "../../../tests/fixtures/public-data/server.ts";
import type { Database } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";
import { stateCityPrices } from "../city-queries.ts";
import { stateFuelHistory, stateFuelPrices, allStatesFuelPrices } from "../queries.ts";
import { AnpImportError, importAnp, isoDay, priceMilli, weekStartOf } from "./import.ts";

const dir = mkdtempSync(join(tmpdir(), "cec-anp-"));
const NEWEST = "2026-11-15"; // a Sunday: the survey week 15/11 to 21/11/2026

// São Paulo's gasoline in the newest week, written by hand over the generated rows: five
// stations, 6,29 + 6,19 + 5,99 + 6,49 + 6,35 = 31,31 → mean 6,262 → R$ 6,26.
// Rio de Janeiro's ethanol in the newest week: 4,59 + 4,79 + 4,69 → 14,07 / 3 = 4,69.
const HAND: AnpRow[] = [
  ["SÃO PAULO", 6290, "2026-11-16"],
  ["SÃO PAULO", 6190, "2026-11-17"],
  ["CAMPINAS", 5990, "2026-11-17"],
  ["CAMPINAS", 6490, "2026-11-18"],
  ["SANTOS", 6350, "2026-11-20"],
].map(([municipio, milli, day], i) => ({
  uf: "SP",
  municipio: municipio as string,
  cnpj: `99.000.00${i}/0001-00`,
  product: "GASOLINA",
  day: day as string,
  milli: milli as number,
}));
const HAND_RJ: AnpRow[] = [4590, 4790, 4690].map((milli, i) => ({
  uf: "RJ",
  municipio: "NITERÓI",
  cnpj: `98.000.00${i}/0001-00`,
  product: "ETANOL",
  day: "2026-11-19",
  milli,
}));
const newestWeek = (rows: AnpRow[], uf: string, product: string) =>
  rows.filter((r) => !(r.uf === uf && r.product === product && r.day >= NEWEST));
const ROWS = [
  ...newestWeek(newestWeek(anpRows(GASOLINA_ETANOL, NEWEST), "SP", "GASOLINA"), "RJ", "ETANOL"),
  ...HAND,
  ...HAND_RJ,
];

// A semiannual file's stand-in: four weeks in May 2026, packed two ways. zipSync writes each
// entry's sizes before its bytes; the streaming Zip writes them after (a data descriptor), as
// a server packing on the fly would. A README entry comes first, as in a published archive.
const HALF_YEAR = "2026-05-03";
const HALF_YEAR_ROWS = anpRows(GASOLINA_ETANOL, HALF_YEAR);
const HALF_YEAR_CSV = anpFileBytes(HALF_YEAR_ROWS);
const README = strToU8("Levantamento de Precos de Combustiveis - serie historica\n");
const SIZED_ZIP = zipSync({ "LEIAME.txt": README, "ca-2026-01.csv": HALF_YEAR_CSV }, { level: 6 });
function streamedZip(): Uint8Array {
  const parts: Uint8Array[] = [];
  const zip = new Zip((error, chunk) => {
    if (error) throw error;
    parts.push(chunk);
  });
  for (const [name, bytes] of [
    ["LEIAME.txt", README],
    ["ca-2026-01.csv", HALF_YEAR_CSV],
  ] as const) {
    const entry = new ZipDeflate(name, { level: 6 });
    zip.add(entry);
    // In pieces, as a stream: the entry's sizes are known only at its end.
    for (let at = 0; at < bytes.length; at += 16_384) {
      entry.push(bytes.subarray(at, at + 16_384), at + 16_384 >= bytes.length);
    }
  }
  zip.end();
  return Buffer.concat(parts);
}
const STREAMED_ZIP = streamedZip();

describe("ANP text", () => {
  it("reads prices with a decimal comma, dates dd/mm/aaaa and the survey week", () => {
    expect(priceMilli("6,29")).toBe(6290);
    expect(priceMilli("5,799")).toBe(5799);
    expect(priceMilli("6")).toBe(6000);
    expect(priceMilli("6.29")).toBeNull();
    expect(priceMilli("")).toBeNull();
    expect(priceMilli("0,00")).toBeNull();
    expect(isoDay("16/11/2026")).toBe("2026-11-16");
    expect(isoDay("31/02/2026")).toBeNull();
    expect(isoDay("2026-11-16")).toBeNull();
    expect(weekStartOf("2026-11-18")).toBe("2026-11-15");
    expect(weekStartOf("2026-11-15")).toBe("2026-11-15");
    expect(weekStartOf("2026-11-21")).toBe("2026-11-15");
  });
});

for (const engine of engines()) {
  describe.skipIf(engine.skipReason)(
    `ANP import on ${engine.name}${engine.skipReason ? ` (${engine.skipReason})` : ""}`,
    () => {
      let database: Database;
      let standIn: PublicDataStandIn;
      const snapshot = async () =>
        rowsOf(
          database.db,
          sql`select uf, product, week_start::text, mean_milli, stations, updated_at::text from fuel_price_weeks
            order by uf, product, week_start`,
        );
      const count = async (table: string) =>
        Number((await rowsOf<{ n: number }>(database.db, sql`select count(*)::int as n from ${sql.raw(table)}`))[0]!.n);

      beforeAll(async () => {
        database = await engine.open();
        standIn = await startPublicDataStandIn(0, {
          newestWeekStart: NEWEST,
          files: { "/anp/ca-2026-01.zip": STREAMED_ZIP },
        });
      });
      afterAll(async () => {
        await standIn.close();
        await database.close();
        await engine.dispose();
      });

      it("a four-week Latin-1 file gives each state's newest-week mean to the cent; a second import changes nothing", async () => {
        const file = join(dir, "ultimas-4-semanas-gasolina-etanol.csv");
        writeFileSync(file, anpFileBytes([...ROWS, { ...HAND[0]!, product: "GLP" }]));
        const report = await importAnp(database.db, file);
        expect(report.lines).toBe(ROWS.length + 1);
        expect(report.skipped).toEqual({ GLP: 1 });
        expect(report.weeks).toEqual(["2026-10-25", "2026-11-01", "2026-11-08", "2026-11-15"]);

        const sp = await stateFuelPrices(database.db, "SP");
        // Hand-computed above: 31,31 / 5 = 6,262.
        expect(sp?.prices.gasolina).toEqual({
          price: 6.262,
          weekStart: "2026-11-15",
          weekEnd: "2026-11-21",
          stations: 5,
        });
        expect(sp!.prices.gasolina!.price.toFixed(2)).toBe("6.26");
        const rj = await stateFuelPrices(database.db, "RJ");
        expect(rj!.prices.etanol!.price.toFixed(2)).toBe("4.69");
        expect(rj!.prices.etanol!.stations).toBe(3);
        // Every state and product against the generator's own mean.
        const all = await allStatesFuelPrices(database.db);
        expect(all).toHaveLength(27);
        for (const state of all) {
          for (const [key, product] of [
            ["gasolina_aditivada", "GASOLINA ADITIVADA"],
            ["etanol", "ETANOL"],
          ] as const) {
            if (state.uf === "RJ" && key === "etanol") continue;
            expect(state.prices[key]!.price.toFixed(2), `${state.uf} ${product}`).toBe(
              meanOf(ROWS, state.uf, product, NEWEST).toFixed(2),
            );
          }
        }
        // Municipalities of the newest week (the capital with its accent, read from Latin-1), by
        // their IBGE names ("SAO JOSE DOS CAMPOS" as the survey writes it).
        const cities = await stateCityPrices(database.db, "SP");
        expect(cities!.cities.map((c) => c.municipio)).toEqual([
          "CAMPINAS",
          "SANTOS",
          "SAO JOSE DOS CAMPOS",
          "SÃO PAULO",
        ]);
        expect(cities!.cities.map((c) => c.name)).toEqual(["Campinas", "Santos", "São José dos Campos", "São Paulo"]);
        expect(cities!.cities[3]!.prices.gasolina).toEqual({ price: 6.24, stations: 2 });
        // Four weeks of history per product.
        const history = await stateFuelHistory(database.db, "SP");
        expect(history.filter((p) => p.product === "gasolina").map((p) => p.weekStart)).toEqual(report.weeks);

        const before = await snapshot();
        const days = await count("fuel_price_days");
        const stations = await count("fuel_price_stations");
        expect(report.stationsChanged).toBe(stations);
        expect(report.cityWeeksChanged).toBe(await count("fuel_price_city_weeks"));
        const again = await importAnp(database.db, file);
        expect(again.daysChanged).toBe(0);
        expect(again.weeksChanged).toBe(0);
        expect(again.cityWeeksChanged).toBe(0);
        expect(again.stationsChanged).toBe(0);
        expect(await snapshot()).toEqual(before);
        expect(await count("fuel_price_days")).toBe(days);
        expect(await count("fuel_price_stations")).toBe(stations);
      });

      it("reads a UTF-8 file from an address (the diesel and GNV file)", async () => {
        const report = await importAnp(database.db, standIn.anpUrls[1]!);
        expect(report.lines).toBe(anpRows(DIESEL_GNV, NEWEST).length);
        const sp = await stateFuelPrices(database.db, "SP");
        expect(sp!.prices.diesel_s10!.price.toFixed(2)).toBe(
          meanOf(anpRows(DIESEL_GNV, NEWEST), "SP", "DIESEL S10", NEWEST).toFixed(2),
        );
        expect(sp!.prices.gnv).toBeDefined();
        const utf8 = join(dir, "utf8.csv");
        writeFileSync(utf8, `\uFEFF${anpCsv(HAND)}`, "utf8");
        const again = await importAnp(database.db, utf8);
        expect(again.lines).toBe(HAND.length);
        expect(again.daysChanged).toBe(0); // the same days, read from UTF-8 with a byte-order mark
      });

      it("a broken file is refused naming its line and stores nothing", async () => {
        const before = await snapshot();
        const days = await count("fuel_price_days");
        const newer = anpRows(GASOLINA_ETANOL, "2026-11-22");
        const lines = anpCsv(newer).split("\r\n");
        // Line 40: an unparsable price.
        lines[39] = lines[39]!.replace(/;\d+,\d{2};;R\$/, ";6.29;;R$");
        const bad = join(dir, "bad-price.csv");
        writeFileSync(bad, Buffer.from(lines.join("\r\n"), "latin1"));
        await expect(importAnp(database.db, bad)).rejects.toThrow(
          new AnpImportError(bad, 40, 'Valor de Venda "6.29" não é um preço'),
        );
        const missing = join(dir, "missing-column.csv");
        writeFileSync(missing, anpCsv(newer).replace("Valor de Venda;", "Valor;"));
        await expect(importAnp(database.db, missing)).rejects.toThrow(
          /missing-column\.csv, linha 1: falta a coluna "Valor de Venda"/,
        );
        const short = join(dir, "short-line.csv");
        const shortLines = anpCsv(newer).split("\r\n");
        shortLines[5] = shortLines[5]!.split(";").slice(0, 10).join(";");
        writeFileSync(short, shortLines.join("\r\n"));
        await expect(importAnp(database.db, short)).rejects.toThrow(
          /short-line\.csv, linha 6: 10 campos, o cabeçalho tem 16/,
        );
        await expect(importAnp(database.db, `${standIn.url}/anp/nada.csv`)).rejects.toThrow(/HTTP 404/);
        expect(await snapshot()).toEqual(before);
        expect(await count("fuel_price_days")).toBe(days);
      });

      it("reads a semiannual .zip as its CSV, from a file and from an address; a bad zip stores nothing", async () => {
        const file = join(dir, "ca-2026-01.zip");
        writeFileSync(file, SIZED_ZIP);
        const report = await importAnp(database.db, file);
        expect(report.lines).toBe(HALF_YEAR_ROWS.length);
        expect(report.weeks).toEqual(["2026-04-12", "2026-04-19", "2026-04-26", "2026-05-03"]);
        expect(report.weeksChanged).toBeGreaterThan(0);
        const history = await stateFuelHistory(database.db, "SP");
        const may = history.find((p) => p.product === "etanol" && p.weekStart === HALF_YEAR);
        expect(may?.price.toFixed(2)).toBe(meanOf(HALF_YEAR_ROWS, "SP", "ETANOL", HALF_YEAR).toFixed(2));

        // The same file zipped as a stream, from the stand-in: the same days, nothing changes.
        const fromUrl = await importAnp(database.db, `${standIn.url}/anp/ca-2026-01.zip`);
        expect(fromUrl.lines).toBe(HALF_YEAR_ROWS.length);
        expect(fromUrl.daysChanged).toBe(0);
        expect(fromUrl.weeksChanged).toBe(0);

        const before = await snapshot();
        const noCsv = join(dir, "sem-csv.zip");
        writeFileSync(noCsv, zipSync({ "LEIAME.txt": README }));
        await expect(importAnp(database.db, noCsv)).rejects.toThrow(
          /sem-csv\.zip: o \.zip não tem nenhum arquivo \.csv/,
        );
        const cut = join(dir, "cortado.zip");
        writeFileSync(cut, SIZED_ZIP.subarray(0, Math.floor(SIZED_ZIP.length * 0.6)));
        await expect(importAnp(database.db, cut)).rejects.toThrow(
          /cortado\.zip: o \.zip termina no meio de ca-2026-01\.csv/,
        );
        expect(await snapshot()).toEqual(before);
      });

      it("reads quoted fields: a ';' and doubled quotes inside quotes, from Latin-1 and from UTF-8", async () => {
        // As a CSV writer quotes them: the fields as written in the file.
        const quoted: AnpRow = {
          uf: "SP",
          municipio: '"ARAÇATUBA"',
          cnpj: "97.000.001/0001-00",
          product: "GASOLINA",
          day: "2026-11-18",
          milli: 5890,
          name: '"AUTO POSTO ""BOM PREÇO""; FILIAL 2"',
          street: '"RUA 7 DE SETEMBRO; ESQUINA"',
        };
        const latin1 = join(dir, "aspas-latin1.csv");
        writeFileSync(latin1, anpFileBytes([quoted], "latin1"));
        const report = await importAnp(database.db, latin1);
        expect(report.lines).toBe(1);
        expect(report.stationsChanged).toBe(1);
        const station = async () =>
          (
            await rowsOf<{ municipio: string; name: string; street: string; price_milli: number }>(
              database.db,
              sql`select municipio, name, street, price_milli from fuel_price_stations where cnpj = ${quoted.cnpj}`,
            )
          )[0];
        expect(await station()).toEqual({
          municipio: "ARAÇATUBA",
          name: 'AUTO POSTO "BOM PREÇO"; FILIAL 2',
          street: "RUA 7 DE SETEMBRO; ESQUINA",
          price_milli: 5890,
        });
        const utf8 = join(dir, "aspas-utf8.csv");
        writeFileSync(utf8, anpFileBytes([quoted], "utf8"));
        const again = await importAnp(database.db, utf8);
        expect(again.daysChanged).toBe(0);
        expect(again.stationsChanged).toBe(0); // the same texts, read from UTF-8
      });

      it("an oversized line still stops the import at the line limit, naming it", async () => {
        const long = join(dir, "linha-longa.csv");
        const lines = anpCsv(HAND).split("\r\n");
        lines[2] = `${lines[2]!};"${"x".repeat(40_000)}"`;
        writeFileSync(long, lines.join("\r\n"), "latin1");
        const before = await snapshot();
        await expect(importAnp(database.db, long)).rejects.toThrow(
          /linha-longa\.csv, linha 3: passou do limite de tamanho de uma linha \(16 KB\); nada foi gravado/,
        );
        expect(await snapshot()).toEqual(before);
      });
    },
  );
}

// Impossible ANP values are refused naming their line, and the file stores nothing: a day in
// 9999 used to become the newest week forever ("semana de 26/12/9999 a -0/-0/1000"), a day in
// 0001 a raw SQL error, a price of 99999,9999 "R$ 100.000,00".
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { anpFileBytes, type AnpRow } from "../../../tests/fixtures/public-data/anp-data.ts";
import { openDatabase, type Database } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";
import { importAnp } from "./import.ts";
import { implausibleDay, implausiblePrice, lastPlausibleDay } from "./plausible.ts";

const dir = mkdtempSync(join(tmpdir(), "cec-anp-plausible-"));
const good: AnpRow = {
  uf: "SP",
  municipio: "CAMPINAS",
  cnpj: "99.000.001/0001-00",
  product: "GASOLINA",
  day: "2026-11-16",
  milli: 6290,
};

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ dataDir: "memory://" });
});
afterAll(() => database?.close());

const held = async () =>
  (await rowsOf<{ n: number }>(database.db, sql`select count(*)::int as n from fuel_price_days`))[0]!.n;

function file(name: string, rows: AnpRow[]): string {
  const path = join(dir, name);
  writeFileSync(path, anpFileBytes(rows));
  return path;
}

describe("ANP plausibility", () => {
  it("bounds: 2000 to a week ahead in Brasília; R$ 0,50 to R$ 20,00", () => {
    const last = lastPlausibleDay(Date.parse("2026-11-27T12:00:00Z"));
    expect(last).toBe("2026-12-04");
    expect(implausibleDay("1999-12-31", last)).toBe("anterior a 2000");
    expect(implausibleDay("2026-12-05", last)).toBe("mais de uma semana no futuro");
    expect(implausibleDay("2026-12-04", last)).toBeNull();
    expect(implausiblePrice("gasolina", 6290)).toBeNull();
    expect(implausiblePrice("gasolina", 99_999_999)).toBe("acima de R$ 20,00");
    expect(implausiblePrice("etanol", 10)).toBe("abaixo de R$ 0,50");
  });

  it("a line dated 31/12/9999 or 01/01/0001, or priced 99999,9999, is refused by its line; nothing is stored", async () => {
    const cases: Array<[AnpRow, RegExp]> = [
      [{ ...good, day: "9999-12-31" }, /linha 3: Data da Coleta "31\/12\/9999" mais de uma semana no futuro/],
      [{ ...good, day: "0001-01-01" }, /linha 3: Data da Coleta "01\/01\/0001" anterior a 2000/],
      [{ ...good, milli: 99_999_000 }, /linha 3: Valor de Venda "\d+,\d+" acima de R\$ 20,00/],
    ];
    for (const [i, [bad, message]] of cases.entries()) {
      await expect(importAnp(database.db, file(`ruim-${i}.csv`, [good, bad]))).rejects.toThrow(message);
    }
    expect(await held()).toBe(0);
    await importAnp(database.db, file("bom.csv", [good]));
    expect(await held()).toBe(1);
  });
});

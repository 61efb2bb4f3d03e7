import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeFakeBuild } from "../../../tests/helpers/fake-build.ts";
import { buildApp } from "../../app.ts";
import { loadConfig } from "../../config.ts";
import { openDatabase, type Database } from "../../db/client.ts";
import { announceEmptyCatalog, emptyCatalogAdvice } from "./empty-catalog.ts";
import { catalogIsEmpty } from "./search.ts";

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ dataDir: "memory://" });
});
afterAll(async () => {
  await database.close();
});

describe("an empty FIPE catalog at start", () => {
  it("logs one warning saying how to fill it (fipe:sync, fipe:import, docs/operations.md)", async () => {
    const lines: string[] = [];
    const log = { warn: (msg: string) => lines.push(msg), error: () => {} };
    expect(await catalogIsEmpty(database.db)).toBe(true);
    expect(await announceEmptyCatalog(log, database.db, true)).toBe(true);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain("npm run fipe:sync");
    expect(lines[0]).toContain("npm run fipe:import");
    expect(lines[0]).toContain("docs/operations.md");
    expect(emptyCatalogAdvice(false)).toContain("FIPE_SYNC=off");
  });
});

describe("the search on an empty catalog", () => {
  it('says the table is being loaded (catalogEmpty), not "no vehicle found", and is not cached', async () => {
    const app = await buildApp(
      loadConfig({ BUILD_DIR: makeFakeBuild(), LOG_LEVEL: "silent", FIPE_UPSTREAMS: "v1:http://127.0.0.1:9" }),
      { database: { ...database, close: async () => {} } },
    );
    try {
      const res = await app.inject({ url: `/api/fipe/busca?q=${encodeURIComponent("onix 2020")}` });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ q: "onix 2020", results: [], catalogEmpty: true });
      expect(res.headers["cache-control"]).toBe("no-store");
    } finally {
      await app.close();
    }
  });
});

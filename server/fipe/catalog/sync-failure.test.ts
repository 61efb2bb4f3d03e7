// A sync that throws (a write the database refuses) is recorded on its month: "stopped" with the
// error, shown by the console, instead of a "running" with no error that never moves.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";
import { createCatalogStore } from "./store.ts";
import { recordSyncFailure } from "./sync-runner.ts";

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ dataDir: "memory://" });
});
afterAll(async () => {
  await database.close();
});

describe("a sync that fails", () => {
  it("leaves its month 'stopped' with the error's first line", async () => {
    await database.db.execute(
      sql`insert into fipe_sync_state (month, reference_code, status, total, done, failures, calls)
          values ('2026-11', 339, 'running', 100, 0, 0, 0)`,
    );
    await recordSyncFailure(
      createCatalogStore(database.db),
      new Error("unsupported Unicode escape sequence\nDETAIL: \\u0000 cannot be converted to text."),
    );
    const [state] = await rowsOf<{ status: string; last_error: string }>(
      database.db,
      sql`select status, last_error from fipe_sync_state where month = '2026-11'`,
    );
    expect(state).toEqual({ status: "stopped", last_error: "unsupported Unicode escape sequence" });
  });
});

// Admin accounts across processes: one first admin even when two servers race with their
// tokens, and `npm run admin` (add, remove, the locked PGlite folder).
import { sql } from "drizzle-orm";
import { spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { engines } from "../../tests/helpers/databases.ts";
import { openDatabase } from "../db/client.ts";
import { lockDataDir } from "../db/data-dir-lock.ts";
import { AdminError, createFirstAdmin, issueSetupToken, listAdmins, setupTokenIsValid } from "./accounts.ts";

const postgres = engines().find((e) => e.name === "postgres")!;

describe.skipIf(postgres.skipReason)(
  `first admin on PostgreSQL, two processes at once${postgres.skipReason ? ` (${postgres.skipReason})` : ""}`,
  () => {
    afterAll(() => postgres.dispose());

    it("creates exactly one admin when both processes use their tokens at the same moment", async () => {
      const first = await postgres.open();
      const second = await openDatabase({ databaseUrl: postgres.url!, dataDir: "" });
      try {
        const tokens = [(await issueSetupToken(first.db))!, (await issueSetupToken(second.db))!];
        const results = await Promise.allSettled(
          [first, second, first, second].map((database, i) =>
            createFirstAdmin(database.db, {
              token: tokens[i % 2]!,
              email: `primeiro${i}@example.com`,
              password: "senha-primeiro-1",
            }),
          ),
        );
        expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
        for (const r of results.filter((r) => r.status === "rejected")) {
          expect((r as PromiseRejectedResult).reason).toBeInstanceOf(AdminError);
          expect((r as PromiseRejectedResult).reason.status).toBe(410);
        }
        expect(await listAdmins(first.db)).toHaveLength(1);
        expect(await issueSetupToken(second.db)).toBeNull();
      } finally {
        await second.close();
        await first.close();
      }
    });
  },
);

// First-admin set-up tokens expire, and a restart revokes the ones logged before it.
for (const engine of engines()) {
  describe.skipIf(engine.skipReason)(`first-admin set-up tokens on ${engine.name}`, () => {
    afterAll(() => engine.dispose());

    it("a start revokes the addresses logged before it, and each expires after an hour", async () => {
      const database = await engine.open();
      try {
        const older = (await issueSetupToken(database.db))!;
        const newer = (await issueSetupToken(database.db))!; // the next start
        expect(await setupTokenIsValid(database.db, older)).toBe(false);
        expect(await setupTokenIsValid(database.db, newer)).toBe(true);
        await database.db.execute(sql`update admin_setup_tokens set created_at = now() - interval '61 minutes'`);
        expect(await setupTokenIsValid(database.db, newer)).toBe(false);
        await expect(
          createFirstAdmin(database.db, { token: newer, email: "tarde@example.com", password: "senha-tarde-123" }),
        ).rejects.toMatchObject({ status: 410 });
        expect(await listAdmins(database.db)).toEqual([]);
      } finally {
        await database.close();
      }
    });
  });
}

describe("npm run admin", () => {
  const run = (args: string[], env: Record<string, string>) =>
    spawnSync(process.execPath, ["--import", "tsx", "scripts/admin.ts", ...args], {
      env: { ...process.env, DATABASE_URL: "", LOG_LEVEL: "silent", ...env },
      encoding: "utf8",
      timeout: 120_000, // a bound on one run (a new process through tsx, opening PGlite), not a wait
    });

  // Eight runs of the tool, each a new process through tsx opening the PGlite folder (up to
  // ≈20 s each on a busy two-core host, vitest.config.ts): past the 60 s default.
  it("adds and lists admins, refuses to remove the last one, and says so when the data folder is locked", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "cec-admin-cli-"));
    const env = { DATA_DIR: dataDir, ADMIN_PASSWORD: "senha-cli-1234" };
    const add = run(["add", "Cli@Example.com"], env);
    expect(add.stderr).toBe("");
    expect(add.status).toBe(0);
    expect(add.stdout).toContain("cli@example.com");
    expect(run(["add", "outro@example.com"], env).status).toBe(0);
    expect(run(["list"], env).stdout).toMatch(/cli@example\.com[\s\S]*outro@example\.com/);
    expect(run(["remove", "outro@example.com"], env).status).toBe(0);
    const last = run(["remove", "cli@example.com"], env);
    expect(last.status).toBe(1);
    expect(last.stderr).toContain("último administrador");
    expect(run(["add", "curta@example.com"], { ...env, ADMIN_PASSWORD: "curta" }).status).toBe(1);
    expect(run(["frobnicate"], env).status).toBe(64);

    // A running server holds the folder: the tool must say so and change nothing.
    const release = lockDataDir(dataDir);
    try {
      // The lock is this test's process: make the tool see a live server by its pid.
      const locked = run(["add", "terceiro@example.com"], env);
      expect(locked.status).toBe(2);
      expect(locked.stderr).toMatch(/in use by another server[\s\S]*Stop the server/);
    } finally {
      release();
    }
    const database = await openDatabase({ dataDir });
    try {
      expect((await listAdmins(database.db)).map((a) => a.email)).toEqual(["cli@example.com"]);
    } finally {
      await database.close();
    }
  }, 240_000);
});

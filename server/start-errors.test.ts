// Issue 23, finding 6: start-up errors said what broke in the driver's words
// ("connect ECONNREFUSED 127.0.0.1:5499", a stack trace) instead of what to fix.
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { TEST_DATABASE_URL } from "../tests/helpers/databases.ts";
import { openDatabase } from "./db/client.ts";
import { describeStartError } from "./start-errors.ts";

const oneLine = (text: string) => expect(text).not.toMatch(/\n/);

async function startFailure(options: { databaseUrl?: string; dataDir: string }): Promise<unknown> {
  try {
    const database = await openDatabase(options);
    await database.close();
  } catch (error) {
    return error;
  }
  throw new Error("the database opened");
}

describe("start-up errors name the variable or folder and the fix, in one line", () => {
  it("a wrong DATABASE_URL port", async () => {
    const url = "postgres://postgres@127.0.0.1:5499/test";
    const message = describeStartError(await startFailure({ databaseUrl: url, dataDir: "" }), {
      DATABASE_URL: url,
      DATA_DIR: "./data",
    });
    expect(message).toMatch(
      /^DATABASE_URL: no PostgreSQL server answers at 127\.0\.0\.1:5499 .*start the PostgreSQL server\.$/,
    );
    oneLine(message);
  });

  it.skipIf(!TEST_DATABASE_URL)("a database that does not exist", async () => {
    const url = new URL(TEST_DATABASE_URL!);
    url.pathname = "/cec_nao_existe";
    const message = describeStartError(await startFailure({ databaseUrl: url.toString(), dataDir: "" }), {
      DATABASE_URL: url.toString(),
      DATA_DIR: "./data",
    });
    expect(message).toMatch(/^DATABASE_URL: the database "cec_nao_existe" does not exist .*createdb .*cec_nao_existe/);
    oneLine(message);
  });

  it("a DATA_DIR the server cannot write", async () => {
    // /sys refuses new folders even to root (a real EPERM, as a read-only folder gives EACCES).
    const message = describeStartError(await startFailure({ dataDir: "/sys/cec-data" }), { DATA_DIR: "/sys/cec-data" });
    expect(message).toMatch(/^DATA_DIR: the folder \/sys\/cec-data is not writable \(EPERM\)\. .*writable folder\.$/);
    oneLine(message);
  });

  it("a read-only folder and a full disk, as Node reports them", () => {
    const fsError = (code: string, syscall: string, path: string) =>
      Object.assign(new Error(`${code}: ${syscall} '${path}'`), { code, syscall, path, errno: -13 });
    expect(describeStartError(fsError("EACCES", "open", "/srv/data/server.lock"), { DATA_DIR: "/srv/data" })).toMatch(
      /^DATA_DIR: the folder \/srv\/data is not writable \(EACCES\)/,
    );
    const full = describeStartError(fsError("ENOSPC", "write", "/srv/data/pglite/base/1"), { DATA_DIR: "/srv/data" });
    expect(full).toMatch(/^DATA_DIR: the disk holding \/srv\/data is full \(ENOSPC\)\. Free some space/);
    oneLine(full);
  });

  it("the server itself prints that one line and exits with status 1", () => {
    const result = spawnSync(process.execPath, ["--import", "tsx", "server/main.ts"], {
      env: {
        ...process.env,
        DATABASE_URL: "postgres://postgres@127.0.0.1:5499/test",
        BETTER_AUTH_SECRET: "start-errors-secret-0123456789abcdef",
        LOG_LEVEL: "silent",
      },
      encoding: "utf8",
      timeout: 120_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toMatch(/^DATABASE_URL: no PostgreSQL server answers at 127\.0\.0\.1:5499/);
    oneLine(result.stderr.trim());
  }, 130_000);
});

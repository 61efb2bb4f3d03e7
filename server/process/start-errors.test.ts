// Start-up errors say what to fix in one line, not what broke in the driver's words
// ("connect ECONNREFUSED 127.0.0.1:5499", a stack trace).
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { needsDatabase, postgresSkipReason } from "../../tests/helpers/postgres-required.ts";
import { openDatabase, pgliteInitErrorCode } from "../db/client.ts";
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

  it.skipIf(postgresSkipReason)("a database that does not exist", async () => {
    const url = new URL(needsDatabase());
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

  it("a missing DATA_DIR under a read-only folder (Node's mkdir says ENOENT) and PGlite's full disk", () => {
    // What fs.mkdirSync(..., { recursive: true }) throws under a read-only file system.
    const enoent = Object.assign(new Error("ENOENT: no such file or directory, mkdir '/ro-parent/data'"), {
      code: "ENOENT",
      syscall: "mkdir",
      path: "/ro-parent/data",
      errno: -2,
    });
    const message = describeStartError(enoent, { DATA_DIR: "/ro-parent/data" });
    expect(message).toMatch(
      /^DATA_DIR: the folder \/ro-parent\/data does not exist and could not be created: \/ is read-only or not writable\. .*writable folder\.$/,
    );
    oneLine(message);
    // The initdb child's stderr when PGlite's file system fills the disk (WASI errno 51).
    expect(pgliteInitErrorCode("ErrnoError { name: 'ErrnoError', errno: 51 }\n\nNode.js v20")).toBe("ENOSPC");
    expect(pgliteInitErrorCode("Error: EACCES: permission denied, open '/x'")).toBe("EACCES");
    expect(pgliteInitErrorCode("something else")).toBeUndefined();
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
      // A bound on the process, under the test's 60 s: a synchronous spawn cannot be cut by it.
      timeout: 50_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toMatch(/^DATABASE_URL: no PostgreSQL server answers at 127\.0\.0\.1:5499/);
    oneLine(result.stderr.trim());
  });
});

// The two cases on real file systems: a read-only one and a 1 MB one (tmpfs mounts need root).
const mountRoot = mkdtempSync(join(tmpdir(), "cec-start-errors-"));
const canMount = (() => {
  const probe = join(mountRoot, "probe");
  mkdirSync(probe);
  const ok =
    process.getuid?.() === 0 && spawnSync("mount", ["-t", "tmpfs", "-o", "size=1m", "tmpfs", probe]).status === 0;
  if (ok) spawnSync("umount", [probe]);
  else rmSync(mountRoot, { recursive: true, force: true });
  return ok;
})();

describe.skipIf(!canMount)("start-up errors on real file systems (tmpfs)", () => {
  const mounted: string[] = [];
  const mount = (name: string, options: string) => {
    const dir = join(mountRoot, name);
    mkdirSync(dir);
    expect(spawnSync("mount", ["-t", "tmpfs", "-o", options, "tmpfs", dir]).status).toBe(0);
    mounted.push(dir);
    return dir;
  };
  afterAll(() => {
    for (const dir of mounted) spawnSync("umount", [dir]);
    rmSync(mountRoot, { recursive: true, force: true });
  });

  it("a missing DATA_DIR under a read-only folder: one line naming the folder", async () => {
    const dataDir = join(mount("ro", "size=1m,ro"), "data");
    const message = describeStartError(await startFailure({ dataDir }), { DATA_DIR: dataDir });
    expect(message).toBe(
      `DATA_DIR: the folder ${dataDir} does not exist and could not be created: ${join(mountRoot, "ro")} is read-only or not writable. Create the folder with write access for the server's user, or set DATA_DIR to a writable folder.`,
    );
  });

  it("a new DATA_DIR on a full disk: one line saying the disk is full", async () => {
    const dataDir = join(mount("small", "size=1m"), "data");
    const message = describeStartError(await startFailure({ dataDir }), { DATA_DIR: dataDir });
    expect(message).toMatch(/^DATA_DIR: the disk holding .*\/small\/data is full \(ENOSPC\)\. Free some space/);
  });
});

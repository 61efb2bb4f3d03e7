// The production server is bundled JavaScript that plain node runs: no TypeScript
// transpiler at run time (node 20 cannot load a .ts module at all, so any import of one
// fails here), migrations and the embedded database's set-up child found where the modules
// expect them, every chunk loadable.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { makeFakeBuild } from "../tests/helpers/fake-build.ts";
import { freePort } from "../tests/helpers/server-process.ts";
import { SERVER_ENTRY } from "./build-stamp.mjs";
import { buildServer } from "./build-server.ts";

const OUT = `build/test-server-js-${process.pid}`;
afterAll(() => rmSync(OUT, { recursive: true, force: true }));

describe("compiled server", () => {
  it("npm start runs node on the compiled entry, not tsx", () => {
    const pkg = JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string> };
    expect(pkg.scripts.start).toMatch(/^node (--[\w-]+(=\S+)? )*scripts\/start\.mjs$/);
    expect(readFileSync("scripts/start.mjs", "utf8")).toContain("SERVER_ENTRY");
    expect(SERVER_ENTRY).toMatch(/^build\/server-js\/.*\.js$/);
  });

  // The server compiled (esbuild) and started under node on a new PGlite folder (migrations),
  // waited for up to 60 s: past the 60 s default with the compile before it.
  it("compiles every server module and runs under plain node on a fresh PGlite folder", async () => {
    await buildServer(OUT);
    const port = await freePort();
    const child = spawn(process.execPath, [join(OUT, "server/main.js")], {
      env: {
        PATH: process.env.PATH,
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: mkdtempSync(join(tmpdir(), "cec-compiled-")),
        BUILD_DIR: makeFakeBuild(),
        LOG_LEVEL: "warn",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout!.on("data", (d) => (output += d));
    child.stderr!.on("data", (d) => (output += d));
    const exited = new Promise((resolve) => child.on("exit", resolve));
    try {
      const url = `http://127.0.0.1:${port}`;
      let ready = 0;
      for (let i = 0; i < 600 && child.exitCode === null && ready !== 200; i++) {
        ready = await fetch(`${url}/readyz`).then(
          (r) => r.status,
          () => 0,
        );
        if (ready !== 200) await new Promise((r) => setTimeout(r, 100));
      }
      expect(ready, output).toBe(200);
      const insert = await fetch(`${url}/rest/v1/contact_messages`, {
        method: "POST",
        headers: { apikey: "cec-anon-public-dev-key-0001", "content-type": "application/json" },
        body: JSON.stringify({ name: "Compilado", email: "compilado@example.com", message: "Olá" }),
      });
      expect(insert.status).toBe(201);
      expect((await fetch(`${url}/`)).status).toBe(200);
      expect(output).not.toMatch(/ERR_UNKNOWN_FILE_EXTENSION|Cannot find module/);
    } finally {
      child.kill("SIGTERM");
      await exited;
    }
  }, 120_000);

  it("every chunk of the bundle loads under plain node (those loaded later too); the share card renderer is an entry of its own", () => {
    const dir = join(OUT, "server");
    const files = readdirSync(dir).filter((name) => name.endsWith(".js"));
    // The share cards are drawn in a worker thread started from its own file (server/share-image/).
    expect(files).toContain("share-image-worker.js");
    const chunks = files.filter((name) => name !== "main.js" && name !== "share-image-worker.js");
    const urls = chunks.map((name) => pathToFileURL(resolve(dir, name)).href);
    const run = spawnSync(
      process.execPath,
      ["--input-type=module", "-e", `for (const url of ${JSON.stringify(urls)}) await import(url);`],
      { encoding: "utf8" },
    );
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
  });
});

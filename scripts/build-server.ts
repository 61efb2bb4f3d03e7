// `npm run build:server`: compiles server/ (and what it imports) to plain JavaScript in
// build/server-js with tsc (tsconfig.server.json: emit only, type checking is `npm run
// typecheck`), copies the files the server reads by path next to its modules (SQL migrations
// and their journal, any other non-TypeScript file under server/), and stamps the result.
import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { SERVER_STAMP_FILE, serverFingerprint } from "./build-stamp.mjs";

export const SERVER_OUT_DIR = "build/server-js";

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

/** Compiles the server into outDir (the default build, or a test's own folder). */
export function buildServer(outDir = SERVER_OUT_DIR): number {
  rmSync(outDir, { recursive: true, force: true });
  execFileSync(
    process.execPath,
    ["node_modules/typescript/bin/tsc", "-p", "tsconfig.server.json", "--outDir", outDir],
    {
      stdio: "inherit",
    },
  );
  let copied = 0;
  for (const file of walk("server")) {
    if (/\.(ts|tsx|mts|cts)$/.test(file)) continue;
    const target = join(outDir, file);
    mkdirSync(dirname(target), { recursive: true });
    cpSync(file, target);
    copied += 1;
  }
  return copied;
}

if (import.meta.url === pathToFileURL(resolve(process.argv[1] ?? "")).href) {
  const started = performance.now();
  const stamp = serverFingerprint(); // of the sources as they were when the compile began
  const copied = buildServer();
  writeFileSync(SERVER_STAMP_FILE, stamp);
  console.log(
    `build:server: compiled server/ to ${SERVER_OUT_DIR} and copied ${copied} other files in ${Math.round(performance.now() - started)} ms`,
  );
}

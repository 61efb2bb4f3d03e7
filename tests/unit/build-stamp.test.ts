// The build stamp (plain JavaScript, run by `npm start` before anything is compiled) must
// fingerprint every public build-time value build-env.ts bakes into the pages.
import { readFileSync } from "node:fs";
import { dirname, join, normalize } from "node:path";
import { describe, expect, it } from "vitest";
import { CONTACT_ENV, CONTROLLER_ENV } from "../../build-env.ts";
import { BUILD_ENV_NAMES, CLIENT_INPUT_PATHS } from "../../scripts/build-stamp.mjs";

/** The project's own files a module imports (relative specifiers), as paths from the root. */
function localImports(file: string): string[] {
  const source = readFileSync(file, "utf8");
  return [...source.matchAll(/^import [^;]*?from "(\.[^"]+)";/gms)].map((m) => normalize(join(dirname(file), m[1]!)));
}

describe("build stamp", () => {
  it("covers every public build-time variable", () => {
    for (const name of ["SITE_URL", "ANON_KEY", "BACKEND_URL", ...CONTROLLER_ENV, ...CONTACT_ENV]) {
      expect(BUILD_ENV_NAMES).toContain(name);
    }
  });

  it("fingerprints every project file the client build runs, so npm start rebuilds when one changes", () => {
    const covered = (path: string) =>
      CLIENT_INPUT_PATHS.some((input) => path === input || path.startsWith(`${input}/`));
    const seen = new Set<string>();
    const queue = ["vite.config.ts", "scripts/postbuild.ts"];
    while (queue.length) {
      const file = queue.shift()!;
      if (seen.has(file)) continue;
      seen.add(file);
      // The build scripts' own helpers; what they import from app/, server/ and the root is
      // followed too, as far as the stamp's inputs do not already hold it.
      for (const path of localImports(file)) if (!covered(path) || path.startsWith("scripts/")) queue.push(path);
    }
    const missing = [...seen].filter((file) => !covered(file) && file !== "scripts/build-stamp.mjs");
    expect(missing).toEqual([]);
  });
});

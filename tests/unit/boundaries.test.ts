// Architecture boundaries of docs/architecture.md, checked on the real import graph.
import { readFileSync, readdirSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : /\.(ts|tsx)$/.test(name) ? [full] : [];
  });
}

/** The project files a module imports, relative ("../lib/x.ts") or through the package's
 * aliases ("#app/lib/x.ts", "#server/...", "#tests/..."), as paths from the project root. */
function relativeImports(file: string): string[] {
  const source = readFileSync(file, "utf8");
  return [...source.matchAll(/(?:import|export)[^'"]*?from\s*["']((?:\.|#)[^"']+)["']/g)].map((m) => {
    const target = m[1] ?? "";
    const alias = /^#(app|server|tests)\/(.*)$/.exec(target);
    if (alias) return `${alias[1]}/${alias[2]}`;
    return relative(process.cwd(), resolve(dirname(file), target));
  });
}

const appFiles = walk("app");

describe("import boundaries", () => {
  it("server/ imports what it shares with app/ through #app/*, never a ../ path into app/", () => {
    const serverFiles = walk("server");
    const offenders = serverFiles.filter((f) => /from\s*["'](?:\.\.\/)+app\//.test(readFileSync(f, "utf8")));
    expect(serverFiles.length).toBeGreaterThan(50);
    expect(offenders).toEqual([]);
  });

  it("server/ takes the FIPE domain from app/lib/fipe (pure), never from a front-end feature", () => {
    const offenders = walk("server").flatMap((f) =>
      relativeImports(f)
        .filter((target) => target.startsWith("app/features/fipe"))
        .map((target) => `${f} -> ${target}`),
    );
    expect(offenders).toEqual([]);
    for (const file of walk("app/lib/fipe")) {
      expect(readFileSync(file, "utf8"), file).not.toMatch(
        /from\s+["'](react|react-dom|react-router|node:[a-z]+)["']|\.tsx["']/,
      );
    }
  });

  it("one VehicleType: declared once, in the FIPE domain", () => {
    const declared = [...appFiles, ...walk("server")].filter((f) =>
      /\btype \w*VehicleType\s*=\s*(?:"carros"|\(typeof VEHICLE_TYPES\))/.test(readFileSync(f, "utf8")),
    );
    expect(declared).toEqual(["app/lib/fipe/fipe-types.ts"]);
  });

  it("nothing in app/ imports server/", () => {
    const offenders = appFiles.filter((f) => relativeImports(f).some((target) => target.startsWith("server")));
    expect(offenders).toEqual([]);
  });

  it("features do not import each other", () => {
    const offenders: string[] = [];
    for (const file of appFiles.filter((f) => f.startsWith("app/features/"))) {
      const own = file.split("/")[2];
      for (const target of relativeImports(file)) {
        const match = /^app\/features\/([^/]+)\//.exec(target);
        if (match && match[1] !== own) offenders.push(`${file} -> ${target}`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it("calculation modules are pure: no React, no I/O", () => {
    const calcs = appFiles.filter((f) => f.endsWith("/calc.ts"));
    expect(calcs.length).toBeGreaterThanOrEqual(5);
    for (const file of calcs) {
      expect(readFileSync(file, "utf8"), file).not.toMatch(/from\s+["'](react|react-dom|node:[a-z]+)["']|fetch\(/);
    }
  });
});

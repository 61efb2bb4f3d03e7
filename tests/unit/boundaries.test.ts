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

  it("server/ takes what it shares with the pages from app/domain and app/lib, never from a feature", () => {
    const offenders = walk("server").flatMap((f) =>
      relativeImports(f)
        .filter((target) => target.startsWith("app/features/"))
        .map((target) => `${f} -> ${target}`),
    );
    expect(offenders).toEqual([]);
  });

  it("app/domain, app/lib and the load context import no feature", () => {
    const files = [...walk("app/domain"), ...walk("app/lib"), "app/load-context.ts"];
    const offenders = files.flatMap((f) =>
      relativeImports(f)
        .filter((target) => target.startsWith("app/features/"))
        .map((target) => `${f} -> ${target}`),
    );
    expect(offenders).toEqual([]);
  });

  it("the domains (app/domain, app/lib/fipe) are pure: no React, router, Node or I/O, even through what they import", () => {
    const domainFiles = walk("app/domain");
    expect(domainFiles.length).toBeGreaterThan(20);
    expect(domainFiles.filter((f) => f.endsWith(".tsx"))).toEqual([]);
    // Every project module a domain module reaches (its tests aside, which may read files).
    const seen = new Set<string>();
    const queue = [...domainFiles, ...walk("app/lib/fipe")].filter((f) => !/\.test\.ts$/.test(f));
    while (queue.length) {
      const file = queue.pop()!;
      if (seen.has(file)) continue;
      seen.add(file);
      queue.push(...relativeImports(file).filter((target) => /\.tsx?$/.test(target)));
    }
    const offenders = [...seen].flatMap((file) => {
      const source = readFileSync(file, "utf8");
      const specifiers = [...source.matchAll(/(?:from|import)\s*\(?\s*["']([^"']+)["']/g)].map((m) => m[1] ?? "");
      const bad = specifiers.filter((s) => /^(react|react-dom|react-router|@react-router\/|node:)|\.tsx$/.test(s));
      if (/\bfetch\(/.test(source)) bad.push("fetch(");
      if (!file.startsWith("app/domain/") && !file.startsWith("app/lib/")) bad.push("outside app/domain and app/lib");
      return bad.map((what) => `${file}: ${what}`);
    });
    expect(offenders).toEqual([]);
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

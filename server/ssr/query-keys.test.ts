// The page cache keys on the parameters a page reads (query-keys.ts): a parameter a route
// reads but the list misses would be dropped before the render. This test reads the app's
// sources for the parameters they read and checks each is listed.
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { QUERY_PARAMS, canonicalUrl } from "./query-keys.ts";

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

describe("the query parameters pages are rendered and cached with", () => {
  it("keeps only the parameters the page reads, sorted by name, repeated ones in order", () => {
    expect(canonicalUrl("/financiamento", "/financiamento?x=1&valor=2&utm_source=a&entrada=3")).toBe(
      "/financiamento?entrada=3&valor=2",
    );
    expect(canonicalUrl("/fipe/comparar", "/fipe/comparar?v=b&uf=RJ&v=a")).toBe("/fipe/comparar?uf=RJ&v=b&v=a");
    expect(canonicalUrl("vehicle", "/fipe/carros/1/2/3?x=9")).toBe("/fipe/carros/1/2/3");
    expect(canonicalUrl("vehicle", "/fipe/carros/1/2/3.data?x=9&_routes=routes%2Ffipe")).toBe(
      "/fipe/carros/1/2/3.data?_routes=routes%2Ffipe",
    );
    expect(canonicalUrl("catalog", "/fipe/carros/21?page=2")).toBe("/fipe/carros/21");
    // Parameters read through a shared helper or a constant (fuel prices' state, the plate's final digit).
    expect(canonicalUrl("/combustivel", "/combustivel?uf=SP&combustivel=etanol&x=1")).toBe(
      "/combustivel?combustivel=etanol&uf=SP",
    );
    expect(canonicalUrl("/comparador", "/comparador?uf=RJ")).toBe("/comparador?uf=RJ");
    expect(canonicalUrl("/licenciamento", "/licenciamento?final=3&uf=SP")).toBe("/licenciamento?final=3&uf=SP");
  });

  it("lists every parameter the app's pages read (literal names in get/has/getAll, numberParam, enumParam)", () => {
    const listed = new Set(Object.values(QUERY_PARAMS).flat());
    const read = new Set<string>();
    const pattern = /(?:\.(?:get|has|getAll)\(|numberParam\(\s*\w+\s*,\s*|enumParam\(\s*\w+\s*,\s*)"([a-z_]+)"/g;
    for (const file of walk("app")) {
      // The console's pages are never rendered on the server with a query.
      if (!/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file) || file.includes("features/admin/")) continue;
      const source = readFileSync(file, "utf8");
      if (!/searchParams|URLSearchParams|numberParam|enumParam/.test(source)) continue;
      for (const match of source.matchAll(pattern)) read.add(match[1]!);
    }
    // Names read from other things than a query (form fields, headers) that match the pattern.
    const notQuery = new Set([...read].filter((name) => !listed.has(name)));
    const allowed = new Set(["intent", "email", "website", "name", "message", "password", "content-type", "cookie"]);
    expect([...notQuery].filter((name) => !allowed.has(name))).toEqual([]);
  });
});

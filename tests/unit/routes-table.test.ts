// The one route table (app/lib/routes-table.ts) and what is derived from it: React Router's
// routes (app/routes.ts), the prerender list and the server's per-request answers
// (server/ssr/ssr-routes.ts, with the query parameters of server/ssr/query-keys.ts).
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { matchRoutes, type RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import routes, { routeConfig } from "#app/routes.ts";
import { PRERENDERED_PATHS, ROUTES, SSR_ANSWERS, STATIC_PAGE_PATHS, type RouteEntry } from "#app/lib/routes-table.ts";
import { QUERY_PARAMS } from "#server/ssr/query-keys.ts";

const TABLE: readonly RouteEntry[] = ROUTES;
const idOf = (e: { id?: string; file: string }) => e.id ?? e.file;

/** The leaf routes of a config with the layouts above each, outermost first. */
function leaves(
  entries: RouteConfigEntry[],
  layouts: string[] = [],
): Array<{ entry: RouteConfigEntry; layouts: string[] }> {
  return entries.flatMap((entry) =>
    entry.children?.length && !entry.path && !entry.index
      ? leaves(entry.children, [...layouts, entry.file])
      : [{ entry, layouts }],
  );
}

function routeObjects(entries: RouteConfigEntry[]): RouteObject[] {
  return entries.map((e) =>
    e.index
      ? { id: idOf(e), index: true }
      : { id: idOf(e), path: e.path, children: e.children ? routeObjects(e.children) : undefined },
  );
}

/** The route React Router renders for an address (the deepest match). */
function routeFor(path: string): string | undefined {
  return matchRoutes(routeObjects(routes), path)?.at(-1)?.route.id;
}

/** A Fastify pattern filled with sample values ("/fipe/:tipo" → "/fipe/x1"). */
const sample = (pattern: string) => pattern.replace(/:\w+/g, (_m) => "x1");

/** Whether a Fastify pattern matches an address (static segments exact, ":param" any one segment). */
function patternMatches(pattern: string, path: string): boolean {
  const p = pattern.split("/");
  const a = path.split("/");
  return p.length === a.length && p.every((seg, i) => seg.startsWith(":") || seg === a[i]);
}

describe("the route table", () => {
  it("is React Router's routes: every entry once, with its layouts, and nothing else", () => {
    const built = leaves(routes).map(({ entry, layouts }) => ({
      path: entry.index ? "" : entry.path,
      file: entry.file,
      id: entry.id,
      index: entry.index ?? false,
      layouts,
    }));
    const table = TABLE.map((e) => ({
      path: e.path,
      file: e.file,
      id: e.id,
      index: e.index ?? false,
      layouts: [...(e.layouts ?? [])],
    }));
    expect(built).toEqual(table);
    // Route ids React Router derives from a file must not collide (one module, several routes: ids).
    const ids = TABLE.map(idOf);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("nests routes that share a layout under one layout route", () => {
    const config = routeConfig([
      { path: "a", file: "routes/a.tsx", layouts: ["routes/l1.tsx"] },
      { path: "b", file: "routes/b.tsx", layouts: ["routes/l1.tsx", "routes/l2.tsx"] },
      { path: "c", file: "routes/c.tsx", layouts: ["routes/l1.tsx", "routes/l2.tsx"] },
      { path: "d", file: "routes/d.tsx" },
    ]);
    expect(config.map((e) => e.path ?? e.file)).toEqual(["routes/l1.tsx", "d"]);
    expect(config[0]!.children!.map((e) => e.path ?? e.file)).toEqual(["a", "routes/l2.tsx"]);
    expect(config[0]!.children![1]!.children!.map((e) => e.path)).toEqual(["b", "c"]);
  });

  it("prerenders each address with the route it is listed under, each once", () => {
    expect(new Set(PRERENDERED_PATHS).size).toBe(PRERENDERED_PATHS.length);
    for (const entry of TABLE) {
      for (const path of entry.prerender ?? []) {
        // The not-found page is the catch-all's own file.
        expect(routeFor(path), path).toBe(idOf(entry));
      }
    }
  });

  it("puts the spec's pages in the sitemap, all of them prerendered, in the spec's order", () => {
    expect(STATIC_PAGE_PATHS).toEqual([
      "/",
      "/calculadoras",
      "/financiamento",
      "/ipva",
      "/combustivel",
      "/comparador",
      "/licenciamento",
      "/fipe",
      "/fipe/comparar",
      "/noticias",
      "/blog",
      "/sobre-nos",
      "/contato",
      "/termos-de-uso",
      "/politica-de-privacidade",
      "/politica-de-cookies",
    ]);
    for (const path of STATIC_PAGE_PATHS) expect(PRERENDERED_PATHS).toContain(path);
  });

  it("answers on the server only addresses React Router has a route for, each pattern once", () => {
    const paths = SSR_ANSWERS.flatMap((a) => (a.data ? [a.path, `${a.path}.data`] : [a.path]));
    expect(new Set(paths).size).toBe(paths.length);
    // Each answer reaches the route that declares it (the catalog's patterns before /fipe's
    // optional segments, /fipe/codigo before /fipe/:tipo/:marca).
    for (const entry of TABLE) {
      for (const spec of entry.ssr ?? []) {
        const path = spec.path ?? `/${entry.path}`;
        expect(routeFor(sample(path)), path).toBe(idOf(entry));
      }
    }
  });

  it("never renders on every request an address that is prerendered, and has a file for each page served bare", () => {
    for (const path of PRERENDERED_PATHS) {
      // Fastify takes a static pattern before a parametric one.
      const exact = SSR_ANSWERS.find((a) => a.path === path);
      if (exact) {
        expect(exact.render, path).not.toBe("always");
      } else {
        const shadowing = SSR_ANSWERS.filter((a) => a.render === "always" && patternMatches(a.path, path));
        expect(
          shadowing.map((a) => a.path),
          path,
        ).toEqual([]);
      }
    }
    for (const answer of SSR_ANSWERS.filter((a) => a.render !== "always")) {
      expect(PRERENDERED_PATHS, answer.path).toContain(answer.path);
    }
  });

  it("names a query-parameter list (query-keys.ts) for every page rendered from its query, and no other", () => {
    const kinds = new Set(SSR_ANSWERS.map((a) => a.kind));
    for (const kind of Object.keys(QUERY_PARAMS)) expect(kinds, kind).toContain(kind);
    for (const answer of SSR_ANSWERS.filter((a) => a.render === "query")) {
      expect(QUERY_PARAMS[answer.kind]?.length, answer.kind).toBeGreaterThan(0);
    }
  });

  it("takes the form posts of the pages that have one, the vehicle page's price alert among them", () => {
    expect(SSR_ANSWERS.filter((a) => a.form).map((a) => [a.path, a.kind])).toEqual([
      ["/fipe/:tipo/:marca/:modelo/:ano", "vehicle"],
      ["/contato", "/contato"],
      ["/newsletter", "/newsletter"],
      ["/lembretes-ipva", "/lembretes-ipva"],
      ["/entrar", "/entrar"],
      ["/admin/configurar", "/admin/configurar"],
    ]);
  });
});

import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { REACT_ROUTER_PATCHES, trimReactRouter } from "./react-router-trim.ts";

const DIST = "node_modules/react-router/dist/production";
const files = readdirSync(DIST)
  .filter((name) => /^(chunk-[A-Z0-9]+|dom-export)\.mjs$/.test(name))
  .map((name) => ({ id: join(process.cwd(), DIST, name), code: readFileSync(join(DIST, name), "utf8") }));

describe("react-router-trim", () => {
  it("every patch matches the installed React Router", () => {
    const applied = new Set(files.flatMap((file) => trimReactRouter(file.id, file.code).applied));
    expect(REACT_ROUTER_PATCHES.filter((patch) => !applied.has(patch)).map((p) => p.reason)).toEqual([]);
  });

  it("the patched code has no instrumentation, fog-of-war or RSC branch left to run", () => {
    const out = files.map((file) => trimReactRouter(file.id, file.code).code).join("\n");
    expect(out).not.toMatch(/if \(init\.instrumentations\)|if \(opts\?\.instrumentations\)/);
    expect(out).not.toMatch(/\n {2}useFogOFWarDiscovery\(/);
    expect(out).not.toMatch(/^[A-Za-z0-9_$]+\.displayName = "/m);
    expect(out).toContain("var Form = /* @__PURE__ */ React10.forwardRef(");
  });

  it("HydratedRouter updates its copy of the location in a transition, as the router does its own state", () => {
    const dom = files.find((file) => file.id.endsWith("dom-export.mjs"))!;
    const out = trimReactRouter(dom.id, dom.code).code;
    expect(out).toContain("React2.startTransition(() => setLocation(newState.location));");
    expect(out).not.toMatch(/\{\s*setLocation\(newState\.location\);/);
  });

  it("the router neither restores nor saves view transitions, which nothing in app/ asks for", () => {
    const chunk = files.find((file) => file.code.includes("function createRouter("))!;
    const out = trimReactRouter(chunk.id, chunk.code).code;
    expect(out).toContain("if (false) {\n      restoreAppliedTransitions(");
    expect(out).not.toMatch(/if \(isBrowser\d*\) \{\n\s*restoreAppliedTransitions\(/);
    // A viewTransition prop or option would make the record matter again: drop the patch then.
    const sources = (readdirSync("app", { recursive: true }) as string[]).filter((f) => /\.tsx?$/.test(f));
    expect(sources.length).toBeGreaterThan(50);
    const asking = sources.filter((f) => /\bviewTransition\b/.test(readFileSync(join("app", f), "utf8")));
    expect(asking).toEqual([]);
  });

  it("a pattern that no longer matches fails instead of leaving the code in", () => {
    const chunk = files.find((file) => file.code.includes("function createRouter("))!;
    const changed = chunk.code.replace("if (opts?.instrumentations) {", "if (opts?.instrumentations !== undefined) {");
    expect(() => trimReactRouter(chunk.id, changed)).toThrow(/route instrumentation.*matched 0 time/);
  });

  it("leaves other files alone", () => {
    expect(trimReactRouter("/x/node_modules/react/index.js", 'a.displayName = "A";\n').applied).toEqual([]);
  });
});

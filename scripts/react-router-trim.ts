// Build-time trim of React Router's browser code (docs/performance.md, ADR 009), and one
// scheduling fix (HydratedRouter's location update made a transition, below).
//
// React Router's production build ships, in the one module every page loads, code for features
// this site never turns on: router instrumentation (only with the `unstable_instrumentations`
// prop, which our default client entry does not pass), lazy route discovery ("fog of war": only
// with `ssr: true` and `routeDiscovery.mode: "lazy"`; we prerender with `ssr: false`), React
// Server Components (only under RSC's own router) and components' `displayName` (development
// tools). The code is reachable from runtime `if`s or from calls not marked pure, so no bundler
// can drop it. Each patch below
// turns one such `if` into `if (false)` (or drops the call), so the bundler removes the branch
// and what only it used (≈2.5 KB gzip). Each must match the installed React Router exactly:
// after an upgrade a pattern that no longer matches fails the build (and the unit test) rather
// than silently leaving the code in; re-read the new source before adjusting it.
import type { Plugin } from "vite";

type Patch = { reason: string; file: RegExp; find: string | RegExp; replace: string; count: number | "some" };

const CHUNK = /react-router[\\/]dist[\\/]production[\\/]chunk-[A-Z0-9]+\.mjs$/;
const DOM_EXPORT = /react-router[\\/]dist[\\/]production[\\/]dom-export\.mjs$/;

export const REACT_ROUTER_PATCHES: readonly Patch[] = [
  {
    reason: "router instrumentation (createRouter, createBrowserRouter)",
    file: CHUNK,
    find: "if (init.instrumentations) {",
    replace: "if (false) {",
    count: 2,
  },
  {
    reason: "route instrumentation (createClientRoutes)",
    file: CHUNK,
    find: "if (opts?.instrumentations) {",
    replace: "if (false) {",
    count: 1,
  },
  {
    reason: "lazy route discovery: patchRoutesOnNavigation (undefined unless ssr && lazy)",
    file: DOM_EXPORT,
    find: /patchRoutesOnNavigation: getPatchRoutesOnNavigationFunction\([^;]*?\n {4}\)/,
    replace: "patchRoutesOnNavigation: void 0",
    count: 1,
  },
  {
    reason: "lazy route discovery: the hook that fetches manifest patches (returns at once unless ssr && lazy)",
    file: DOM_EXPORT,
    find: /\n {2}useFogOFWarDiscovery\([^)]*\);/,
    replace: "",
    count: 1,
  },
  {
    reason:
      "HydratedRouter's own copy of the location (only its error boundary reads it) set outside a transition: " +
      "every client navigation re-rendered the router and each <Link> synchronously, in one task, before the " +
      "router's own update, which React Router already renders as a transition",
    file: DOM_EXPORT,
    find: "\n          setLocation(newState.location);",
    replace: "\n          React2.startTransition(() => setLocation(newState.location));",
    count: 1,
  },
  {
    reason:
      "the record of applied view transitions, restored from sessionStorage as the router is created (the " +
      "tab's storage opened inside hydration's first render unit: 0.7–3.3 ms) and saved on pagehide: the site " +
      "never asks for a view transition (a unit test checks app/), so the record stays empty",
    file: CHUNK,
    find: "if (isBrowser3) {\n      restoreAppliedTransitions(routerWindow, appliedViewTransitions);",
    replace: "if (false) {\n      restoreAppliedTransitions(routerWindow, appliedViewTransitions);",
    count: 1,
  },
  {
    reason: "RSC error handler (only inside RSC's router context)",
    file: CHUNK,
    find: "if (this.context) {\n      return /* @__PURE__ */ React2.createElement(RSCErrorHandler",
    replace: "if (false) {\n      return /* @__PURE__ */ React2.createElement(RSCErrorHandler",
    count: 1,
  },
  {
    reason: "RSC prefetch links (only inside RSC's router context)",
    file: CHUNK,
    find: "if (rsc) {\n    return /* @__PURE__ */ React8.createElement(RSCPrefetchPageLinksImpl",
    replace: "if (false) {\n    return /* @__PURE__ */ React8.createElement(RSCPrefetchPageLinksImpl",
    count: 1,
  },
  {
    reason: "top-level forwardRef/createContext calls not marked pure (they keep <Form> and unused contexts alive)",
    file: CHUNK,
    find: /^var ([A-Za-z0-9_$]+) = (React\d*\.(?:forwardRef|createContext)\()/gm,
    replace: "var $1 = /* @__PURE__ */ $2",
    count: "some",
  },
  {
    reason: "displayName assignments (development tools only; they keep unused components alive)",
    file: CHUNK,
    find: /^[A-Za-z0-9_$]+\.displayName = "[^"]*";\n/gm,
    replace: "",
    count: "some",
  },
];

function occurrences(code: string, find: string | RegExp): number {
  if (typeof find === "string") return code.split(find).length - 1;
  const global = new RegExp(find.source, find.flags.includes("g") ? find.flags : `${find.flags}g`);
  return [...code.matchAll(global)].length;
}

/** `code` with every patch for `id` applied, and the patches applied; throws on a count mismatch. */
export function trimReactRouter(id: string, code: string): { code: string; applied: Patch[] } {
  const applied: Patch[] = [];
  for (const patch of REACT_ROUTER_PATCHES) {
    if (!patch.file.test(id)) continue;
    const found = occurrences(code, patch.find);
    if (found === 0 && patch.file === CHUNK && !code.includes("function createRouter(")) continue; // another chunk
    if (patch.count === "some" ? found === 0 : found !== patch.count) {
      throw new Error(
        `react-router-trim: "${patch.reason}" matched ${found} time(s) in ${id}, expected ${patch.count}. ` +
          "React Router changed: re-read its source and update scripts/react-router-trim.ts.",
      );
    }
    code =
      typeof patch.find === "string"
        ? code.split(patch.find).join(patch.replace)
        : code.replace(patch.find, patch.replace);
    applied.push(patch);
  }
  return { code, applied };
}

/** The Vite plugin: applies the patches to the browser build and checks that all of them applied. */
export function reactRouterTrim(): Plugin {
  const applied = new Set<Patch>();
  return {
    name: "cec:react-router-trim",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    transform(code, id) {
      if (!CHUNK.test(id) && !DOM_EXPORT.test(id)) return null;
      const result = trimReactRouter(id, code);
      if (result.applied.length === 0) return null;
      for (const patch of result.applied) applied.add(patch);
      return { code: result.code, map: null };
    },
    buildEnd(error) {
      if (error) return;
      const missing = REACT_ROUTER_PATCHES.filter((patch) => !applied.has(patch));
      if (missing.length > 0) {
        this.error(`react-router-trim: not applied: ${missing.map((p) => p.reason).join("; ")}`);
      }
    },
  };
}

// The JavaScript a prerendered page loads before any interaction, read from the production
// build, gzip-compressed: the budget test (tests/e2e/budget.spec.ts) and `npm run bench` both
// measure it with this module, so they print the same figure.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

/**
 * Every page within 150 KB gzip (a phone on slow 3G; see docs/decisions/ for the budget),
 * prerendered or rendered on request (a vehicle's page, the catalog's, the fuel prices'): the
 * budget test fails above it and `npm run bench` reports against it. React DOM, React and React
 * Router (the framework group in vite.config.ts) take ≈103.5 KB before any of our code; the
 * rest is split by Vite and React Router per route. What loads later is not counted: Radix
 * Toast (toaster-host.tsx) and the parts loaded with React's lazy (the price history chart,
 * the depreciation). The figures per page: docs/performance.md.
 */
export const PAGE_BUDGET_KB = 150;

export function pageHtmlFile(clientDir: string, path: string): string {
  return path === "/" ? join(clientDir, "index.html") : join(clientDir, path, "index.html");
}

/**
 * Every module the page loads before any interaction: React Router writes a modulepreload link
 * for each and a boot script that imports them.
 */
export function scriptsOf(html: string): string[] {
  const urls = new Set<string>();
  for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) urls.add(m[1]!);
  for (const m of html.matchAll(/<script[^>]+src="([^"]+)"/g)) urls.add(m[1]!);
  for (const m of html.matchAll(/<script type="module"[^>]*>([\s\S]*?)<\/script>/g)) {
    for (const u of m[1]!.matchAll(/"(\/assets\/[^"]+\.js)"/g)) urls.add(u[1]!);
  }
  return [...urls].filter((u) => u.startsWith("/assets/"));
}

/** The modules a page's HTML loads and their total size, gzip level 9, in KB. */
export function htmlJavaScript(clientDir: string, html: string): { scripts: string[]; kb: number } {
  const scripts = scriptsOf(html);
  const kb = scripts.reduce((sum, url) => sum + gzipSync(readFileSync(join(clientDir, url)), { level: 9 }).length, 0);
  return { scripts, kb: kb / 1024 };
}

/** A prerendered page's modules and their total size, gzip level 9, in KB. */
export function pageJavaScript(clientDir: string, path: string): { scripts: string[]; kb: number } {
  return htmlJavaScript(clientDir, readFileSync(pageHtmlFile(clientDir, path), "utf8"));
}

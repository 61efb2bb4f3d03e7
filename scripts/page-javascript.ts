// The JavaScript a prerendered page loads before any interaction, read from the production
// build, gzip-compressed: the budget test (tests/e2e/budget.spec.ts) and `npm run bench` both
// measure it with this module, so they print the same figure.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

/**
 * "/" must stay within 130 KB, and every other prerendered page within 150 KB (the hard
 * ceiling); the goal for every page is 130 KB (issue #31: a phone on slow 3G), which `npm run
 * bench` reports against: after the merge of issue #31's and #32's work, /financiamento (131.6),
 * /fipe (131.7) and /ipva (139.1) are above it (docs/performance.md). React DOM, React and React
 * Router take ≈103 KB before any of our code. What a page does not need at first is not counted
 * because it loads later: Radix Toast (toaster-host.tsx), the auth context (only the console and
 * sign-in pages), the footer, the FIPE lookup and comparison and the vehicle page's lower parts
 * (components/layout/deferred.tsx).
 */
export const HOME_BUDGET_KB = 130;
export const ROUTE_BUDGET_KB = 150;
/** The goal `npm run bench` reports against for every prerendered page. */
export const ROUTE_TARGET_KB = 130;

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

/** The page's modules and their total size, gzip level 9, in KB. */
export function pageJavaScript(clientDir: string, path: string): { scripts: string[]; kb: number } {
  const scripts = scriptsOf(readFileSync(pageHtmlFile(clientDir, path), "utf8"));
  const kb = scripts.reduce((sum, url) => sum + gzipSync(readFileSync(join(clientDir, url)), { level: 9 }).length, 0);
  return { scripts, kb: kb / 1024 };
}

export function budgetKb(path: string): number {
  return path === "/" ? HOME_BUDGET_KB : ROUTE_BUDGET_KB;
}

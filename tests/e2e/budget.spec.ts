// JavaScript budget, read from the production build: what each page loads before any
// interaction (module scripts and modulepreloads), gzip-compressed.
import { expect, test } from "@playwright/test";
import { existsSync, readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { STATIC_PAGE_PATHS } from "../../app/lib/routes-table.ts";
import { COMPILE_HINT } from "../../scripts/compile-hints.ts";

/**
 * "/" must stay within 115 KB: React DOM, React and React Router take ≈100 KB of it before any
 * of our code (React Router trimmed at build: scripts/react-router-trim.ts), so the site's own
 * code on "/" has ≈15 KB. What "/" does not need at first is not counted because it loads later:
 * Radix Toast (toaster-host.tsx), the newsletter box (when it comes near the screen:
 * deferred-newsletter-box.tsx), the auth context (only the console and sign-in pages) and the
 * modules only the other pages share (the "common" chunk, vite.config.ts). docs/performance.md.
 */
const HOME_BUDGET_KB = 115;
const ROUTE_BUDGET_KB = 140;
const PAGES = [...STATIC_PAGE_PATHS, "/blog/pneu-careca-riscos-quando-trocar", "/404"];

function htmlFile(path: string) {
  return path === "/" ? "build/client/index.html" : `build/client${path}/index.html`;
}

/**
 * Every module the page loads before any interaction: its boot script lists them (it adds their
 * modulepreload links after the first paint, scripts/defer-hydration.ts) and imports them.
 */
function scriptsOf(html: string): string[] {
  const urls = new Set<string>();
  for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) urls.add(m[1]!);
  for (const m of html.matchAll(/<script[^>]+src="([^"]+)"/g)) urls.add(m[1]!);
  for (const m of html.matchAll(/<script type="module"[^>]*>([\s\S]*?)<\/script>/g)) {
    for (const u of m[1]!.matchAll(/"(\/assets\/[^"]+\.js)"/g)) urls.add(u[1]!);
  }
  return [...urls].filter((u) => u.startsWith("/assets/"));
}

function gzipKb(url: string): number {
  return gzipSync(readFileSync(`build/client${url}`), { level: 9 }).length / 1024;
}

test("the JavaScript each page loads stays within budget", async ({}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "build check: once is enough");
  const report: string[] = [];
  const over: string[] = [];
  for (const path of PAGES) {
    expect(existsSync(htmlFile(path)), path).toBe(true);
    const scripts = scriptsOf(readFileSync(htmlFile(path), "utf8"));
    expect(scripts.length, path).toBeGreaterThan(2);
    const kb = scripts.reduce((sum, url) => sum + gzipKb(url), 0);
    const budget = path === "/" ? HOME_BUDGET_KB : ROUTE_BUDGET_KB;
    report.push(
      `${path.padEnd(40)} ${kb.toFixed(1).padStart(6)} KB gzip (${scripts.length} files, budget ${budget} KB)`,
    );
    if (kb > budget) over.push(`${path}: ${kb.toFixed(1)} KB > ${budget} KB`);
  }
  const home = report[0] ?? "";
  console.log(
    `JavaScript per page:\n${report.join("\n")}\n(budget for "/": ${HOME_BUDGET_KB} KB; see docs/performance.md)\n${home}`,
  );
  expect(over).toEqual([]);
});

test("the framework chunk every page loads carries V8's compile hint on its first line, and only it", async ({}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "build check: once is enough");
  for (const path of PAGES) {
    const scripts = scriptsOf(readFileSync(htmlFile(path), "utf8"));
    const framework = scripts.filter((url) => /\/framework-[^/]+\.js$/.test(url));
    expect(framework, path).toHaveLength(1);
    // V8 reads the hint only on the file's first line (scripts/compile-hints.ts).
    const firstLine = readFileSync(`build/client${framework[0]}`, "utf8").split("\n", 1)[0]!;
    expect(firstLine.slice(0, 60), `${framework[0]}'s first line`).toBe(COMPILE_HINT);
    for (const url of scripts.filter((u) => !framework.includes(u)))
      expect(readFileSync(`build/client${url}`, "utf8").includes(COMPILE_HINT), `${url} has the hint`).toBe(false);
  }
});

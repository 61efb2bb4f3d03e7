// JavaScript budget, read from the production build: what each page loads before any
// interaction (module scripts and modulepreloads), gzip-compressed.
import { expect, test } from "@playwright/test";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { PRERENDERED_PATHS, SIGN_IN_PATH, STATIC_PAGE_PATHS } from "../../app/lib/routes-table.ts";
import { COMPILE_HINT } from "../../scripts/compile-hints.ts";
import {
  PAGE_BUDGET_KB,
  htmlJavaScript,
  pageHtmlFile,
  pageJavaScript,
  scriptsOf,
} from "../../scripts/page-javascript.ts";

// The budget and how a page's scripts are found: scripts/page-javascript.ts (npm run bench
// prints the same figures for the prerendered pages).
/** The console's pages: sign-in, first-admin set-up and /admin/*. */
const CONSOLE_PAGES = PRERENDERED_PATHS.filter((p) => p === SIGN_IN_PATH || p.startsWith("/admin"));
const PAGES = [...STATIC_PAGE_PATHS, ...CONSOLE_PAGES, "/blog/pneu-careca-riscos-quando-trocar", "/404"];
/**
 * Pages rendered on request, as the server answers them (a vehicle's page through the FIPE
 * stand-in). Not the catalog's brand lists (/fipe/carros): the server keeps a rendered one for
 * 10 minutes, and the catalog specs that run later seed their own brands and read it fresh.
 */
const RENDERED_PAGES = [
  "/fipe/carros/21/21002/2020-1",
  "/precos-combustiveis",
  "/precos-combustiveis/sp",
  "/ipva?valor=50000&uf=SP&fabricacao=2020",
  "/financiamento?modo=taxa",
];
const CLIENT_DIR = "build/client";
const htmlFile = (path: string) => pageHtmlFile(CLIENT_DIR, path);

test("the JavaScript each page loads stays within budget", async ({}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "build check: once is enough");
  const report: string[] = [];
  const over: string[] = [];
  for (const path of PAGES) {
    expect(existsSync(htmlFile(path)), path).toBe(true);
    const { scripts, kb } = pageJavaScript(CLIENT_DIR, path);
    expect(scripts.length, path).toBeGreaterThan(2);
    report.push(`${path.padEnd(40)} ${kb.toFixed(1).padStart(6)} KB gzip (${scripts.length} files)`);
    if (kb > PAGE_BUDGET_KB) over.push(`${path}: ${kb.toFixed(1)} KB > ${PAGE_BUDGET_KB} KB`);
  }
  console.log(`JavaScript per page (budget ${PAGE_BUDGET_KB} KB; docs/performance.md):\n${report.join("\n")}`);
  expect(over).toEqual([]);
});

test("the pages rendered on request stay within the same budget", async ({ request }, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "build check: once is enough");
  const report: string[] = [];
  const over: string[] = [];
  for (const path of RENDERED_PAGES) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const { scripts, kb } = htmlJavaScript(CLIENT_DIR, await response.text());
    expect(scripts.length, path).toBeGreaterThan(2);
    report.push(`${path.padEnd(48)} ${kb.toFixed(1).padStart(6)} KB gzip (${scripts.length} files)`);
    if (kb > PAGE_BUDGET_KB) over.push(`${path}: ${kb.toFixed(1)} KB > ${PAGE_BUDGET_KB} KB`);
  }
  console.log(`JavaScript per page rendered on request (budget ${PAGE_BUDGET_KB} KB):\n${report.join("\n")}`);
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

test("no script of the build carries a data file's $comment (the team's notes, never shown)", async ({}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "build check: once is enough");
  // The IPVA year files have them (so the check can fail), and the IPVA comparison imports one.
  expect(readFileSync("app/domain/ipva/data/2026.json", "utf8")).toContain('"$comment"');
  const scripts = readdirSync(`${CLIENT_DIR}/assets`).filter((name) => name.endsWith(".js"));
  const withComments = scripts.filter((name) =>
    readFileSync(`${CLIENT_DIR}/assets/${name}`, "utf8").includes("$comment"),
  );
  expect(withComments).toEqual([]);
});

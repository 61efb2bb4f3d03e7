// Build step (run by scripts/postbuild.ts): what makes the site an installable web app that
// works offline — the icons (PNG, drawn from the logo), the web manifest and /sw.js (app/sw.ts
// compiled, with this build's precache list and id written in: the visitors' pages and assets,
// not the operator console's).
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import ts from "typescript";
import { CALCULATOR_LINKS, FAVICON_PATH, SITE } from "#app/lib/site.ts";
import { renderSvgPng } from "../server/share-image/render.ts";
import { operatorOnlyAssets, readClientManifest } from "./precache-scope.ts";

/** Pages saved on the first visit, so they open (and calculate) with no signal. */
export const OFFLINE_PAGES = ["/", "/calculadoras", ...CALCULATOR_LINKS.map((l) => l.to), "/fipe", "/contato"];

export const THEME_COLOR = "#1d4ed8";
const BACKGROUND_COLOR = "#f3f4f6";

// The logo of app/components/layout/logo.tsx: the car on a blue tile.
const CAR =
  '<path d="M7 19.5l2.2-5.6A2.5 2.5 0 0 1 11.5 12.3h9a2.5 2.5 0 0 1 2.3 1.6l2.2 5.6v4a1 1 0 0 1-1 1h-1.6a1 1 0 0 1-1-1v-1H9.6v1a1 1 0 0 1-1 1H8a1 1 0 0 1-1-1z" fill="#fff"/><circle cx="11" cy="20" r="1.6" fill="#1d4ed8"/><circle cx="21" cy="20" r="1.6" fill="#1d4ed8"/><path d="M10.4 17.2l1.3-3.1h8.6l1.3 3.1z" fill="#93c5fd"/>';
/** Rounded tile on a transparent background ("any" purpose). */
const ICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="${THEME_COLOR}"/>${CAR}</svg>`;
/** Full bleed; the car stays inside the central 80 % circle that launchers keep ("maskable"). */
const MASKABLE_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${THEME_COLOR}"/><g transform="translate(3.2 2.4) scale(0.8)">${CAR}</g></svg>`;

export const ICONS = [
  { src: "/icons/icon-192.png", size: 192, svg: ICON_SVG, purpose: "any" },
  { src: "/icons/icon-512.png", size: 512, svg: ICON_SVG, purpose: "any" },
  { src: "/icons/icon-maskable-192.png", size: 192, svg: MASKABLE_SVG, purpose: "maskable" },
  { src: "/icons/icon-maskable-512.png", size: 512, svg: MASKABLE_SVG, purpose: "maskable" },
  { src: "/icons/apple-touch-icon.png", size: 180, svg: MASKABLE_SVG, purpose: null },
  // The tab's icon (app/root.tsx). PNG, not SVG: Chromium draws an SVG icon on the page's main
  // thread during load, a 2–13 ms task (ADR 016).
  { src: FAVICON_PATH, size: 48, svg: ICON_SVG, purpose: null },
] as const;

export function webManifest() {
  return {
    id: "/",
    name: SITE.name,
    short_name: SITE.name,
    description:
      "Calculadoras de financiamento, IPVA, consumo, combustível e licenciamento, consulta à Tabela FIPE e dicas para o seu carro.",
    lang: "pt-BR",
    dir: "ltr",
    start_url: "/",
    scope: "/",
    display: "standalone",
    orientation: "any",
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    categories: ["finance", "utilities"],
    icons: ICONS.filter((i) => i.purpose).map((i) => ({
      src: i.src,
      sizes: `${i.size}x${i.size}`,
      type: "image/png",
      purpose: i.purpose,
    })),
    shortcuts: CALCULATOR_LINKS.map((l) => ({ name: l.label, url: l.to, description: l.description })),
  };
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

function urlOf(clientDir: string, file: string): string {
  return `/${relative(clientDir, file).split(sep).join("/")}`;
}

function pageFile(clientDir: string, path: string): string {
  return path === "/" ? join(clientDir, "index.html") : join(clientDir, path, "index.html");
}

/** app/sw.ts as a plain script for the browser, with the build's facts written in. */
function compileServiceWorker(build: { id: string; precache: string[]; dataPaths: string[] }): string {
  const source = readFileSync("app/sw.ts", "utf8");
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, removeComments: false },
  });
  const body = outputText.replace(/^export \{\};\s*$/m, "");
  return `"use strict";\nconst __BUILD__ = ${JSON.stringify(build)};\n${body}`;
}

export async function writePwaAssets(clientDir: string): Promise<{ precached: number; id: string }> {
  mkdirSync(join(clientDir, "icons"), { recursive: true });
  for (const icon of ICONS) writeFileSync(join(clientDir, icon.src), await renderSvgPng(icon.svg, icon.size));
  writeFileSync(join(clientDir, "manifest.webmanifest"), `${JSON.stringify(webManifest(), null, 2)}\n`);

  const files = walk(clientDir).filter((f) => !f.endsWith(".br") && !f.endsWith(".gz"));
  // Every asset a visitor's page may use; the operator's pages' own chunks are fetched (and
  // cached) only when an operator opens them (precache-scope.ts).
  const operatorOnly = operatorOnlyAssets(readClientManifest(clientDir));
  const assets = files
    .map((f) => urlOf(clientDir, f))
    .filter((url) => url.startsWith("/assets/") && !operatorOnly.has(url));
  for (const path of OFFLINE_PAGES) {
    if (!existsSync(pageFile(clientDir, path))) throw new Error(`Offline page ${path} is not in the build.`);
  }
  const extras = [FAVICON_PATH, "/manifest.webmanifest", "/icons/icon-192.png"];
  const precache = [...OFFLINE_PAGES, ...assets.sort(), ...extras];
  const dataPaths = files
    .filter((f) => f.endsWith(".data"))
    .map((f) => urlOf(clientDir, f).slice(0, -".data".length))
    .map((p) => (p === "/_root" ? "/" : p))
    .sort();

  // The id changes whenever any precached file or the worker's own code changes.
  const hash = createHash("sha256").update(readFileSync("app/sw.ts"));
  for (const url of precache) {
    const file = OFFLINE_PAGES.includes(url) ? pageFile(clientDir, url) : join(clientDir, url);
    hash.update(url).update("\0").update(readFileSync(file)).update("\0");
  }
  const id = hash.digest("hex").slice(0, 16);
  writeFileSync(join(clientDir, "sw.js"), compileServiceWorker({ id, precache, dataPaths }));
  return { precached: precache.length, id };
}

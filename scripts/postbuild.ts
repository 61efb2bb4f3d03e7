// After `react-router build`: draw the share images (PNG per page and article), drop data
// files of resource routes, inline the stylesheet into every page, write the web app's icons, manifest and service worker
// (after the pages are final: the worker's id hashes them), precompress text files (brotli
// and gzip, served by the server as-is) and stamp the build with its sources' hash.
import { readFileSync, readdirSync, statSync, unlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { STAMP_FILE, sourceFingerprint } from "./build-stamp.mjs";
import { inlineStylesheets } from "../server/ssr/inline-css.ts";
import { writePwaAssets } from "./pwa-assets.ts";
import { missingShareImages, writeShareImages } from "./share-images.ts";

const CLIENT = "build/client";
const COMPRESSIBLE = /\.(html|js|css|svg|json|xml|txt|data|webmanifest)$/;
const RESOURCE_DATA = /\.(xml|txt|svg)\.data$/;

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

const started = performance.now();
const cards = await writeShareImages(CLIENT);
const missing = missingShareImages(CLIENT);
if (missing.length) throw new Error(`Share images missing:\n${missing.join("\n")}`);
console.log(
  `postbuild: ${cards.total} share images (${cards.drawn} drawn, the rest unchanged) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);

for (const file of walk(CLIENT)) if (RESOURCE_DATA.test(file)) unlinkSync(file);

const readCss = (href: string) => readFileSync(join(CLIENT, href), "utf8");
let inlined = 0;
for (const file of walk(CLIENT)) {
  if (!file.endsWith(".html")) continue;
  const html = readFileSync(file, "utf8");
  const next = inlineStylesheets(html, readCss);
  if (next === html) continue;
  writeFileSync(file, next);
  inlined += 1;
}

const pwa = await writePwaAssets(CLIENT);
console.log(`postbuild: service worker ${pwa.id}, ${pwa.precached} files precached; icons and manifest written`);

let compressed = 0;
for (const file of walk(CLIENT)) {
  if (file.endsWith(".br") || file.endsWith(".gz") || !COMPRESSIBLE.test(file)) continue;
  const body = readFileSync(file);
  if (body.length < 512) continue;
  writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  compressed += 1;
}
writeFileSync(STAMP_FILE, sourceFingerprint());
console.log(`postbuild: stylesheet inlined in ${inlined} pages; precompressed ${compressed} files; build stamped`);

// After `react-router build`: inline the stylesheet into every page and start its JavaScript
// after the first paint (ADR 006), drop data files of resource routes, precompress text files
// (brotli and gzip, served by the server as-is) and stamp the build with its sources' hash.
import { readFileSync, readdirSync, statSync, unlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { STAMP_FILE, sourceFingerprint } from "./build-stamp.ts";
import { deferHydration } from "./defer-hydration.ts";
import { inlineStylesheets } from "./inline-css.ts";

const CLIENT = "build/client";
const COMPRESSIBLE = /\.(html|js|css|svg|json|xml|txt|data|webmanifest)$/;
const RESOURCE_DATA = /\.(xml|txt|svg)\.data$/;

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

const readCss = (href: string) => readFileSync(join(CLIENT, href), "utf8");
let inlined = 0;
for (const file of walk(CLIENT)) {
  if (!file.endsWith(".html")) continue;
  const html = readFileSync(file, "utf8");
  const next = deferHydration(inlineStylesheets(html, readCss));
  if (next === html) continue;
  writeFileSync(file, next);
  inlined += 1;
}

let compressed = 0;
for (const file of walk(CLIENT)) {
  if (RESOURCE_DATA.test(file)) {
    unlinkSync(file);
    continue;
  }
  if (file.endsWith(".br") || file.endsWith(".gz") || !COMPRESSIBLE.test(file)) continue;
  const body = readFileSync(file);
  if (body.length < 512) continue;
  writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  compressed += 1;
}
writeFileSync(STAMP_FILE, sourceFingerprint());
console.log(`postbuild: stylesheet inlined and hydration deferred in ${inlined} pages; precompressed ${compressed} files; build stamped`);

// The footer's social icons as PNG files (public/images/social), drawn from their SVG sources
// (assets/social-icons). An SVG in an <img> costs the main thread its own isolated document:
// with the SVG tab icon, 19–34 ms per load of the vehicle page on this project's machine,
// unthrottled, in tasks of up to 17 ms (ADR 016); a small PNG is decoded
// off the main thread. The PNGs are committed so that
// `npm run dev` serves them too; tests/unit/social-icons.test.ts fails when one no longer
// matches its source. After editing a source: `npm run icons`.
import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { renderSvgPng } from "../server/share-image/render.ts";

export const SOURCE_DIR = "assets/social-icons";
export const OUTPUT_DIR = "public/images/social";
/** Shown at 20 CSS px: drawn for screens of up to 3 device pixels per CSS pixel. */
export const ICON_PIXELS = 60;

export const socialIconNames = () =>
  readdirSync(SOURCE_DIR)
    .filter((f) => f.endsWith(".svg"))
    .map((f) => f.slice(0, -4))
    .sort();

export const renderSocialIcon = (name: string) =>
  renderSvgPng(readFileSync(join(SOURCE_DIR, `${name}.svg`), "utf8"), ICON_PIXELS);

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  for (const name of socialIconNames()) {
    const png = await renderSocialIcon(name);
    writeFileSync(join(OUTPUT_DIR, `${name}.png`), png);
    console.log(`${OUTPUT_DIR}/${name}.png: ${png.length} bytes`);
  }
}

// Full-page screenshots of pages at 390 px and 1280 px, for looking at the site as a visitor.
// Usage: tsx scripts/screenshots.ts http://127.0.0.1:3000 / /blog ...  (writes to ./screenshots)
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, chromiumPath } from "./chromium-path.ts";

const [base = "http://127.0.0.1:3000", ...paths] = process.argv.slice(2);
mkdirSync("screenshots", { recursive: true });
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
for (const width of [390, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  for (const path of paths.length ? paths : ["/"]) {
    await page.goto(base + path, { waitUntil: "networkidle" });
    const name = `${path.replace(/[^a-z0-9]+/gi, "_").replace(/^_|_$/g, "") || "home"}-${width}.png`;
    await page.screenshot({ path: `screenshots/${name}`, fullPage: true });
    console.log(`screenshots/${name}`);
  }
  await page.close();
}
await browser.close();

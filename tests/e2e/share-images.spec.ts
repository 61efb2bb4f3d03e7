// Share images, read from the production build and through the server: every prerendered
// page's og:image is a 1200x630 PNG that exists, with the tags platforms need to show it.
import { expect, test } from "@playwright/test";
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { pngSize } from "../../server/share-image/png-size.ts";

const CLIENT = "build/client";

function pages(dir = CLIENT): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return pages(full);
    return name === "index.html" ? [full] : [];
  });
}

function metaContent(html: string, key: string): string | undefined {
  const re = new RegExp(`<meta (?:property|name)="${key.replace(/[:.]/g, "\\$&")}" content="([^"]*)"`);
  return re.exec(html)?.[1];
}

test("every prerendered page's og:image is an existing 1200x630 PNG with its size, alt and card tags", async ({
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "build check: once is enough");
  const files = pages();
  expect(files.length).toBeGreaterThan(40);
  const images = new Set<string>();
  let shareable = 0;
  for (const file of files) {
    const html = readFileSync(file, "utf8");
    // Private pages (noindex: the console, sign-in) are not meant to be shared.
    if (/<meta name="robots" content="noindex/.test(html)) continue;
    shareable += 1;
    const canonicalOrigin = new URL(metaContent(html, "og:url")!).origin;
    const image = metaContent(html, "og:image");
    expect(image, file).toBeDefined();
    const url = new URL(image!);
    expect(url.origin, file).toBe(canonicalOrigin);
    expect(url.pathname, file).toMatch(/^\/images\/share\/.+\.png$/);
    const png = join(CLIENT, url.pathname);
    expect(existsSync(png), `${file} -> ${png}`).toBe(true);
    expect(pngSize(readFileSync(png)), png).toEqual({ width: 1200, height: 630 });
    expect(metaContent(html, "og:image:width"), file).toBe("1200");
    expect(metaContent(html, "og:image:height"), file).toBe("630");
    expect(metaContent(html, "og:image:type"), file).toBe("image/png");
    expect(metaContent(html, "og:image:alt")?.length ?? 0, file).toBeGreaterThan(10);
    expect(metaContent(html, "twitter:card"), file).toBe("summary_large_image");
    expect(metaContent(html, "twitter:image"), file).toBe(image);
    images.add(url.pathname);
  }
  // One card per page (articles and pages do not share a generic image).
  expect(shareable).toBeGreaterThan(40);
  expect(images.size).toBe(shareable);

  for (const path of ["/images/share/inicio.png", "/images/share/blog/pneu-careca-riscos-quando-trocar.png"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/png");
    expect(pngSize(await response.body())).toEqual({ width: 1200, height: 630 });
  }
});

test("an article's card names its category and headline in og:image:alt", async ({ page }) => {
  await page.goto("/blog/pneu-careca-riscos-quando-trocar");
  const h1 = (await page.getByRole("heading", { level: 1 }).textContent())!.trim();
  const alt = await page.locator('meta[property="og:image:alt"]').getAttribute("content");
  expect(alt).toContain(h1);
  expect(alt).toContain("Segurança");
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    "content",
    /\/images\/share\/blog\/pneu-careca-riscos-quando-trocar\.png$/,
  );
});

// A phone on slow 3G with the page's scripts held back: what the specs that type across
// hydration (part of a field before the scripts ran, the rest after) open their pages with.
import { expect, type Locator, type Page } from "@playwright/test";

/** Chrome DevTools' "Slow 3G": 2 s round trips, about 50 KB/s each way. */
export async function slow3g(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 2000,
    downloadThroughput: (500 * 1024) / 8,
    uploadThroughput: (500 * 1024) / 8,
  });
}

/**
 * Opens `path` on slow 3G with the page's scripts held back (styles and images pass) until the
 * returned function is called; it then waits for React to have hydrated the page.
 */
export async function openWithScriptsHeld(page: Page, path: string): Promise<() => Promise<void>> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/assets/**", async (route) => {
    if (route.request().resourceType() === "script") await released;
    await route.continue();
  });
  await slow3g(page);
  // Bounds of slow 3G itself (2 s round trips, 50 KB/s), not of the host: above the defaults.
  await page.goto(path, { waitUntil: "commit", timeout: 60_000 });
  await page.locator("main").waitFor({ timeout: 60_000 });
  return async () => {
    await expect(page.locator("html")).not.toHaveAttribute("data-hydrated", "true");
    release();
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true", { timeout: 90_000 });
  };
}

/** Puts the caret at the end of the field (by a tap, as a person does) and types with the keyboard. */
export async function typeInto(page: Page, field: Locator, text: string) {
  await field.click();
  await field.press("End");
  await page.keyboard.type(text);
}

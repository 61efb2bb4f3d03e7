// One page load as the diagnostics take it: a fresh context on a 390 px phone (no service
// worker), the CPU really slowed by `cpuSlowdown` through a CDP session, `before` run on the
// page and session before navigating, then the load until the page is hydrated
// (<html data-hydrated>) plus a second, so tasks still running at the mark have ended.
import type { Browser, BrowserContext, CDPSession, Page } from "playwright";

export type PhoneLoad = { context: BrowserContext; page: Page; cdp: CDPSession };

export async function phoneLoad(
  browser: Browser,
  url: string,
  cpuSlowdown: number,
  before: (load: PhoneLoad) => Promise<unknown>,
): Promise<PhoneLoad> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    serviceWorkers: "block",
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
  const load = { context, page, cdp };
  await before(load);
  await page.goto(url, { waitUntil: "load" });
  await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 60_000 });
  await page.waitForTimeout(1000);
  return load;
}

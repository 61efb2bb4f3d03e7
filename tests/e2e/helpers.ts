import { expect, type Locator, type Page } from "@playwright/test";

/** The toast region (F8), where every notification shows. */
export function toasts(page: Page): Locator {
  return page.getByRole("region", { name: /Notificações/ });
}

export async function expectToast(page: Page, title: string, description?: string) {
  const region = toasts(page);
  await expect(region.getByText(title, { exact: true })).toBeVisible();
  if (description) await expect(region.getByText(description, { exact: true })).toBeVisible();
}

/** The results card of a calculator page. */
export function results(page: Page): Locator {
  return page.getByRole("region", { name: "Resultado" });
}

/** Chooses an option (by its text) of the select with this label. */
export async function choose(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).selectOption({ label: option });
}

/** Waits until React has hydrated (root marks <html data-hydrated>). */
export async function hydrated(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
}

/** The paths of the POST requests the page sends from now on whose path includes `part`. */
export function postsTo(page: Page, part: string): string[] {
  const posts: string[] = [];
  page.on("request", (request) => {
    const path = new URL(request.url()).pathname;
    if (request.method() === "POST" && path.includes(part)) posts.push(path);
  });
  return posts;
}

/**
 * Returns once the page has run what the last input queued (a frame later) and the browser has
 * reported every request started before: a request of its own, sent after those, is seen
 * last. A "nothing was sent" check waits for this, not for a fixed time.
 */
export async function settled(page: Page) {
  const marker = `/healthz?settled=${Date.now()}-${Math.random().toString(36).slice(2)}`;
  const seen = page.waitForRequest((request) => request.url().endsWith(marker));
  await page.evaluate(async (url) => {
    await new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
    await fetch(url);
  }, marker);
  await seen;
}

/**
 * Holds every script the page asks for back (a phone whose scripts are still on their way)
 * until the returned function is called: the test decides what happens before they arrive,
 * instead of racing a fixed delay.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/assets/*.js", async (route) => {
    await released;
    // A script asked for by a page left meanwhile (a form sent without JavaScript) is gone.
    await route.continue().catch(() => {});
  });
  return release;
}

/** Presses Tab until the element with this accessible label has focus (bounded). */
export async function tabTo(page: Page, label: string | RegExp) {
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press("Tab");
    const name = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el) return "";
      const labelled = el.id ? document.querySelector(`label[for="${el.id}"]`)?.textContent : null;
      return (labelled ?? el.getAttribute("aria-label") ?? el.textContent ?? "").trim();
    });
    if (typeof label === "string" ? name === label : label.test(name)) return;
  }
  throw new Error(`never reached ${label} with Tab`);
}

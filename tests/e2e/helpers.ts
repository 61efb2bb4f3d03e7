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

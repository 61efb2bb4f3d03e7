// The FIPE search boxes by keyboard alone (a FIPE spec: it runs with the other FIPE specs,
// one at a time, see playwright.config.ts).
import { expect, test } from "@playwright/test";
import { hydrated, tabTo } from "./helpers.ts";

test("the FIPE search boxes work with the keyboard", async ({ page }) => {
  await page.goto("/fipe");
  await hydrated(page);
  await tabTo(page, "Marca");
  await page.keyboard.type("fiat");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("combobox", { name: "Marca" })).toHaveValue("Fiat");
  // A keyboard user waits for the models to load (the field is disabled until then).
  await expect(page.getByRole("combobox", { name: "Modelo" })).toBeEnabled();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("combobox", { name: "Modelo" })).toBeFocused();
  await page.keyboard.type("argo sense");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("combobox", { name: "Modelo" })).toHaveValue("Argo Sense 1.0 Flex Mec.");
});

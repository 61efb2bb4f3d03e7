// Forms usable by keyboard alone, with visible focus; toasts announced and reachable with F8.
import { expect, test, type Page } from "@playwright/test";
import { hydrated, tabTo } from "./helpers.ts";

async function expectVisibleFocus(page: Page) {
  const outline = await page.evaluate(() => {
    const style = getComputedStyle(document.activeElement as Element);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
  });
  expect(outline.style).not.toBe("none");
  expect(outline.width).toBeGreaterThan(0);
}

test("the comparator works with the keyboard alone, with visible focus", async ({ page }) => {
  await page.goto("/comparador");
  await hydrated(page);
  await tabTo(page, "Preço da gasolina (por litro)");
  await expectVisibleFocus(page);
  await page.keyboard.type("500");
  await page.keyboard.press("Tab");
  await expectVisibleFocus(page);
  await page.keyboard.type("300");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("region", { name: "Resultado" })).toContainText("Etanol");
});

test("the contact form works with the keyboard alone", async ({ page }) => {
  await page.goto("/contato");
  await hydrated(page);
  await tabTo(page, "Nome");
  await page.keyboard.type("Teclado Silva");
  await page.keyboard.press("Tab");
  await page.keyboard.type(`teclado-${Date.now()}@example.com`);
  await page.keyboard.press("Tab");
  await expectVisibleFocus(page);
  await page.keyboard.press("ArrowDown"); // Assunto: Suporte -> Sugestão
  await expect(page.getByLabel("Assunto")).toHaveValue("Sugestão");
  await page.keyboard.press("Tab");
  await page.keyboard.type("Mensagem enviada só com o teclado.");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Enviar Mensagem" })).toBeFocused();
  await expectVisibleFocus(page);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Mensagem Enviada com Sucesso!" })).toBeVisible();
});

test("toasts are announced to screen readers and F8 focuses their region", async ({ page }) => {
  await page.goto("/ipva");
  await hydrated(page);
  await page.getByRole("button", { name: "Calcular IPVA" }).click();
  const region = page.getByRole("region", { name: /Notificações/ });
  await expect(region.getByText("Erro", { exact: true })).toBeVisible();
  // Radix announces the toast's text in a live region.
  const announced = page
    .locator('[aria-live="assertive"], [aria-live="polite"]')
    .filter({ hasText: "Por favor, insira um valor válido para o veículo." });
  await expect(announced.first()).toBeAttached();
  await page.keyboard.press("F8");
  const focusedInRegion = await page.evaluate(
    () => !!document.activeElement?.closest('[role="region"][aria-label^="Notificações"]'),
  );
  expect(focusedInRegion).toBe(true);
});

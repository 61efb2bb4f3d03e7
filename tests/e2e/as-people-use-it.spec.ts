// The site as people really use it: pt-BR everywhere and no placeholders, toasts on a phone,
// and what the service worker precaches for a visitor.
import { expect, test, type Locator, type Page } from "@playwright/test";
import { hydrated, toasts } from "./helpers.ts";

type Box = { x: number; y: number; width: number; height: number };

function intersects(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  expect(found).not.toBeNull();
  return found!;
}

/** The toast on screen, once it has settled. */
async function toastBox(page: Page): Promise<Box> {
  const item = toasts(page).getByRole("status").or(toasts(page).locator("li")).first();
  await expect(item).toBeVisible();
  await expect(item).toHaveAttribute("data-state", "open");
  // Its opening animation over: measured where it stays, not on its way in.
  await item.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
  return box(item);
}

test.describe("@mobile-only toasts on a phone (390 × 844)", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a toast raised from a button low on the screen covers neither the button nor the cookie banner", async ({
    page,
  }) => {
    await page.goto("/licenciamento");
    await hydrated(page);
    const banner = page.getByRole("region", { name: "Aviso de cookies" });
    await expect(banner).toBeVisible();
    const button = page.getByRole("button", { name: "Consultar Vencimento" });
    // The button just above the banner, as after scrolling to it.
    await button.evaluate((el) => {
      const bannerTop = document.querySelector("[data-cookie-banner]")!.getBoundingClientRect().top;
      window.scrollBy(0, el.getBoundingClientRect().bottom - bannerTop + 16);
    });
    await button.focus();
    await page.keyboard.press("Enter");
    const toast = await toastBox(page);
    await expect(toasts(page).getByText("Campos obrigatórios")).toBeVisible();
    expect(intersects(toast, await box(button))).toBe(false);
    expect(intersects(toast, await box(banner))).toBe(false);
  });

  test("a toast raised from a button near the top goes to the bottom, above the cookie banner", async ({ page }) => {
    await page.goto("/licenciamento");
    await hydrated(page);
    const banner = page.getByRole("region", { name: "Aviso de cookies" });
    await expect(banner).toBeVisible();
    const button = page.getByRole("button", { name: "Consultar Vencimento" });
    // The button right under the sticky header.
    await button.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().top - 80));
    await page.getByLabel("Final da placa").focus();
    await page.keyboard.press("Tab"); // the vehicle type
    await button.focus();
    await page.keyboard.press("Enter");
    const toast = await toastBox(page);
    expect(intersects(toast, await box(button))).toBe(false);
    expect(intersects(toast, await box(banner))).toBe(false);
    // Nor under the sticky header.
    expect(intersects(toast, await box(page.getByRole("banner")))).toBe(false);
  });
});

test.describe("pt-BR, no placeholders", () => {
  test("an auth request from another origin is refused in Portuguese (better-auth says 'Invalid origin')", async ({
    request,
  }) => {
    const answer = await request.post("/api/auth/sign-in/email", {
      headers: { origin: "https://outro-site.example", cookie: "cec.qualquer=1" },
      data: { email: "alguem@example.com", password: "qualquer-coisa-1" },
    });
    expect(answer.status()).toBe(403);
    const body = (await answer.json()) as { code: string; message: string };
    expect(body.code).toBe("INVALID_ORIGIN");
    expect(body.message).toBe("Pedido de outra origem recusado. Abra o site pelo endereço oficial e tente de novo.");
  });

  test("a wrong password answers in Portuguese", async ({ request }) => {
    const answer = await request.post("/api/auth/sign-in/email", {
      data: { email: "ninguem@example.com", password: "qualquer-coisa-1" },
    });
    expect(answer.status()).toBe(401);
    expect(((await answer.json()) as { message: string }).message).toBe("E-mail ou senha incorretos.");
  });

  test("the home page says what happens to what is typed in the calculators, truthfully", async ({ page }) => {
    await page.goto("/");
    const main = page.getByRole("main");
    await expect(main).not.toContainText("processados localmente");
    await expect(main).toContainText("não são armazenados em nossos servidores");
    await expect(main).toContainText("sem ele, o formulário vai ao servidor só para calcular o resultado");
    await page.goto("/politica-de-privacidade");
    await expect(page.getByRole("main")).not.toContainText("funcionam inteiramente no seu navegador");
    await expect(page.getByRole("main")).not.toContainText("placa=");
    await expect(page.getByRole("main")).not.toContainText("Telefone:");
  });
});

test.describe("the service worker's precache", () => {
  test("holds the visitors' scripts and none of the operator console's", async ({ page, request }) => {
    await page.goto("/");
    await hydrated(page);
    const routes = await page.evaluate(() => {
      const manifest = (
        window as unknown as { __reactRouterManifest: { routes: Record<string, { id: string; module: string }> } }
      ).__reactRouterManifest;
      return Object.values(manifest.routes).map((r) => ({ id: r.id, module: r.module }));
    });
    const sw = await (await request.get("/sw.js")).text();
    const build = JSON.parse(/const __BUILD__ = (\{.*?\});\n/.exec(sw)![1]!) as { precache: string[] };
    const precached = new Set(build.precache);
    const operator = routes.filter((r) => /^routes\/(admin-|entrar|auth-layout)/.test(r.id));
    expect(operator.length).toBeGreaterThanOrEqual(8);
    expect(operator.filter((r) => precached.has(r.module)).map((r) => r.id)).toEqual([]);
    // The visitors' pages are all there.
    for (const id of ["routes/home", "routes/ipva", "routes/licenciamento", "routes/fipe", "root"]) {
      const route = routes.find((r) => r.id === id);
      expect(route, id).toBeDefined();
      expect(precached.has(route!.module), id).toBe(true);
    }
  });
});

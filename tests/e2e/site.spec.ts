import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { holdScripts, hydrated, settled } from "./helpers.ts";
import { PAGES } from "./routes-table.ts";

/** Collects console errors (CSP violations, hydration mismatches, failed loads). */
function trackConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error") errors.push(msg.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

test.describe("every route of the spec", () => {
  for (const { path, title, h1 } of PAGES) {
    test(`${path} answers 200 with its own title, description and canonical`, async ({ page }) => {
      const errors = trackConsoleErrors(page);
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(title);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{50,}/);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        `https://www.carroemconta.com.br${path === "/" ? "/" : path}`,
      );
      // Hydrated: the header's mobile/desktop controls respond, and nothing was blocked by the CSP.
      await hydrated(page);
      expect(errors).toEqual([]);
    });
  }

  test("an unknown path answers 404 with the pt-BR not-found page", async ({ page }) => {
    const response = await page.goto("/pagina-que-nao-existe");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Página não encontrada");
    await expect(page).toHaveTitle("Página não encontrada | Carro em Conta");
    await page.getByRole("link", { name: "Ir para a página inicial" }).click();
    await expect(page).toHaveURL("/");
  });
});

test.describe("layout", () => {
  test("the header marks the current route", async ({ page }) => {
    await page.goto("/blog");
    const nav = page.getByRole("navigation", { name: "Principal" });
    await expect(nav.getByRole("link", { name: "Blog" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Início" })).not.toHaveAttribute("aria-current", "page");
    await nav.getByRole("link", { name: "Sobre Nós" }).click();
    await expect(page).toHaveURL("/sobre-nos");
    await expect(nav.getByRole("link", { name: "Sobre Nós" })).toHaveAttribute("aria-current", "page");
  });

  test("the Calculadoras submenu lists the five calculators", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Principal" });
    await nav.getByRole("button", { name: "Calculadoras" }).click();
    for (const name of ["Financiamento", "IPVA", "Consumo de Combustível", "Álcool ou Gasolina", "Licenciamento"]) {
      await expect(nav.getByRole("link", { name: new RegExp(`^${name}`) })).toBeVisible();
    }
    await nav.getByRole("link", { name: /^IPVA/ }).click();
    await expect(page).toHaveURL("/ipva");
    await expect(nav.getByRole("button", { name: "Calculadoras" })).toHaveAttribute("aria-expanded", "false");
  });

  test("before the page's JavaScript has run, 'Calculadoras' leads to the calculators; once it runs it opens the menu", async ({
    page,
  }) => {
    // A slow phone: the scripts arrive only after the first click.
    const release = await holdScripts(page);
    await page.goto("/", { waitUntil: "commit" });
    const nav = page.getByRole("navigation", { name: "Principal" });
    await nav.waitFor();
    expect(await page.locator("html").getAttribute("data-hydrated")).toBeNull();
    await nav.getByRole("link", { name: "Calculadoras" }).click();
    await expect(page).toHaveURL("/calculadoras");
    release();
    await hydrated(page);
    await nav.getByRole("button", { name: "Calculadoras" }).click();
    await expect(nav.getByRole("link", { name: /^Financiamento/ })).toBeVisible();
  });

  test("a route change scrolls to the top", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.getByRole("contentinfo").getByRole("link", { name: "Sobre Nós" }).click();
    await expect(page).toHaveURL("/sobre-nos");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  for (const path of ["/politica-de-privacidade", "/blog/hora-certa-trocar-oleo-carro"]) {
    test(`section headings of ${path} have ids, and #links to them work on first load and in the page`, async ({
      page,
    }) => {
      await page.goto(path);
      await hydrated(page);
      const ids = await page
        .locator(".prose-content :is(h2, h3)")
        .evaluateAll((headings) => headings.map((heading) => heading.id));
      expect(ids.length).toBeGreaterThan(2);
      expect(ids.every((id) => /^[a-z0-9]+(-[a-z0-9]+)*$/.test(id))).toBe(true);
      expect(new Set(ids).size).toBe(ids.length);

      // First load of a deep link: the page opens at that section, also after hydration.
      const last = ids.at(-1)!;
      await page.goto(`${path}#${last}`);
      await hydrated(page);
      // Whatever hydration scrolls it does in its commit: a frame later it has.
      await settled(page);
      const top = () => page.locator(`[id="${last}"]`).evaluate((el) => el.getBoundingClientRect().top);
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
      expect(await top()).toBeGreaterThanOrEqual(0);
      expect(await top()).toBeLessThan(200);

      // An in-page link to another section.
      const first = ids[0]!;
      await page.evaluate((id) => {
        const link = document.createElement("a");
        link.href = `#${id}`;
        link.textContent = "ir para a seção";
        document.querySelector("main")?.prepend(link);
        link.click();
      }, first);
      await expect(page).toHaveURL(new RegExp(`#${first}$`));
      await expect
        .poll(() => page.locator(`[id="${first}"]`).evaluate((el) => el.getBoundingClientRect().top))
        .toBeLessThan(200);
      // Below the sticky header, not under it.
      expect(await page.locator(`[id="${first}"]`).evaluate((el) => el.getBoundingClientRect().top)).toBeGreaterThan(
        60,
      );
    });
  }

  test("the footer shows contact details and legal links, this year, and no placeholder phone", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: "contato@carroemconta.com.br" })).toBeVisible();
    await expect(footer.getByText("São Paulo, SP")).toBeVisible();
    await expect(footer.getByText(`© ${new Date().getUTCFullYear()} Carro em Conta`)).toBeVisible();
    // CONTACT_PHONE and SOCIAL_*_URL are not set in this build: no phone, no social icons.
    await expect(footer.getByText("(11) 4000-1234")).toHaveCount(0);
    await expect(footer.locator('a[href^="tel:"]')).toHaveCount(0);
    await expect(footer.getByRole("list", { name: /Redes sociais/ })).toHaveCount(0);
    await expect(footer.getByRole("img", { name: /em breve/ })).toHaveCount(0);
    for (const name of ["Termos de Uso", "Política de Privacidade", "Política de Cookies"]) {
      await expect(footer.getByRole("link", { name })).toBeVisible();
    }
  });

  test("the social icons (shown when SOCIAL_*_URL is set) are drawn, as raster images (an SVG <img> costs the main thread a document)", async ({
    page,
  }) => {
    await page.goto("/contato");
    // An element added before hydration is a mismatch: React then redraws the page without it.
    await hydrated(page);
    for (const file of ["instagram", "facebook", "youtube", "x"]) {
      // This build has no profiles configured: the icon is drawn where the footer would put it.
      await page.getByRole("contentinfo").evaluate((footer, src) => {
        const img = Object.assign(document.createElement("img"), { src, width: 20, height: 20, className: "size-5" });
        img.dataset.testIcon = "";
        footer.querySelector("[data-test-icon]")?.remove();
        footer.prepend(img);
      }, `/images/social/${file}.png`);
      const drawing = page.locator("[data-test-icon]");
      // Loaded, at the three device pixels per CSS pixel it is drawn for.
      await expect.poll(() => drawing.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(60);
      expect((await drawing.boundingBox())?.width).toBe(20);
      // In the footer's gray-200 (resvg draws a colour it cannot read, such as oklch(), black).
      const opaque = await drawing.evaluate((el: HTMLImageElement) => {
        const canvas = document.createElement("canvas");
        canvas.width = canvas.height = 60;
        const context = canvas.getContext("2d")!;
        context.drawImage(el, 0, 0);
        const { data } = context.getImageData(0, 0, 60, 60);
        for (let i = 0; i < data.length; i += 4) if (data[i + 3] === 255) return [data[i], data[i + 1], data[i + 2]];
        return null;
      });
      expect(opaque).toEqual([229, 231, 235]);
    }
  });

  test("the tab's icon is a PNG of the build (Chromium draws an SVG icon on the page's main thread)", async ({
    page,
    request,
  }) => {
    await page.goto("/");
    const icons = page.locator('head link[rel="icon"]');
    await expect(icons).toHaveCount(1);
    const href = await icons.getAttribute("href");
    expect(href).toMatch(/\.png$/);
    const response = await request.get(href!);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/png");
  });

  test("@mobile-only the mobile menu opens and closes when a link is clicked", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "Abrir menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    const menu = page.getByRole("navigation", { name: "Menu principal" });
    await expect(menu).toBeVisible();
    await menu.getByRole("link", { name: "Álcool ou Gasolina" }).click();
    await expect(page).toHaveURL("/comparador");
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Abrir menu" })).toHaveAttribute("aria-expanded", "false");
  });
});

test.describe("cookie banner", () => {
  for (const [choice, stored] of [
    ["Aceitar", "accepted"],
    ["Recusar", "declined"],
  ] as const) {
    test(`"${choice}" is stored for a year and the banner stays hidden after reload`, async ({ page, context }) => {
      await page.goto("/");
      const banner = page.getByRole("region", { name: "Aviso de cookies" });
      await expect(banner).toBeVisible();
      await banner.getByRole("button", { name: choice }).click();
      await expect(banner).toBeHidden();
      const cookie = (await context.cookies()).find((c) => c.name === "cookie_consent");
      expect(cookie?.value).toBe(stored);
      const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(364);
      expect(days).toBeLessThan(366);
      await page.reload();
      await hydrated(page);
      await expect(page.getByRole("region", { name: "Aviso de cookies" })).toBeHidden();
    });
  }

  test("the cookie policy's button deletes the choice and the banner comes back", async ({ page, context }) => {
    await page.goto("/politica-de-cookies");
    await page.getByRole("region", { name: "Aviso de cookies" }).getByRole("button", { name: "Aceitar" }).click();
    await expect(page.getByRole("region", { name: "Aviso de cookies" })).toBeHidden();
    await page.getByRole("button", { name: "Redefinir preferências de cookies" }).click();
    await expect(page.getByRole("region", { name: "Aviso de cookies" })).toBeVisible();
    expect((await context.cookies()).find((c) => c.name === "cookie_consent")).toBeUndefined();
  });
});

test.describe("accessibility", () => {
  for (const { path } of PAGES) {
    test(`@both-viewports axe finds no violation at all on ${path}`, async ({ page }) => {
      await page.goto(path);
      await hydrated(page);
      const results = await new AxeBuilder({ page }).analyze();
      expect(
        results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
      ).toEqual([]);
    });
  }
});

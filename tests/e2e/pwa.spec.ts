// The installable web app: manifest, icons, the service worker, and what works with no signal
// (network switched off with context.setOffline).
import { expect, test, type Page } from "@playwright/test";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildApp } from "../../server/app.ts";
import { loadConfig } from "../../server/config.ts";
import { pngSize } from "../../server/share-image/png-size.ts";
import { freePort } from "../helpers/server-process.ts";
import { expectToast, hydrated, results } from "./helpers.ts";

const ARTICLE = "/blog/pneu-careca-riscos-quando-trocar";
const SECOND_ARTICLE = "/blog/hora-certa-trocar-oleo-carro";

/** Waits until the service worker is active, controls the page and has its precache. */
async function serviceWorkerReady(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          const keys = await caches.keys();
          return (
            registration?.active?.state === "activated" &&
            navigator.serviceWorker.controller !== null &&
            keys.some((k) => k.startsWith("cec-precache-"))
          );
        }),
      // The worker installs by precaching the whole build (every page and asset) first.
      { timeout: 20_000 },
    )
    .toBe(true);
}

/** The worker saves a page's copy after serving it (on a first visit, beside precaching the
 * whole build): more than the 7 s default on a busy host. */
const SAVED = { timeout: 10_000 };

async function isCached(page: Page, path: string): Promise<boolean> {
  return page.evaluate(async (p) => (await caches.match(p)) !== undefined, path);
}

test.describe("web app manifest", () => {
  test("is linked from every page and lists pt-BR names, colours and PNG icons of the right sizes", async ({
    page,
    request,
  }) => {
    await page.goto("/");
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/manifest.webmanifest");
    const themeColor = await page.locator('meta[name="theme-color"]').getAttribute("content");

    const response = await request.get("/manifest.webmanifest");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("application/manifest+json");
    const manifest = await response.json();
    expect(manifest).toMatchObject({
      name: "Carro em Conta",
      short_name: "Carro em Conta",
      lang: "pt-BR",
      start_url: "/",
      scope: "/",
      display: "standalone",
      theme_color: themeColor,
    });
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.description).toMatch(/calculadoras/i);

    const icons = manifest.icons as Array<{ src: string; sizes: string; type: string; purpose: string }>;
    const has = (size: number, purpose: string) =>
      icons.some((i) => i.sizes === `${size}x${size}` && i.purpose.split(" ").includes(purpose));
    expect(has(192, "any")).toBe(true);
    expect(has(512, "any")).toBe(true);
    expect(has(512, "maskable")).toBe(true);
    for (const icon of icons) {
      expect(icon.type).toBe("image/png");
      const file = await request.get(icon.src);
      expect(file.status(), icon.src).toBe(200);
      expect(file.headers()["content-type"]).toBe("image/png");
      const [w, h] = icon.sizes.split("x").map(Number);
      expect(pngSize(await file.body()), icon.src).toEqual({ width: w, height: h });
    }
    const touch = await page.locator('link[rel="apple-touch-icon"]').getAttribute("href");
    expect(pngSize(await (await request.get(touch!)).body())).toEqual({ width: 180, height: 180 });
  });

  test("the service worker is served fresh, as JavaScript, and the pages' CSP allows it", async ({ request }) => {
    const sw = await request.get("/sw.js");
    expect(sw.status()).toBe(200);
    expect(sw.headers()["content-type"]).toMatch(/^text\/javascript/);
    expect(sw.headers()["cache-control"]).toBe("no-cache");
    expect(sw.headers()["content-security-policy"]).toContain("connect-src 'self'");
    const page = await request.get("/comparador");
    const csp = page.headers()["content-security-policy"]!;
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
    expect(csp).not.toContain("'unsafe-inline' 'self'");
  });
});

test.describe("offline", () => {
  test("after one visit, the comparator opens and calculates with no connection", async ({ page, context }) => {
    await page.goto("/");
    await hydrated(page);
    await serviceWorkerReady(page);
    await context.setOffline(true);

    const response = await page.goto("/comparador");
    expect(response?.fromServiceWorker()).toBe(true);
    await hydrated(page);
    await page.getByLabel("Preço da gasolina (por litro)").fill("6,00");
    await page.getByLabel("Preço do etanol (por litro)").fill("4,00");
    await page.getByRole("button", { name: "Comparar" }).click();
    await expect(results(page)).toContainText("66,7%");
    await expect(results(page)).toContainText("Etanol");

    // The other calculators were saved too; a page never opened gets the pt-BR offline notice.
    await page.goto("/licenciamento");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Simulador de Licenciamento");
    await page.goto("/sobre-nos");
    await expect(page.getByRole("heading", { name: "Você está sem conexão" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Álcool ou Gasolina" })).toBeVisible();
  });

  test("an article read before opens offline; one never read says it needs a connection", async ({ page, context }) => {
    await page.goto(ARTICLE);
    await hydrated(page);
    const h1 = await page.getByRole("heading", { level: 1 }).textContent();
    await serviceWorkerReady(page);
    // Read on the very first visit, before the worker existed: the worker saves it on activation.
    await expect.poll(() => isCached(page, ARTICLE), SAVED).toBe(true);
    // A second article, loaded through the worker (navigation preload, network first).
    await page.goto(SECOND_ARTICLE);
    const secondH1 = await page.getByRole("heading", { level: 1 }).textContent();
    await expect.poll(() => isCached(page, SECOND_ARTICLE), SAVED).toBe(true);
    await context.setOffline(true);

    await page.goto(ARTICLE);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1!);
    await expect(page.locator(".prose-content")).not.toBeEmpty();
    await hydrated(page);
    await page.goto(SECOND_ARTICLE);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(secondH1!);

    await page.goto("/blog/freio-fazendo-barulho");
    await expect(page.getByRole("heading", { name: "Você está sem conexão" })).toBeVisible();
  });

  test("keeps only public pages: never one with a query (a set-up token) or answered no-store", async ({ page }) => {
    await page.goto(ARTICLE);
    await hydrated(page);
    await serviceWorkerReady(page);
    await page.goto("/admin/configurar?token=segredo-de-teste");
    await page.goto("/calculadora-que-nao-existe?token=segredo");
    // The sign-in page depends on the session (answered private, no-store): never kept.
    await page.goto("/entrar");
    await page.goto(SECOND_ARTICLE);
    await expect.poll(() => isCached(page, SECOND_ARTICLE), SAVED).toBe(true);
    expect(await isCached(page, "/admin/configurar")).toBe(false);
    expect(await isCached(page, "/entrar")).toBe(false);
    const kept = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
      }
      return urls;
    });
    // Pages and their data only (a hashed script of the set-up page is just code).
    expect(kept.filter((url) => !url.includes("/assets/") && /token|admin|entrar/.test(url))).toEqual([]);
  });

  test("an article opened by a link inside the site (in-app navigation) also opens offline later", async ({
    page,
    context,
  }) => {
    await page.goto("/blog");
    await hydrated(page);
    await serviceWorkerReady(page);
    const link = page.getByRole("link", { name: /^Ler mais:/ }).first();
    const href = (await link.getAttribute("href"))!;
    // The card's link is named after the article's heading.
    const h1 = (await link.getAttribute("aria-label"))!.replace(/^Ler mais: /, "");
    await link.click();
    await expect(page).toHaveURL(href);
    // The address changes before the article renders (a transition): wait for its heading.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
    await expect.poll(() => isCached(page, href), SAVED).toBe(true);

    await context.setOffline(true);
    await page.goto(href);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
  });

  test("offline, a link inside the site to an article never read shows the offline notice", async ({
    page,
    context,
  }) => {
    await page.goto("/blog");
    await hydrated(page);
    await serviceWorkerReady(page);
    await expect.poll(() => isCached(page, "/blog"), SAVED).toBe(true);
    await context.setOffline(true);
    await page.goto("/blog");
    await hydrated(page);
    await page
      .getByRole("link", { name: /^Ler mais:/ })
      .first()
      .click();
    await expect(page.getByRole("heading", { name: "Você está sem conexão" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Algo deu errado" })).toHaveCount(0);
  });

  test("the contact form offline shows a pt-BR message and keeps what was typed", async ({ page, context }) => {
    await page.goto("/contato");
    await hydrated(page);
    await page.getByLabel("Nome").fill("Maria Souza");
    await page.getByLabel("E-mail").fill("maria@example.com");
    await page.getByLabel("Mensagem").fill("Mensagem escrita no túnel, sem sinal.");
    await context.setOffline(true);
    await page.getByRole("button", { name: "Enviar Mensagem" }).click();
    await expectToast(
      page,
      "Sem conexão",
      "Você está sem conexão. Sua mensagem não foi enviada; tente de novo quando a internet voltar.",
    );
    await expect(page.getByLabel("Nome")).toHaveValue("Maria Souza");
    await expect(page.getByLabel("E-mail")).toHaveValue("maria@example.com");
    await expect(page.getByLabel("Mensagem")).toHaveValue("Mensagem escrita no túnel, sem sinal.");
    await expect(page.getByRole("button", { name: "Enviar Mensagem" })).toBeEnabled();

    // Back online, the same text goes through.
    await context.setOffline(false);
    await page.getByRole("button", { name: "Enviar Mensagem" }).click();
    await expect(page.getByRole("heading", { name: "Mensagem Enviada com Sucesso!" })).toBeVisible();
  });

  test("the newsletter offline shows a pt-BR message and keeps what was typed", async ({ page, context }) => {
    await page.goto("/blog");
    await hydrated(page);
    const box = page.getByRole("region", { name: "Receba os novos artigos por e-mail" });
    await box.getByLabel("Nome", { exact: true }).fill("Carlos");
    await box.getByLabel("E-mail", { exact: true }).fill("carlos@example.com");
    await box.getByRole("checkbox").check();
    await context.setOffline(true);
    await box.getByRole("button", { name: "Inscrever-se" }).click();
    await expectToast(
      page,
      "Sem conexão",
      "Você está sem conexão. Sua inscrição não foi enviada; tente de novo quando a internet voltar.",
    );
    await expect(box.getByLabel("Nome", { exact: true })).toHaveValue("Carlos");
    await expect(box.getByLabel("E-mail", { exact: true })).toHaveValue("carlos@example.com");
  });

  test("the FIPE page says it needs a connection while offline, also when opened offline", async ({
    page,
    context,
  }) => {
    const notice = page.getByRole("status").filter({ hasText: "A consulta à Tabela FIPE precisa de internet" });
    await page.goto("/fipe");
    await hydrated(page);
    // (The worker installs after the load event; going offline before it has would abort it.)
    await serviceWorkerReady(page);
    await expect(notice).toHaveCount(0);
    await context.setOffline(true);
    await expect(notice).toBeVisible();
    await expect(notice).toContainText("Você está sem conexão");
    await context.setOffline(false);
    await expect(notice).toHaveCount(0);

    await context.setOffline(true);
    await page.goto("/fipe");
    await hydrated(page);
    await expect(notice).toBeVisible();
  });
});

test.describe("updates", () => {
  test("a new build's service worker takes over on the next visit and serves the new pages", async ({
    browser,
  }, testInfo) => {
    test.skip(testInfo.project.name !== "desktop", "one browser is enough");
    // A copy of the build served by a second server on its own port (same origin across restarts).
    const dir = mkdtempSync(join(tmpdir(), "cec-sw-update-"));
    cpSync("build/client", dir, { recursive: true });
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const serve = async () => {
      const app = await buildApp(loadConfig({ BUILD_DIR: dir, LOG_LEVEL: "silent" }), {});
      await app.listen({ port, host: "127.0.0.1" });
      return app;
    };
    let app = await serve();
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      await page.goto(`${origin}/comparador`);
      await serviceWorkerReady(page);
      const oldId = /"id":"([0-9a-f]+)"/.exec(readFileSync(join(dir, "sw.js"), "utf8"))![1]!;
      expect(await page.evaluate(() => caches.keys())).toContain(`cec-precache-${oldId}`);

      // The next deploy: a changed page and a new worker revision.
      await app.close();
      const newId = `${oldId.slice(0, 8)}00000000`;
      const marker = '<meta name="cec-test-build" content="next"/>';
      const html = join(dir, "comparador", "index.html");
      writeFileSync(
        html,
        readFileSync(html, "utf8").replace('<meta charSet="utf-8"/>', `<meta charSet="utf-8"/>${marker}`),
      );
      const sw = join(dir, "sw.js");
      writeFileSync(sw, readFileSync(sw, "utf8").replace(`"id":"${oldId}"`, `"id":"${newId}"`));
      for (const file of [html, sw]) for (const ext of [".br", ".gz"]) rmSync(file + ext, { force: true });
      app = await serve();

      // Online, the next visit gets the new HTML at once (pages are network first)...
      const fresh = await page.goto(`${origin}/comparador`);
      expect(await fresh!.text()).toContain(marker);
      // ...and the new worker installs, takes over and drops the old build's caches.
      // The new worker installs by precaching the whole new build first.
      await expect
        .poll(() => page.evaluate(() => caches.keys()), { timeout: 20_000 })
        .toEqual(expect.arrayContaining([`cec-precache-${newId}`]));
      await expect.poll(() => page.evaluate(() => caches.keys())).not.toContain(`cec-precache-${oldId}`);

      // Offline, what is served is the new build's copy.
      await context.setOffline(true);
      const offline = await page.goto(`${origin}/comparador`);
      expect(offline!.fromServiceWorker()).toBe(true);
      expect(await offline!.text()).toContain(marker);
      await hydrated(page);
    } finally {
      await context.close();
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

// Security review, checked on the production build and server.
import { expect, test } from "@playwright/test";
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { needsE2eDatabase, queryE2eDatabase } from "./db.ts";
import { DEFAULT_ANON_KEY } from "../../build-env.ts";
import { hydrated } from "./helpers.ts";

function allFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? allFiles(full) : [full];
  });
}

const pages = allFiles("build/client")
  .filter((f) => f.endsWith("/index.html") || f === "build/client/index.html")
  .map((f) => f.replace("build/client", "").replace(/\/?index\.html$/, "") || "/");

test("every page sends a CSP whose script-src has no 'unsafe-inline', plus the other security headers", async ({
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "server check: once is enough");
  expect(pages.length).toBeGreaterThan(50);
  for (const path of pages) {
    const res = await request.get(path === "/404" ? "/esta-pagina-nao-existe" : path);
    const csp = res.headers()["content-security-policy"] ?? "";
    const scriptSrc =
      csp
        .split(";")
        .map((d) => d.trim())
        .find((d) => d.startsWith("script-src")) ?? "";
    expect(scriptSrc, path).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+$/);
    expect(csp, path).toContain("object-src 'none'");
    expect(csp, path).toContain("frame-ancestors 'none'");
    expect(res.headers()["strict-transport-security"], path).toContain("max-age=");
    expect(res.headers()["x-content-type-options"], path).toBe("nosniff");
  }
});

test("no secret reaches the client bundle", async ({}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "build check: once is enough");
  const forbidden = [
    /BETTER_AUTH_SECRET/,
    /DATABASE_URL/,
    /FIPE_API_TOKEN/,
    /postgres(ql)?:\/\//,
    /-----BEGIN [A-Z ]*PRIVATE KEY-----/,
    /X-Subscription-Token/,
  ];
  const offenders: string[] = [];
  for (const file of allFiles("build/client").filter((f) => /\.(js|html|data|json)$/.test(f))) {
    const text = readFileSync(file, "utf8");
    for (const pattern of forbidden) if (pattern.test(text)) offenders.push(`${file}: ${pattern}`);
  }
  expect(offenders).toEqual([]);
});

test("the consent cookie is first-party, SameSite=Lax, and never HttpOnly (the page reads it)", async ({
  page,
  context,
}) => {
  await page.goto("/");
  await page.getByRole("region", { name: "Aviso de cookies" }).getByRole("button", { name: "Recusar" }).click();
  const cookie = (await context.cookies()).find((c) => c.name === "cookie_consent");
  expect(cookie).toMatchObject({ value: "declined", sameSite: "Lax", path: "/" });
});

test("contact text with HTML and script is stored as text and never runs as markup", async ({ page, request }) => {
  const dialogs: string[] = [];
  page.on("dialog", async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  const attack = `<script>alert("xss-script")</script><img src=x onerror="alert('xss-img')"><b>negrito</b>`;
  const email = `xss-${Date.now()}@example.com`;
  await page.goto("/contato");
  await hydrated(page);
  await page.getByLabel("Nome").fill(`<img src=x onerror="alert('xss-name')">`);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Mensagem").fill(attack);
  await page.getByRole("button", { name: "Enviar Mensagem" }).click();
  await expect(page.getByRole("heading", { name: "Mensagem Enviada com Sucesso!" })).toBeVisible();
  expect(await page.locator("b", { hasText: "negrito" }).count()).toBe(0);

  // Nothing is read back through the API (return=representation is refused, as on Supabase),
  // and the refusal is JSON that browsers must not sniff or render.
  const res = await request.post("/rest/v1/contact_messages", {
    headers: { apikey: DEFAULT_ANON_KEY, prefer: "return=representation" },
    data: { name: "Teste", email: `rep-${email}`, message: attack },
  });
  expect(res.status()).toBe(401);
  expect(res.headers()["content-type"]).toMatch(/^application\/json/);
  expect(res.headers()["x-content-type-options"]).toBe("nosniff");
  expect(res.headers()["content-security-policy"]).toContain("default-src 'none'");
  expect(await res.json()).toMatchObject({ code: "42501" });

  needsE2eDatabase();
  const rows = await queryE2eDatabase<{ message: string }>("select message from contact_messages where email = $1", [
    email,
  ]);
  expect(rows).toEqual([{ message: attack }]);
  // Never markup: neither the image nor the script is in the page, so neither can run later.
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  await expect(page.locator("script", { hasText: "xss-" })).toHaveCount(0);
  expect(dialogs).toEqual([]);
});

// /entrar through the server, as a browser without JavaScript (or any plain client) asks it: the
// server reads the session cookie on every request, so a signed-in visitor gets a redirect in
// the answer itself (never the sign-in form swapped after hydration), signed-out visitors get
// the form that posts, and no answer is kept by the page cache or any shared cache. The route's
// own loader and action run through React Router's static handler (tests/helpers/
// route-stand-in.tsx) with the server's real services.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import AuthLayout from "#app/routes/auth-layout.tsx";
import * as entrar from "#app/routes/entrar.tsx";
import { makeFakeBuild } from "#tests/helpers/fake-build.ts";
import { routeStandIn } from "#tests/helpers/route-stand-in.tsx";
import { addAdmin } from "../admin/accounts.ts";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import { openDatabase, type Database } from "../db/client.ts";
import { admins } from "../db/schema.ts";
import type { RenderRequest } from "./server-build.ts";

const SITE = "https://www.carroemconta.com.br";
const HOST = "www.carroemconta.com.br";
const ADMIN = { email: "chefe@example.com", password: "senha-chefe-123" };
const READER = { email: "leitor@example.com", password: "senha-leitor-123" };

function cookieOf(setCookie: string | string[] | undefined): string {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return list.map((c) => c.split(";")[0]).join("; ");
}

describe("/entrar knows the session on the server", () => {
  let app: Awaited<ReturnType<typeof buildApp>>;
  let database: Database;
  let adminCookie: string;
  let readerCookie: string;
  let renders = 0;
  const page = routeStandIn("/entrar", entrar, { layout: AuthLayout });
  const render: RenderRequest = async (request, context) => {
    renders += 1;
    return page(request, context);
  };

  let address = 0;
  async function signIn(email: string, password: string): Promise<string> {
    address += 1;
    const res = await app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      headers: { "content-type": "application/json", origin: SITE, host: HOST },
      payload: { email, password },
      remoteAddress: `10.8.0.${address}`,
    });
    expect(res.statusCode).toBe(200);
    return cookieOf(res.headers["set-cookie"]);
  }

  beforeAll(async () => {
    database = await openDatabase({ dataDir: "memory://" });
    app = await buildApp(
      loadConfig({
        BUILD_DIR: makeFakeBuild(),
        LOG_LEVEL: "silent",
        SITE_URL: SITE,
        BETTER_AUTH_SECRET: "s".repeat(40),
        RATE_LIMIT_MAX: "100000",
      }),
      { database, render, mail: { autoStart: false } },
    );
    await addAdmin(database.db, { ...ADMIN, addedBy: null });
    // A signed-in account without the admin role.
    const readerId = await addAdmin(database.db, { ...READER, addedBy: null });
    await database.db.delete(admins).where(eq(admins.userId, readerId));
    adminCookie = await signIn(ADMIN.email, ADMIN.password);
    readerCookie = await signIn(READER.email, READER.password);
  });
  afterAll(() => app.close());

  const get = (url: string, cookie?: string) =>
    app.inject({ method: "GET", url, headers: { host: HOST, ...(cookie ? { cookie } : {}) } });

  it("a signed-in admin asking /entrar gets a redirect to the console in the server's answer, never kept", async () => {
    const res = await get("/entrar", adminCookie);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe("/admin");
    expect(res.headers["cache-control"]).toBe("private, no-store");
    expect(res.body).not.toContain("<form");
  });

  it("sends a signed-in visitor to the return path the form would have used, never off the site or back here", async () => {
    const cases: Array<[voltar: string, location: string]> = [
      ["/admin/mensagens?situacao=unread", "/admin/mensagens?situacao=unread"],
      ["https://evil.example/", "/admin"],
      ["//evil.example", "/admin"],
      ["/entrar", "/admin"],
      ["/entrar?voltar=/entrar", "/admin"],
    ];
    for (const [voltar, location] of cases) {
      const res = await get(`/entrar?${new URLSearchParams({ voltar })}`, adminCookie);
      expect(res.statusCode, voltar).toBe(303);
      expect(res.headers.location, voltar).toBe(location);
    }
    // An account without the admin role goes where the form sends it too: the console, which
    // tells it that it has no access and offers "Sair".
    const reader = await get("/entrar", readerCookie);
    expect(reader.statusCode).toBe(303);
    expect(reader.headers.location).toBe("/admin");
  });

  it("a signed-out visitor gets the form, which posts to the page; the answer is private and never cached", async () => {
    const before = renders;
    for (const cookie of [undefined, "cec.session_token=forged.value"]) {
      const res = await get("/entrar", cookie);
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toMatch(/^text\/html/);
      expect(res.headers["cache-control"]).toBe("private, no-store");
      const form = /<form[^>]*>/.exec(res.body)?.[0] ?? "";
      expect(form).toContain('method="post"');
      expect(form).toContain('action="/entrar"');
      expect(res.body).toContain('name="password"');
    }
    // Rendered each time (no page cache), so the next visitor with a session is sent on, not
    // shown the form kept for someone else.
    expect(renders - before).toBe(2);
    const signedIn = await get("/entrar", adminCookie);
    expect(signedIn.statusCode).toBe(303);
  });

  it("signs in without JavaScript: the form's post sets the session and goes to the return path", async () => {
    const res = await app.inject({
      method: "POST",
      url: "/entrar?voltar=%2Fadmin%2Ffipe",
      headers: { host: HOST, origin: SITE, "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({ email: ADMIN.email, password: ADMIN.password }).toString(),
      remoteAddress: "10.8.1.1",
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe("/admin/fipe");
    expect(res.headers["cache-control"]).toBe("private, no-store");
    const cookie = cookieOf(res.headers["set-cookie"]);
    expect(cookie).toMatch(/session_token=/);
    // That session, back at /entrar: sent on.
    const again = await get("/entrar", cookie);
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toBe("/admin");
  });

  it("a wrong password without JavaScript shows the form again with the message, private", async () => {
    const res = await app.inject({
      method: "POST",
      url: "/entrar",
      headers: { host: HOST, origin: SITE, "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({ email: ADMIN.email, password: "senha-errada-000" }).toString(),
      remoteAddress: "10.8.1.2",
    });
    expect(res.statusCode).toBe(401);
    expect(res.headers["cache-control"]).toBe("private, no-store");
    expect(res.body).toContain("E-mail ou senha incorretos.");
    expect(res.body).toContain(`value="${ADMIN.email}"`);
  });
});

import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeFakeBuild } from "../../tests/helpers/fake-build.ts";
import { buildApp } from "../app.ts";
import { SIGN_IN_LIMIT_PER_MINUTE } from "./better-auth.ts";
import { SIGN_UP_ACCEPTED, translatedAuthError } from "./requests.ts";
import { loadConfig } from "../config.ts";
import { openDatabase } from "../db/client.ts";

let app: Awaited<ReturnType<typeof buildApp>>;
const json = { "content-type": "application/json", origin: "http://localhost:3000" };

function cookieHeader(setCookie: string | string[] | undefined): string {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return list.map((c) => c.split(";")[0]).join("; ");
}

beforeAll(async () => {
  const database = await openDatabase({ dataDir: "memory://" });
  const config = loadConfig({
    BUILD_DIR: makeFakeBuild(),
    LOG_LEVEL: "silent",
    DATA_DIR: mkdtempSync(join(tmpdir(), "cec-auth-")),
    SITE_URL: "http://localhost:3000",
    // These tests exercise sign-up itself; closed sign-up is tested in admin/routes/console.test.ts.
    AUTH_SIGN_UP: "open",
  });
  app = await buildApp(config, { database });
});
afterAll(() => app.close());

describe("/api/auth (better-auth, email + password)", () => {
  it("signs up, signs in, keeps the session in an HttpOnly SameSite cookie, and signs out", async () => {
    const signUp = await app.inject({
      method: "POST",
      url: "/api/auth/sign-up/email",
      headers: json,
      payload: { name: "Ana", email: "ana@example.com", password: "senha-forte-123" },
    });
    expect(signUp.statusCode).toBe(200);
    expect(signUp.json()).toEqual(SIGN_UP_ACCEPTED);
    expect(signUp.headers["set-cookie"]).toBeUndefined();
    const signIn = await app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      headers: json,
      payload: { email: "ana@example.com", password: "senha-forte-123" },
      remoteAddress: "10.0.0.99",
    });
    expect(signIn.statusCode).toBe(200);
    const setCookie = signIn.headers["set-cookie"];
    const sessionCookie = (Array.isArray(setCookie) ? setCookie : [String(setCookie)]).find((c) =>
      c.startsWith("cec.session_token="),
    );
    expect(sessionCookie).toMatch(/HttpOnly/i);
    expect(sessionCookie).toMatch(/SameSite=Lax/i);

    const session = await app.inject({ url: "/api/auth/get-session", headers: { cookie: cookieHeader(setCookie) } });
    expect(session.statusCode).toBe(200);
    expect(session.json().user.email).toBe("ana@example.com");
    expect(session.headers["cache-control"]).toBe("no-store");

    const signOut = await app.inject({
      method: "POST",
      url: "/api/auth/sign-out",
      headers: { ...json, cookie: cookieHeader(setCookie) },
      payload: {},
    });
    expect(signOut.statusCode).toBe(200);
    const after = await app.inject({ url: "/api/auth/get-session", headers: { cookie: cookieHeader(setCookie) } });
    expect(after.json()).toBeNull();
  });

  it("rejects a wrong password; a sign-up of a known e-mail answers as a new one (no account enumeration)", async () => {
    const first = await app.inject({
      method: "POST",
      url: "/api/auth/sign-up/email",
      headers: json,
      payload: { name: "Bia", email: "bia@example.com", password: "senha-forte-123" },
    });
    const wrong = await app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      headers: json,
      payload: { email: "bia@example.com", password: "errada-000" },
      remoteAddress: "10.0.0.2",
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toEqual(expect.any(String));
    const duplicate = await app.inject({
      method: "POST",
      url: "/api/auth/sign-up/email",
      headers: json,
      payload: { name: "Bia", email: "bia@example.com", password: "senha-forte-123" },
    });
    expect(duplicate.statusCode).toBe(first.statusCode);
    expect(duplicate.json()).toEqual(first.json());
    expect(duplicate.json()).toEqual(SIGN_UP_ACCEPTED);
    expect(duplicate.headers["set-cookie"]).toBeUndefined();
    const short = await app.inject({
      method: "POST",
      url: "/api/auth/sign-up/email",
      headers: json,
      payload: { name: "C", email: "c@example.com", password: "123" },
    });
    expect(short.statusCode).toBe(400);
  });

  it(`limits sign-in attempts to ${SIGN_IN_LIMIT_PER_MINUTE} a minute per address`, async () => {
    const statuses: number[] = [];
    for (let i = 0; i < SIGN_IN_LIMIT_PER_MINUTE + 1; i++) {
      const res = await app.inject({
        method: "POST",
        url: "/api/auth/sign-in/email",
        headers: json,
        payload: { email: "x@example.com", password: "nao-existe-1" },
        remoteAddress: "10.0.0.9",
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, SIGN_IN_LIMIT_PER_MINUTE).every((s) => s === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    const otherAddress = await app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      headers: json,
      payload: { email: "x@example.com", password: "nao-existe-1" },
      remoteAddress: "10.0.0.10",
    });
    expect(otherAddress.statusCode).toBe(401);
  });
});

describe("/api/auth errors in pt-BR", () => {
  it("a wrong password, an unknown account and a bad origin answer pt-BR messages, with the code", async () => {
    await app.inject({
      method: "POST",
      url: "/api/auth/sign-up/email",
      headers: json,
      payload: { name: "Duda", email: "duda@example.com", password: "senha-forte-123" },
      remoteAddress: "10.0.1.1",
    });
    const wrong = await app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      headers: json,
      payload: { email: "duda@example.com", password: "errada-000" },
      remoteAddress: "10.0.1.2",
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.headers["content-type"]).toMatch(/application\/json/);
    expect(wrong.json()).toMatchObject({ code: "INVALID_EMAIL_OR_PASSWORD", message: "E-mail ou senha incorretos." });

    // better-auth skips its origin check under Vitest: its answer, as it sends it, goes through
    // the same translation.
    const otherOrigin = {
      json: () =>
        JSON.parse(translatedAuthError(403, JSON.stringify({ code: "INVALID_ORIGIN", message: "Invalid origin" }))),
    };
    expect(otherOrigin.json()).toEqual({
      code: "INVALID_ORIGIN",
      message: "Pedido de outra origem recusado. Abra o site pelo endereço oficial e tente de novo.",
    });
    const limited = JSON.parse(
      translatedAuthError(429, JSON.stringify({ message: "Too many requests. Please try again later." })),
    );
    expect(limited).toEqual({
      code: "TOO_MANY_REQUESTS",
      message: "Muitas tentativas. Aguarde alguns minutos e tente novamente.",
    });

    const invalid = await app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      headers: json,
      payload: { email: "nao-e-email", password: "x" },
      remoteAddress: "10.0.1.4",
    });
    expect(invalid.statusCode).toBe(400);
    // Whatever better-auth said, never English.
    for (const answer of [wrong, otherOrigin, invalid]) {
      expect(answer.json().message).not.toMatch(/\b(Invalid|Failed|Sign|email or password|origin)\b/);
    }
  });
});

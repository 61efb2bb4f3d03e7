// Fastify's inject (light-my-request, what the server tests call) runs on cookie 1.1.1, pinned
// by package.json's "overrides": light-my-request asks for cookie 2, whose engines say Node 22
// and made every `npm install` on the README's Node 20 warn (EBADENGINE). The one thing it takes
// from cookie, stringifySetCookie (the `cookies` option), must still encode as it does on 2.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";

describe("light-my-request on cookie 1.1.1", () => {
  it("is the cookie it loads, and its engines allow Node 20", () => {
    const require = createRequire(createRequire(import.meta.url).resolve("light-my-request"));
    const manifest = JSON.parse(readFileSync(require.resolve("cookie/package.json"), "utf8")) as {
      version: string;
      engines: { node: string };
    };
    expect(manifest.version).toBe("1.1.1");
    expect(manifest.engines.node).toBe(">=18");
  });

  it("sends the cookies given to inject, encoded, only to their path", async () => {
    const app = Fastify();
    app.get("/conta/dados", async (request) => ({ cookie: request.headers.cookie ?? null }));
    const response = await app.inject({
      url: "/conta/dados",
      cookies: [
        { name: "sessao", value: "abc 123;ç" },
        { name: "tema", value: "escuro", path: "/conta" },
        { name: "outro", value: "x", path: "/admin" },
      ],
    });
    expect(response.json()).toEqual({ cookie: "sessao=abc%20123%3B%C3%A7; tema=escuro" });
    await app.close();
  });
});

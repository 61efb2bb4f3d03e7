import { describe, expect, it } from "vitest";
import { safeReturnPath, signedInDestination } from "./return-path.ts";

describe("the way back after signing in", () => {
  it("keeps paths on this site", () => {
    expect(safeReturnPath("/admin/mensagens")).toBe("/admin/mensagens");
    expect(safeReturnPath("/admin/mensagens?situacao=unread")).toBe("/admin/mensagens?situacao=unread");
  });

  it("never leaves the site: other origins, protocol-relative and odd values go to /admin", () => {
    for (const value of [
      null,
      "",
      "https://evil.example/",
      "//evil.example",
      "/\\evil.example",
      "javascript:alert(1)",
      "admin",
      // Control characters, which browsers strip ("/\t/x" is "//x").
      "/\t/evil.example",
      "/\n/evil.example",
      "/\r//evil.example",
      "/\u0000/x",
      "/admin\\..\\evil",
    ]) {
      expect(safeReturnPath(value)).toBe("/admin");
    }
  });
});

describe("where a visitor already signed in is sent from /entrar", () => {
  it("the return path, never the sign-in page itself nor another site; else the console", () => {
    expect(signedInDestination("/admin/mensagens")).toBe("/admin/mensagens");
    expect(signedInDestination(null)).toBe("/admin");
    expect(signedInDestination("https://evil.example/")).toBe("/admin");
    for (const value of ["/entrar", "/entrar?voltar=/entrar", "/entrar/"]) {
      expect(signedInDestination(value), value).toBe("/admin");
    }
    expect(signedInDestination("/entrada-de-carro")).toBe("/entrada-de-carro");
  });
});

import { describe, expect, it } from "vitest";
import { safeReturnPath } from "./return-path.ts";

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
      // Issue 23: control characters, which browsers strip ("/\t/x" is "//x").
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

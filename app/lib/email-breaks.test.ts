import { describe, expect, it } from "vitest";
import { emailBreakPieces } from "./email-breaks.ts";

describe("emailBreakPieces", () => {
  it("cuts after the @ and before the dots, hyphens and underscores, never inside a word", () => {
    expect(emailBreakPieces("maria.fernanda.souza@empresa-exemplo.com.br")).toEqual([
      "maria",
      ".fernanda",
      ".souza@",
      "empresa-exemplo",
      ".com",
      ".br",
    ]);
    expect(emailBreakPieces("ana@example.com")).toEqual(["ana@", "example", ".com"]);
    expect(emailBreakPieces("sem-arroba")).toEqual(["sem-arroba"]);
    for (const email of ["a_b-c.d@x.y.z", "ana@example.com"]) expect(emailBreakPieces(email).join("")).toBe(email);
  });
});

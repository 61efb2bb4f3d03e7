import { describe, expect, it } from "vitest";
import { checkNewAdmin } from "./new-admin-check.ts";

describe("a new admin's e-mail and password (set-up page, its action, the console)", () => {
  it("lets a good e-mail and two equal passwords of 8 to 128 characters through", () => {
    expect(checkNewAdmin({ email: "dona@example.com", password: "12345678", again: "12345678" })).toEqual({});
    const longest = "a".repeat(128);
    expect(checkNewAdmin({ email: "dona@example.com", password: longest, again: longest })).toEqual({});
  });

  it("says which field is wrong and how", () => {
    expect(checkNewAdmin({ email: "", password: "", again: "" })).toEqual({
      email: "Informe seu e-mail.",
      password: "Informe a senha.",
      again: "Digite a senha de novo para confirmar.",
    });
    expect(checkNewAdmin({ email: "dona@example.com", password: "1234567", again: "1234567" })).toEqual({
      password: "A senha deve ter de 8 a 128 caracteres.",
    });
    expect(checkNewAdmin({ email: "dona@example.com", password: "senha-boa-1", again: "senha-boa-2" })).toEqual({
      again: "As senhas não conferem: digite a mesma senha nos dois campos.",
    });
  });
});

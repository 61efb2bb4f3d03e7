import { describe, expect, it } from "vitest";
import { checkSignIn } from "./sign-in-check.ts";

describe("the sign-in form's check (browser and /entrar's action alike)", () => {
  it("lets an e-mail and a password through", () => {
    expect(checkSignIn({ email: " dona@example.com ", password: "x" })).toEqual({});
  });

  it("names the empty or malformed field beside it", () => {
    expect(checkSignIn({ email: "", password: "" })).toEqual({
      email: "Informe seu e-mail.",
      password: "Informe sua senha.",
    });
    expect(checkSignIn({ email: "dona@", password: "x" })).toEqual({
      email: "E-mail inválido: confira se tem @ e domínio, como nome@exemplo.com.",
    });
  });
});

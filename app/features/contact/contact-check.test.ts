import { describe, expect, it } from "vitest";
import { INVALID_EMAIL_MESSAGE } from "../../lib/email.ts";
import { checkContact, contactMissesRequired } from "./contact-check.ts";
import { submitContact, type ContactValues } from "./contact-post.ts";

const good: ContactValues = {
  name: "Maria Souza",
  email: "maria@example.com",
  topic: "Parcerias",
  message: "Olá!",
  website: "",
};

describe("the contact form's check (browser and server alike)", () => {
  it("lets a filled form through", () => {
    expect(checkContact(good)).toEqual({});
  });

  it("names each empty field, in pt-BR, beside it", () => {
    expect(checkContact({ name: " ", email: "", message: "\n" })).toEqual({
      name: "Informe seu nome.",
      email: "Informe seu e-mail.",
      message: "Escreva sua mensagem.",
    });
    expect(contactMissesRequired({ name: "Maria", email: "", message: "Oi" })).toBe(true);
    expect(contactMissesRequired({ name: "Maria", email: "m@x.com", message: "Oi" })).toBe(false);
  });

  it("says what is wrong with an e-mail", () => {
    for (const email of ["maria@", "maria", "maria@example", "maria @example.com"]) {
      expect(checkContact({ ...good, email }).email).toBe(INVALID_EMAIL_MESSAGE);
    }
    expect(INVALID_EMAIL_MESSAGE).toBe("E-mail inválido: confira se tem @ e domínio, como nome@exemplo.com.");
  });

  it("refuses what the columns cannot hold", () => {
    expect(checkContact({ ...good, name: "a".repeat(121) }).name).toBe("O nome pode ter até 120 caracteres.");
    expect(checkContact({ ...good, message: "a".repeat(5001) }).message).toBe(
      "A mensagem pode ter até 5.000 caracteres: encurte-a.",
    );
  });
});

describe("the contact form posted without JavaScript", () => {
  it("answers the same messages and stores nothing", async () => {
    let inserted = 0;
    const result = await submitContact({ ...good, name: "", email: "maria@" }, async () => {
      inserted++;
      return { status: "stored" };
    });
    expect(result).toMatchObject({
      status: "error",
      errors: { name: "Informe seu nome.", email: INVALID_EMAIL_MESSAGE },
      title: "Campos obrigatórios",
      description: "Por favor, preencha todos os campos.",
      values: { name: "", email: "maria@" },
    });
    expect(inserted).toBe(0);
  });

  it("stores the trimmed row once the check passes", async () => {
    const rows: unknown[] = [];
    const result = await submitContact({ ...good, name: "  Maria Souza " }, async (row) => {
      rows.push(row);
      return { status: "stored" };
    });
    expect(result).toEqual({ status: "sent" });
    expect(rows).toEqual([{ name: "Maria Souza", email: "maria@example.com", topic: "Parcerias", message: "Olá!" }]);
  });
});

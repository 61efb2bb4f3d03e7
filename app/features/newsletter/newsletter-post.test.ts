import { describe, expect, it, vi } from "vitest";
import { submitNewsletter } from "./newsletter-post.ts";

const values = { name: "Ana", email: "ana@example.com", website: "", accepted: true };

describe("submitNewsletter (the box posted without JavaScript)", () => {
  it("without the consent tick: no 'sucesso', the consent message beside the box, nothing stored", async () => {
    const insert = vi.fn();
    const result = await submitNewsletter({ ...values, accepted: false }, insert);
    expect(result).toEqual({
      status: "error",
      values: { ...values, accepted: false },
      errors: { consent: "Marque a caixa para receber a newsletter." },
    });
    expect(JSON.stringify(result)).not.toMatch(/sucesso/i);
    expect(insert).not.toHaveBeenCalled();
  });

  it("names each field that is wrong, the same messages as the box shows, and the spec's title", async () => {
    const insert = vi.fn();
    expect(await submitNewsletter({ name: " ", email: "ana@example", website: "", accepted: false }, insert)).toEqual({
      status: "error",
      values: { name: " ", email: "ana@example", website: "", accepted: false },
      errors: {
        name: "Informe seu nome.",
        email: "E-mail inválido: confira se tem @ e domínio, como nome@exemplo.com.",
        consent: "Marque a caixa para receber a newsletter.",
      },
      title: "Campos obrigatórios",
      description: "Por favor, preencha seu nome e e-mail.",
    });
    expect(insert).not.toHaveBeenCalled();
  });

  it("with consent: stored with has_accepted_terms true", async () => {
    const insert = vi.fn().mockResolvedValue({ status: "stored" });
    expect(await submitNewsletter(values, insert)).toEqual({ status: "subscribed" });
    expect(insert).toHaveBeenCalledWith({ name: "Ana", email: "ana@example.com", has_accepted_terms: true });
  });
});

// @vitest-environment jsdom
import "../../../tests/setup/jsdom-polyfills.ts";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "#app/components/ui/toaster.tsx";
import { resetToasts } from "#app/components/ui/toast-store.ts";
import { serverRendered } from "../../../tests/helpers/server-html.tsx";
import { ContactForm } from "./contact-form.tsx";

const INVALID_EMAIL = "E-mail inválido: confira se tem @ e domínio, como nome@exemplo.com.";

let sent: unknown[];
beforeEach(() => {
  resetToasts();
  sent = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (_url: string, init: RequestInit) => {
      sent.push(JSON.parse(String(init.body)));
      return new Response(null, { status: 201 });
    }),
  );
});
afterEach(() => {
  // The toaster unmounted first: clearing the toast store then re-renders nothing.
  cleanup();
  vi.unstubAllGlobals();
  resetToasts();
});

function renderForm(onSent = vi.fn()) {
  render(
    <MemoryRouter>
      <ContactForm onSent={onSent} />
      <Toaster />
    </MemoryRouter>,
  );
  return onSent;
}

describe("ContactForm", () => {
  it("sends what was typed, read from the form when sent", async () => {
    const user = userEvent.setup();
    const onSent = renderForm();
    await user.type(screen.getByLabelText("Nome"), "Maria Souza");
    await user.type(screen.getByLabelText("E-mail"), "maria@example.com");
    await user.selectOptions(screen.getByLabelText("Assunto"), "Sugestão");
    await user.type(screen.getByLabelText("Mensagem"), "Uma ideia, com vírgula: 1,99.");
    await user.click(screen.getByRole("button", { name: "Enviar Mensagem" }));
    await vi.waitFor(() => expect(onSent).toHaveBeenCalled());
    expect(sent).toEqual([
      { name: "Maria Souza", email: "maria@example.com", topic: "Sugestão", message: "Uma ideia, com vírgula: 1,99." },
    ]);
  });

  it("shows each message beside its field, focuses the first, adds the spec's toast and sends nothing", async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText("E-mail"), "maria@");
    await user.click(screen.getByRole("button", { name: "Enviar Mensagem" }));
    const name = screen.getByLabelText("Nome");
    const email = screen.getByLabelText("E-mail");
    expect(name).toHaveProperty("ariaInvalid", "true");
    expect(name.getAttribute("aria-describedby")).toBe("contato-nome-error");
    expect(document.getElementById("contato-nome-error")?.textContent).toBe("Informe seu nome.");
    expect(email.getAttribute("aria-describedby")).toBe("contato-email-error");
    expect(document.getElementById("contato-email-error")?.textContent).toBe(INVALID_EMAIL);
    expect(document.getElementById("contato-mensagem-error")?.textContent).toBe("Escreva sua mensagem.");
    expect(document.activeElement).toBe(name);
    expect(await screen.findByText("Por favor, preencha todos os campos.")).toBeTruthy();
    expect(sent).toEqual([]);
    // Changing a field takes its message away.
    await user.type(name, "Maria");
    expect(document.getElementById("contato-nome-error")).toBeNull();
    expect(name.getAttribute("aria-invalid")).toBeNull();
  });

  it("keeps what was typed into the server's HTML when the scripts arrive, and sends it whole", async () => {
    const onSent = vi.fn();
    const page = serverRendered(<ContactForm onSent={onSent} />);
    const user = userEvent.setup();
    const field = (label: string) => page.container.querySelector<HTMLInputElement>(`#${label}`)!;
    // Before the scripts: half of each field, as a person types on a slow phone.
    await user.type(field("contato-nome"), "Maria ");
    await user.type(field("contato-email"), "maria@exa");
    await user.selectOptions(page.container.querySelector("select")!, "Parcerias");
    await user.type(field("contato-mensagem"), "Taxa de 1,");
    await page.hydrate();
    expect(field("contato-nome").value).toBe("Maria ");
    expect(field("contato-mensagem").value).toBe("Taxa de 1,");
    // After: the rest.
    await user.type(field("contato-nome"), "Souza");
    await user.type(field("contato-email"), "mple.com");
    await user.type(field("contato-mensagem"), "99 ao mês");
    await user.click(page.container.querySelector("button[type=submit]")!);
    await vi.waitFor(() => expect(onSent).toHaveBeenCalled());
    expect(sent).toEqual([
      { name: "Maria Souza", email: "maria@example.com", topic: "Parcerias", message: "Taxa de 1,99 ao mês" },
    ]);
  });

  it("shows the server's answer to a post made before the scripts: the same messages, the first field focused", () => {
    const page = serverRendered(
      <ContactForm
        onSent={vi.fn()}
        posted={{
          values: { name: "Maria", email: "maria@", topic: "Outro", message: "Oi", website: "" },
          errors: { email: INVALID_EMAIL },
        }}
      />,
    );
    const email = page.container.querySelector<HTMLInputElement>("#contato-email")!;
    expect(email.value).toBe("maria@");
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(email.hasAttribute("autofocus")).toBe(true);
    expect(page.container.querySelector("#contato-email-error")?.textContent).toBe(INVALID_EMAIL);
    expect(page.container.querySelector<HTMLSelectElement>("select")!.value).toBe("Outro");
  });
});

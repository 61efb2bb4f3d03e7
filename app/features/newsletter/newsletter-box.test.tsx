// @vitest-environment jsdom
import "../../../tests/setup/jsdom-polyfills.ts";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "#app/components/ui/toaster.tsx";
import { resetToasts } from "#app/components/ui/toast-store.ts";
import { serverRendered } from "../../../tests/helpers/server-html.tsx";
import { NewsletterBox } from "./newsletter-box.tsx";

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
  cleanup();
  vi.unstubAllGlobals();
  resetToasts();
});

function renderBox() {
  render(
    <MemoryRouter>
      <NewsletterBox title="Receba dicas" />
      <Toaster />
    </MemoryRouter>,
  );
  return within(screen.getByRole("region", { name: "Receba dicas" }));
}

describe("NewsletterBox", () => {
  it("sends the name, e-mail and consent typed, then starts again empty", async () => {
    const user = userEvent.setup();
    const box = renderBox();
    await user.type(box.getByLabelText("Nome"), "Joana");
    await user.type(box.getByLabelText("E-mail"), "joana@example.com");
    await user.click(box.getByRole("checkbox"));
    await user.click(box.getByRole("button", { name: "Inscrever-se" }));
    expect(await screen.findByText("Confirme pelo e-mail que enviamos.")).toBeTruthy();
    expect(sent).toEqual([{ name: "Joana", email: "joana@example.com", has_accepted_terms: true }]);
    expect(box.getByLabelText<HTMLInputElement>("Nome").value).toBe("");
    expect(box.getByLabelText<HTMLInputElement>("E-mail").value).toBe("");
    expect(box.getByRole<HTMLInputElement>("checkbox").checked).toBe(false);
  });

  it("says the subscription is saved and the confirmation goes once mail is configured, when the server's mail is off", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(null, { status: 201, headers: { "X-Mail-Delivery": "off" } })),
    );
    const user = userEvent.setup();
    const box = renderBox();
    await user.type(box.getByLabelText("Nome"), "Joana");
    await user.type(box.getByLabelText("E-mail"), "joana@example.com");
    await user.click(box.getByRole("checkbox"));
    await user.click(box.getByRole("button", { name: "Inscrever-se" }));
    expect(await screen.findByText("Inscrição registrada")).toBeTruthy();
    expect(
      screen.getByText(
        "O e-mail de confirmação será enviado assim que o envio de e-mails do site estiver configurado.",
      ),
    ).toBeTruthy();
    expect(screen.queryByText("Confirme pelo e-mail que enviamos.")).toBeNull();
  });

  it("puts each message beside its field, focuses the first and sends nothing", async () => {
    const user = userEvent.setup();
    const box = renderBox();
    await user.type(box.getByLabelText("Nome"), "Joana");
    await user.type(box.getByLabelText("E-mail"), "joana@example");
    await user.click(box.getByRole("button", { name: "Inscrever-se" }));
    const email = box.getByLabelText("E-mail");
    const consent = box.getByRole("checkbox");
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(email.getAttribute("aria-describedby")!)?.textContent).toBe(
      "E-mail inválido: confira se tem @ e domínio, como nome@exemplo.com.",
    );
    expect(document.getElementById(consent.getAttribute("aria-describedby")!)?.textContent).toBe(
      "Marque a caixa para receber a newsletter.",
    );
    expect(document.activeElement).toBe(email);
    expect(sent).toEqual([]);
    // Ticking the box takes its message away.
    await user.click(consent);
    expect(consent.getAttribute("aria-invalid")).toBeNull();
  });

  it("keeps what was typed and ticked in the server's HTML when the scripts arrive", async () => {
    const page = serverRendered(<NewsletterBox title="Receba dicas" />);
    const user = userEvent.setup();
    const name = page.container.querySelector<HTMLInputElement>('input[name="name"]')!;
    const email = page.container.querySelector<HTMLInputElement>('input[name="email"]')!;
    await user.type(name, "Jo");
    await user.type(email, "joana@exa");
    await user.click(page.container.querySelector<HTMLInputElement>('input[type="checkbox"]')!);
    await page.hydrate();
    await user.type(name, "ana");
    await user.type(email, "mple.com");
    await user.click(page.container.querySelector("button[type=submit]")!);
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent).toEqual([{ name: "Joana", email: "joana@example.com", has_accepted_terms: true }]);
  });

  it("shows the server's answer to a box posted before the scripts: the message beside the consent, focused", () => {
    const page = serverRendered(
      <NewsletterBox
        title="Receba dicas"
        posted={{
          values: { name: "Joana", email: "joana@example.com", website: "", accepted: false },
          errors: { consent: "Marque a caixa para receber a newsletter." },
        }}
      />,
    );
    const consent = page.container.querySelector<HTMLInputElement>('input[type="checkbox"]')!;
    expect(consent.getAttribute("aria-invalid")).toBe("true");
    expect(consent.hasAttribute("autofocus")).toBe(true);
    expect(page.container.querySelector<HTMLInputElement>('input[name="email"]')!.value).toBe("joana@example.com");
    expect(page.container.textContent).toContain("Marque a caixa para receber a newsletter.");
  });
});

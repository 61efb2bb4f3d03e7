// @vitest-environment jsdom
import "../../../tests/setup/jsdom-polyfills.ts";
import { cleanup } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resetToasts } from "#app/components/ui/toast-store.ts";
import { serverRendered } from "../../../tests/helpers/server-html.tsx";
import { FirstAdminSetup } from "./first-admin-setup.tsx";

let sent: unknown[];
beforeEach(() => {
  resetToasts();
  sent = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (_url: string, init: RequestInit) => {
      sent.push(JSON.parse(String(init.body)));
      return Response.json({ ok: true }, { status: 201 });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  resetToasts();
});

describe("FirstAdminSetup", () => {
  it("sends the e-mail and password typed before and after the scripts arrived", async () => {
    const onCreated = vi.fn(async () => {});
    const page = serverRendered(<FirstAdminSetup token="tok" checked onCreated={onCreated} />);
    const user = userEvent.setup();
    const field = (id: string) => page.container.querySelector<HTMLInputElement>(`#${id}`)!;
    await user.type(field("setup-email"), "Dona@Exa");
    await user.type(field("setup-senha"), "senha-");
    await page.hydrate();
    await user.type(field("setup-email"), "mple.com");
    await user.type(field("setup-senha"), "da-dona");
    await user.type(field("setup-senha2"), "senha-da-dona");
    await user.click(page.container.querySelector("button[type=submit]")!);
    await vi.waitFor(() => expect(onCreated).toHaveBeenCalledWith("dona@example.com", "senha-da-dona"));
    expect(sent).toEqual([{ token: "tok", email: "Dona@Example.com", password: "senha-da-dona" }]);
  });

  it("puts a mismatch beside the confirmation, focused, and sends nothing", async () => {
    const page = serverRendered(<FirstAdminSetup token="tok" checked onCreated={vi.fn()} />);
    await page.hydrate();
    const user = userEvent.setup();
    const field = (id: string) => page.container.querySelector<HTMLInputElement>(`#${id}`)!;
    await user.type(field("setup-email"), "dona@example.com");
    await user.type(field("setup-senha"), "senha-da-dona");
    await user.type(field("setup-senha2"), "senha-da-outra");
    await user.click(page.container.querySelector("button[type=submit]")!);
    expect(field("setup-senha2").getAttribute("aria-describedby")).toBe("setup-senha2-error");
    expect(page.container.querySelector("#setup-senha2-error")?.textContent).toBe(
      "As senhas não conferem: digite a mesma senha nos dois campos.",
    );
    expect(document.activeElement).toBe(field("setup-senha2"));
    expect(sent).toEqual([]);
  });

  it("shows the server's answer to a set-up posted before the scripts beside its field", () => {
    const page = serverRendered(
      <FirstAdminSetup
        token="tok"
        checked
        onCreated={vi.fn()}
        posted={{
          email: "dona@",
          errors: { email: "E-mail inválido: confira se tem @ e domínio, como nome@exemplo.com." },
        }}
      />,
    );
    const email = page.container.querySelector<HTMLInputElement>("#setup-email")!;
    expect(email.value).toBe("dona@");
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(email.hasAttribute("autofocus")).toBe(true);
  });
});

// @vitest-environment jsdom
import "../../../tests/setup/jsdom-polyfills.ts";
import { cleanup } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resetToasts } from "#app/components/ui/toast-store.ts";
import { serverRendered } from "../../../tests/helpers/server-html.tsx";
import { PriceAlertForm } from "./price-alert-form.tsx";
import { PRICE_ALERT_STRINGS as S } from "../../domain/price-alerts/strings.ts";

const codes = { type: "carros", brand: "21", model: "8000", year: "2023-1" };

let sent: unknown[];
beforeEach(() => {
  resetToasts();
  sent = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (_url: string, init: RequestInit) => {
      sent.push(JSON.parse(String(init.body)));
      return Response.json({ status: "pending" }, { status: 202 });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  resetToasts();
});

describe("PriceAlertForm", () => {
  it("sends the e-mail typed before and after the scripts arrived, with the consent", async () => {
    const page = serverRendered(<PriceAlertForm codes={codes} action="/fipe/carros/21/8000/2023-1" />);
    const user = userEvent.setup();
    const email = page.container.querySelector<HTMLInputElement>('input[name="email"]')!;
    await user.type(email, "ana@exa");
    await page.hydrate();
    await user.type(email, "mple.com");
    await user.click(page.container.querySelector<HTMLInputElement>('input[type="checkbox"]')!);
    await user.click(page.container.querySelector("button[type=submit]")!);
    await vi.waitFor(() => expect(page.container.textContent).toContain(S.successTitle));
    expect(sent).toEqual([
      { email: "ana@example.com", consent: true, tipo: "carros", marca: "21", modelo: "8000", ano: "2023-1" },
    ]);
  });

  it("refuses a bad e-mail and a missing consent beside their fields, focusing the e-mail; nothing sent", async () => {
    const page = serverRendered(<PriceAlertForm codes={codes} action="/fipe/carros/21/8000/2023-1" />);
    await page.hydrate();
    const user = userEvent.setup();
    const email = page.container.querySelector<HTMLInputElement>('input[name="email"]')!;
    await user.type(email, "ana");
    await user.click(page.container.querySelector("button[type=submit]")!);
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(email.getAttribute("aria-describedby")!)?.textContent).toBe(
      "E-mail inválido: confira se tem @ e domínio, como nome@exemplo.com.",
    );
    expect(page.container.textContent).toContain(S.consentRequired);
    expect(document.activeElement).toBe(email);
    expect(sent).toEqual([]);
  });

  it("says the confirmation goes once mail is configured when the server answers that its mail is off", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json({ status: "pending", mail: "off" }, { status: 202 })),
    );
    const page = serverRendered(<PriceAlertForm codes={codes} action="/fipe/carros/21/8000/2023-1" />);
    await page.hydrate();
    const user = userEvent.setup();
    await user.type(page.container.querySelector<HTMLInputElement>('input[name="email"]')!, "ana@example.com");
    await user.click(page.container.querySelector<HTMLInputElement>('input[type="checkbox"]')!);
    await user.click(page.container.querySelector("button[type=submit]")!);
    await vi.waitFor(() => expect(page.container.textContent).toContain("Pedido de alerta registrado"));
    const status = page.container.querySelector('[role="status"]')!.textContent;
    expect(status).toContain(
      "O e-mail de confirmação será enviado assim que o envio de e-mails do site estiver configurado.",
    );
    expect(status).not.toContain(S.successDescription);
  });

  it("a request posted without JavaScript: the server's page says the same (mail off) or to confirm (mail on)", () => {
    const off = serverRendered(<PriceAlertForm codes={codes} action="/fipe/carros/21/8000/2023-1" done mail="off" />);
    expect(off.container.textContent).toContain(S.mailOffTitle);
    expect(off.container.textContent).toContain(S.mailOffDescription);
    expect(off.container.textContent).not.toContain(S.successDescription);
    const on = serverRendered(<PriceAlertForm codes={codes} action="/fipe/carros/21/8000/2023-1" done />);
    expect(on.container.textContent).toContain(S.successTitle);
    expect(on.container.textContent).toContain(S.successDescription);
  });
});

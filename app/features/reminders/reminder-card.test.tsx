// @vitest-environment jsdom
import "../../../tests/setup/jsdom-polyfills.ts";
import { cleanup } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resetToasts } from "#app/components/ui/toast-store.ts";
import { serverRendered } from "../../../tests/helpers/server-html.tsx";
import { ReminderCard } from "./reminder-card.tsx";
import { REMINDER_STRINGS as S } from "../../domain/reminders/strings.ts";

let sent: unknown[];
let answer: () => Response;
beforeEach(() => {
  resetToasts();
  sent = [];
  answer = () => Response.json({ status: "pending" }, { status: 202 });
  vi.stubGlobal(
    "fetch",
    vi.fn(async (_url: string, init: RequestInit) => {
      sent.push(JSON.parse(String(init.body)));
      return answer();
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  resetToasts();
});

const select = (root: HTMLElement, name: string) => root.querySelector<HTMLSelectElement>(`select[name="${name}"]`)!;
const messageOf = (control: Element) =>
  document.getElementById((control.getAttribute("aria-describedby") ?? "").split(" ")[0]!)?.textContent;

describe("ReminderCard", () => {
  it("sends the state, final digit, type and e-mail chosen before and after the scripts arrived", async () => {
    const page = serverRendered(<ReminderCard />);
    const user = userEvent.setup();
    const root = page.container;
    await user.selectOptions(select(root, "state"), "SP");
    await user.type(root.querySelector<HTMLInputElement>('input[name="email"]')!, "ana@exa");
    await page.hydrate();
    await user.selectOptions(select(root, "finalDigit"), "1");
    await user.selectOptions(select(root, "vehicleType"), "motorcycle");
    await user.type(root.querySelector<HTMLInputElement>('input[name="email"]')!, "mple.com");
    await user.click(root.querySelector<HTMLInputElement>('input[type="checkbox"]')!);
    await user.click(root.querySelector("button[type=submit]")!);
    await vi.waitFor(() => expect(root.textContent).toContain(S.successTitle));
    expect(sent).toEqual([
      { email: "ana@example.com", state: "SP", finalDigit: "1", vehicleType: "motorcycle", consent: true },
    ]);
  });

  it("refuses a missing state and digit, a bad e-mail and no consent beside their fields; nothing sent", async () => {
    const page = serverRendered(<ReminderCard />);
    await page.hydrate();
    const user = userEvent.setup();
    const root = page.container;
    const email = root.querySelector<HTMLInputElement>('input[name="email"]')!;
    await user.type(email, "ana");
    await user.click(root.querySelector("button[type=submit]")!);
    expect(select(root, "state").getAttribute("aria-invalid")).toBe("true");
    expect(messageOf(select(root, "state"))).toBe(S.stateRequired);
    expect(messageOf(select(root, "finalDigit"))).toBe(S.finalDigitRequired);
    expect(select(root, "vehicleType").getAttribute("aria-invalid")).toBeNull();
    expect(messageOf(email)).toBe("E-mail inválido: confira se tem @ e domínio, como nome@exemplo.com.");
    expect(root.textContent).toContain(S.consentRequired);
    // The first field in the card's order gets the focus.
    expect(document.activeElement).toBe(select(root, "state"));
    expect(sent).toEqual([]);
    // Fixing a field takes its message away.
    await user.selectOptions(select(root, "state"), "RJ");
    expect(select(root, "state").getAttribute("aria-invalid")).toBeNull();
    expect(root.textContent).not.toContain(S.stateRequired);
  });

  it("shows the server's refusal of a field beside it", async () => {
    answer = () =>
      Response.json(
        { status: "error", code: "invalid_email", message: "E-mail inválido.", fields: { email: "E-mail inválido." } },
        { status: 400 },
      );
    const page = serverRendered(<ReminderCard defaultState="SP" defaultFinalDigit="3" />);
    await page.hydrate();
    const user = userEvent.setup();
    const root = page.container;
    expect(select(root, "state").value).toBe("SP");
    expect(select(root, "finalDigit").value).toBe("3");
    await user.type(root.querySelector<HTMLInputElement>('input[name="email"]')!, "ana@example.com");
    await user.click(root.querySelector<HTMLInputElement>('input[type="checkbox"]')!);
    await user.click(root.querySelector("button[type=submit]")!);
    await vi.waitFor(() => expect(messageOf(root.querySelector('input[name="email"]')!)).toBe("E-mail inválido."));
    expect(sent).toHaveLength(1);
  });

  it("says the confirmation goes once mail is configured when the server answers that its mail is off", async () => {
    answer = () => Response.json({ status: "pending", mail: "off" }, { status: 202 });
    const page = serverRendered(<ReminderCard defaultState="SP" defaultFinalDigit="1" />);
    await page.hydrate();
    const user = userEvent.setup();
    const root = page.container;
    await user.type(root.querySelector<HTMLInputElement>('input[name="email"]')!, "ana@example.com");
    await user.click(root.querySelector<HTMLInputElement>('input[type="checkbox"]')!);
    await user.click(root.querySelector("button[type=submit]")!);
    await vi.waitFor(() => expect(root.textContent).toContain(S.mailOffTitle));
    expect(root.querySelector('[role="status"]')!.textContent).toContain(S.mailOffDescription);
    expect(root.textContent).not.toContain(S.successDescription);
  });

  it("a request posted without JavaScript: the server's page says the same when mail is off", () => {
    const off = serverRendered(<ReminderCard done mail="off" />);
    expect(off.container.textContent).toContain(S.mailOffTitle);
    expect(off.container.textContent).toContain(
      "O e-mail de confirmação será enviado assim que o envio de e-mails do site estiver configurado.",
    );
    expect(off.container.textContent).not.toContain(S.successDescription);
  });
});

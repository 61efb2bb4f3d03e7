// @vitest-environment jsdom
import "../../../tests/setup/jsdom-polyfills.ts";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { serverRendered } from "../../../tests/helpers/server-html.tsx";
import { ChoiceGroup } from "./choice-group.tsx";

// jsdom lacks CSS.escape, which user-event uses to walk a radio group with the arrow keys.
globalThis.CSS ??= { escape: (s: string) => s.replace(/["\\]/g, "\\$&") } as typeof CSS;

const OPTIONS = [
  { value: "car", label: "Carro" },
  { value: "motorcycle", label: "Moto" },
] as const;

function Harness() {
  const [value, setValue] = useState<"car" | "motorcycle">("car");
  return (
    <form aria-label="Formulário">
      <ChoiceGroup name="tipo" label="Tipo de veículo" defaultValue="car" onValueChange={setValue} options={OPTIONS} />
      <output>{value}</output>
    </form>
  );
}

const radio = (name: string) => screen.getByRole("radio", { name }) as HTMLInputElement;
const formValue = () => new FormData(screen.getByRole("form") as HTMLFormElement).get("tipo");

describe("ChoiceGroup", () => {
  it("is a named group of native radios whose choice is sent with the form", () => {
    render(<Harness />);
    screen.getByRole("group", { name: "Tipo de veículo" });
    expect(radio("Carro").type).toBe("radio");
    expect(radio("Carro").checked).toBe(true);
    expect(radio("Moto").checked).toBe(false);
    expect(formValue()).toBe("car");
  });

  it("renders the checked option in the server's HTML, so a form sent before JavaScript carries it", async () => {
    const { renderToString } = await import("react-dom/server");
    const html = renderToString(<Harness />);
    const form = new DOMParser().parseFromString(html, "text/html").querySelector("form")!;
    expect(new FormData(form).get("tipo")).toBe("car");
    expect(form.querySelectorAll('input[type="radio"][name="tipo"]')).toHaveLength(2);
  });

  it("tells the form of a choice made in the server's page before the scripts ran", async () => {
    const page = serverRendered(<Harness />);
    (page.container.querySelector('input[value="motorcycle"]') as HTMLInputElement).checked = true;
    await page.hydrate();
    expect(page.container.querySelector("output")?.textContent).toBe("motorcycle");
    expect(formValue()).toBe("motorcycle");
  });

  it("changes with a click and with the arrow keys, and reports the value", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByText("Moto"));
    expect(radio("Moto").checked).toBe(true);
    expect(screen.getByText("motorcycle", { selector: "output" })).toBeTruthy();
    expect(formValue()).toBe("motorcycle");

    radio("Moto").focus();
    await user.keyboard("{ArrowLeft}");
    expect(radio("Carro").checked).toBe(true);
    expect(screen.getByText("car", { selector: "output" })).toBeTruthy();
  });
});

// @vitest-environment jsdom
// Text typed into the server's HTML of the FIPE search field and of a combobox before the
// page's scripts ran is kept when they run, and used.
import "../../../tests/setup/jsdom-polyfills.ts";
import { cleanup, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { VehicleSearch } from "#app/features/fipe-catalog/vehicle-search.tsx";
import { serverRendered } from "../../../tests/helpers/server-html.tsx";
import { Combobox } from "./combobox.tsx";

let asked: string[];
beforeEach(() => {
  asked = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      asked.push(url);
      return Response.json({ results: [] });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Waits until the search of `q` has answered on the page (its pause and its request over). */
const searched = (page: { container: HTMLElement }, q: string) =>
  waitFor(() => expect(page.container.textContent).toContain(`Nenhum veículo encontrado para “${q}”.`));

describe("typed before the scripts ran", () => {
  it("the vehicle search keeps the text, searches it, and takes the rest typed after", async () => {
    const page = serverRendered(<VehicleSearch />);
    const user = userEvent.setup();
    const input = page.container.querySelector<HTMLInputElement>('input[role="combobox"]')!;
    await user.type(input, "uno");
    await page.hydrate();
    expect(input.value).toBe("uno");
    await searched(page, "uno");
    expect(asked).toEqual(["/api/fipe/busca?q=uno"]);
    await user.type(input, " 2020");
    expect(input.value).toBe("uno 2020");
    await searched(page, "uno 2020");
    expect(asked.at(-1)).toBe("/api/fipe/busca?q=uno%202020");
  });

  it("a combobox takes the text as its query: the list opens filtered by it", async () => {
    const options = [
      { value: "1", label: "Fiat" },
      { value: "2", label: "Ford" },
      { value: "3", label: "Honda" },
    ];
    const onValueChange = vi.fn();
    const page = serverRendered(
      <>
        <label htmlFor="marca">Marca</label>
        <Combobox id="marca" options={options} value="" onValueChange={onValueChange} />
      </>,
    );
    const user = userEvent.setup();
    const input = page.container.querySelector<HTMLInputElement>("#marca")!;
    // Focused and typed into before the scripts ran: only the DOM holds it.
    input.focus();
    input.value = "fo";
    await page.hydrate();
    expect(input.value).toBe("fo");
    const shown = [...page.container.querySelectorAll('[role="option"]')].map((o) => o.textContent);
    expect(shown).toEqual(["Ford"]);
    await user.keyboard("{Enter}");
    expect(onValueChange).toHaveBeenCalledWith("2");
  });
});

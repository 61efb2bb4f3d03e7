// @vitest-environment jsdom
import "../../../tests/setup/jsdom-polyfills.ts";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { Link, createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderCalculator } from "../../../tests/helpers/render-calculator.tsx";
import { serverRenderedPage } from "../../../tests/helpers/server-html.tsx";
import type { FuelKey, PlaceFuelPrice } from "../../lib/public-data.ts";
import { ownershipCard } from "../../../tests/helpers/ownership-card.tsx";
import type { OwnershipDeps } from "./calc.ts";

const deps: OwnershipDeps = { ipva: () => null, loan: () => null };
const week = (price: number): PlaceFuelPrice => ({
  label: "média ANP em SP, semana de 16/11 a 22/11/2026",
  price,
  weekStart: "2026-11-16",
  weekEnd: "2026-11-22",
  stations: 100,
});
// The endpoint's answers (GET /api/dados-publicos/combustiveis?uf=XX), in its real shape.
const ANSWERS: Record<string, Partial<Record<FuelKey, PlaceFuelPrice>>> = {
  SP: { gasolina: week(6.256), etanol: week(4.189), diesel_s10: week(6.112) },
  RJ: { gasolina: week(6.481), etanol: week(4.857) },
};
const fetchMock = vi.fn(async (url: string) => {
  const uf = new URL(url, "http://localhost").searchParams.get("uf") ?? "";
  const prices = ANSWERS[uf];
  return prices
    ? new Response(JSON.stringify({ uf, prices }), { headers: { "content-type": "application/json" } })
    : new Response(JSON.stringify({ error: "Sem dados." }), { status: 404 });
});

beforeEach(() => {
  fetchMock.mockClear();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const litre = () => screen.getByLabelText("Preço do litro") as HTMLInputElement;
const card = (fuel: FuelKey = "gasolina") => ownershipCard({ price: 50000, fuel, depreciation: null }, deps);

describe("the yearly cost's price per litre from the state's ANP mean", () => {
  it("fills SP's mean gasolina with its note when SP is chosen", async () => {
    const { user } = renderCalculator(card());
    expect(litre().value).toBe("");
    await user.selectOptions(screen.getByLabelText("Estado (IPVA)"), "SP");
    await waitFor(() => expect(litre().value).toBe("R$ 6,26"));
    expect(fetchMock).toHaveBeenCalledWith("/api/dados-publicos/combustiveis?uf=SP");
    const note = screen.getByText(/média ANP em SP, semana de 16\/11 a 22\/11\/2026/);
    expect(litre().getAttribute("aria-describedby")).toBe(note.id);
    expect(note.querySelector("a")?.getAttribute("href")).toMatch(/anp|gov\.br/i);
  });

  it("with the query's state's means from the page's loader: filled on the first render (the server's HTML), no fetch", () => {
    const Card = ownershipCard({ price: 50000, fuel: "diesel_s10", depreciation: null }, deps, {
      uf: "SP",
      prices: ANSWERS.SP!,
    });
    // The server renders the component once, with no effect run: the first render is its HTML.
    const html = renderToString(
      createElement(createRoutesStub([{ path: "/x", Component: Card }]), { initialEntries: ["/x?uf=SP"] }),
    );
    expect(html).toMatch(/id="custo-litro"[^>]*value="R\$ 6,11"|value="R\$ 6,11"[^>]*id="custo-litro"/);
    expect(html).toContain("média ANP em SP, semana de 16/11 a 22/11/2026");
    renderCalculator(Card, { query: "uf=SP" });
    expect(litre().value).toBe("R$ 6,11");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("fetches the query's state once the page runs, with the vehicle's fuel (diesel S10)", async () => {
    renderCalculator(card("diesel_s10"), { query: "uf=SP" });
    await waitFor(() => expect(litre().value).toBe("R$ 6,11"));
    screen.getByText(/média ANP em SP/);
  });

  it("uses etanol for an ethanol-only vehicle", async () => {
    const { user } = renderCalculator(card("etanol"));
    await user.selectOptions(screen.getByLabelText("Estado (IPVA)"), "RJ");
    await waitFor(() => expect(litre().value).toBe("R$ 4,86"));
  });

  it("follows the state while the price is the prefilled one, never replaces a typed one", async () => {
    const { user } = renderCalculator(card());
    await user.selectOptions(screen.getByLabelText("Estado (IPVA)"), "SP");
    await waitFor(() => expect(litre().value).toBe("R$ 6,26"));
    await user.selectOptions(screen.getByLabelText("Estado (IPVA)"), "RJ");
    await waitFor(() => expect(litre().value).toBe("R$ 6,48"));
    await user.clear(litre());
    await user.type(litre(), "5,99");
    expect(litre().value).toBe("5,99");
    // The field keeps what was typed, formatted when left.
    await user.tab();
    const typed = litre().value;
    expect(typed).toBe("R$ 5,99");
    await user.selectOptions(screen.getByLabelText("Estado (IPVA)"), "SP");
    await waitFor(() => screen.getByText(/média ANP em SP/));
    expect(litre().value).toBe(typed);
  });

  it("keeps a price from the query", async () => {
    renderCalculator(card(), { query: "uf=SP&litro=R%24+5%2C50" });
    await waitFor(() => screen.getByText(/média ANP em SP/));
    expect(litre().value).toBe("R$ 5,50");
  });

  it("leaves the field blank, without a note, when the state has no data", async () => {
    const { user } = renderCalculator(card());
    await user.selectOptions(screen.getByLabelText("Estado (IPVA)"), "AC");
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith("/api/dados-publicos/combustiveis?uf=AC"));
    // The answer is in once the page says it has no ANP price there.
    await waitFor(() => screen.getByText(/Ainda não temos o preço médio da ANP/));
    expect(litre().value).toBe("");
    expect(screen.queryByText(/média ANP em AC/)).toBeNull();
  });
});

describe("the yearly cost across hydration", () => {
  it("keeps '5,' typed in the server's HTML and computes it with the '89' typed after: R$ 5,89 a litre", async () => {
    const page = serverRenderedPage(card());
    const user = userEvent.setup();
    const field = (label: string) => within(page.container).getByLabelText<HTMLInputElement>(label);
    await user.type(field("Quilômetros por mês"), "1000");
    await user.type(field("Consumo (km/l)"), "12");
    await user.type(field("Preço do litro"), "5,");
    await page.hydrate();
    expect(field("Preço do litro").value).toBe("5,");
    await user.type(field("Preço do litro"), "89");
    await user.click(within(page.container).getByRole("button", { name: "Calcular o custo anual" }));
    const region = within(page.container).getByRole("region", { name: "Custo anual estimado" });
    await within(region).findByText("Combustível");
    // 1.000 km a month × 12 ÷ 12 km/l = 1.000 litres a year × R$ 5,89.
    expect(within(region).getByText("Combustível").nextElementSibling?.textContent).toBe("R$ 5.890,00");
    expect(new URLSearchParams(page.search()).get("litro")).toBe("R$ 5,89");
  });
});

describe("'Calculando…' while the server computes", () => {
  // The page's loader, held: a navigation stays "loading" for as long as the test looks at it.
  const held = () => new Promise<null>(() => {});
  function page() {
    const Card = card();
    return createElement(
      createRoutesStub([
        {
          path: "/x",
          loader: ({ request }: { request: Request }) => (new URL(request.url).search ? held() : null),
          HydrateFallback: () => null,
          Component: () =>
            createElement(
              "div",
              null,
              createElement(Card),
              createElement(Link, { to: "/x?referencia=2026-10" }, "outubro"),
            ),
        },
      ]),
      { initialEntries: ["/x"] },
    );
  }

  it("shows for a send of the form, not for another navigation to the same vehicle (a month chosen)", async () => {
    const user = userEvent.setup();
    const first = render(page());
    await screen.findByLabelText("Quilômetros por mês");
    await user.click(screen.getByRole("link", { name: "outubro" }));
    await waitFor(() => expect(screen.getByRole("region", { name: "Custo anual estimado" })).not.toBeNull());
    expect(screen.queryByText("Calculando…")).toBeNull();
    first.unmount();

    render(page());
    await user.type(await screen.findByLabelText("Quilômetros por mês"), "1000");
    await user.click(screen.getByRole("button", { name: "Calcular o custo anual" }));
    expect(await screen.findByText("Calculando…")).toBeTruthy();
  });
});

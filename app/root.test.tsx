// @vitest-environment jsdom
import "../tests/setup/jsdom-polyfills.ts";
import { act, cleanup, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider, useRouteError, type RouteObject } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ScrollOnNavigation } from "./components/layout/scroll-on-navigation.tsx";
import { ErrorBoundary } from "./root.tsx";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("root ErrorBoundary", () => {
  it("a crash keeps the header and the footer around the error message", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    function Crash(): never {
      throw new Error("boom");
    }
    function Boundary() {
      const error = useRouteError();
      return <ErrorBoundary {...({ error, params: {} } as Parameters<typeof ErrorBoundary>[0])} />;
    }
    const router = createMemoryRouter([{ path: "/", Component: Crash, ErrorBoundary: Boundary }]);
    render(<RouterProvider router={router} />);
    await screen.findByRole("heading", { level: 1, name: "Algo deu errado" });
    expect(screen.getByRole("banner")).toBeTruthy();
    // The footer's code loads after the page (components/layout/deferred.tsx: idle within 3 s).
    expect(await screen.findByRole("contentinfo", {}, { timeout: 6000 })).toBeTruthy();
    expect(screen.getByRole("main").textContent).toContain("Ocorreu um erro inesperado.");
    expect(screen.getByRole("link", { name: "Voltar para a página inicial" }).getAttribute("href")).toBe("/");
  });
});

describe("ScrollOnNavigation", () => {
  let scrollTo: ReturnType<typeof vi.fn>;
  let scrolledInto: string[];

  beforeEach(() => {
    scrollTo = vi.fn();
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
    scrolledInto = [];
    vi.spyOn(window.Element.prototype, "scrollIntoView").mockImplementation(function (this: Element) {
      scrolledInto.push(this.id);
    });
  });

  function Page({ name }: { name: string }) {
    return (
      <>
        <ScrollOnNavigation />
        <h2 id={`${name}-secao`}>Seção</h2>
        <h2 id="acentuação">Acentos</h2>
      </>
    );
  }

  function setup(entry: string) {
    const routes: RouteObject[] = [
      { path: "/a", element: <Page name="a" /> },
      { path: "/b", element: <Page name="b" /> },
    ];
    const router = createMemoryRouter(routes, { initialEntries: [entry] });
    render(<RouterProvider router={router} />);
    return router;
  }

  it("a first load with a #hash goes to that section, not to the top", () => {
    setup("/a#a-secao");
    expect(scrolledInto).toEqual(["a-secao"]);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it("a first load without a hash leaves the scroll alone", () => {
    setup("/a");
    expect(scrollTo).not.toHaveBeenCalled();
    expect(scrolledInto).toEqual([]);
  });

  it("a new path starts at the top; a query update does not scroll; a hash link goes to its section", async () => {
    const router = setup("/a");
    await act(() => router.navigate("/b"));
    expect(scrollTo).toHaveBeenCalledExactlyOnceWith(0, 0);
    await act(() => router.navigate("/b?valor=10"));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    await act(() => router.navigate("/b#b-secao"));
    expect(scrolledInto).toEqual(["b-secao"]);
    await act(() => router.navigate("/a#acentua%C3%A7%C3%A3o"));
    expect(scrolledInto).toEqual(["b-secao", "acentuação"]);
    expect(scrollTo).toHaveBeenCalledTimes(1);
    // A hash naming nothing on a new path: the top.
    await act(() => router.navigate("/b#nada"));
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });
});

// A form as a phone gets it: the server's HTML first (typed into before any script runs), then
// React hydrating that very HTML, as entry.client does. For component tests (jsdom) that check
// hydration never changes what was typed.
import { act, useEffect, type ComponentType, type ReactElement } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { createRoutesStub, MemoryRouter, useLocation } from "react-router";
import { afterEach } from "vitest";

// React's act() is how these tests wait for hydration and its effects.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const mounted: Array<{ container: HTMLElement; root: Root | null }> = [];

afterEach(() => {
  for (const entry of mounted.splice(0)) {
    act(() => entry.root?.unmount());
    entry.container.remove();
  }
});

/** Puts `tree`'s server HTML in the document; `hydrate()` then runs React on it. */
function serverRenderedTree(tree: ReactElement) {
  const container = document.createElement("div");
  container.innerHTML = renderToString(tree);
  document.body.appendChild(container);
  const entry: { container: HTMLElement; root: Root | null } = { container, root: null };
  mounted.push(entry);
  return {
    container,
    async hydrate() {
      await act(async () => {
        entry.root = hydrateRoot(container, tree);
      });
    },
  };
}

/** Puts `ui`'s server HTML (inside a router) in the document; `hydrate()` then runs React on it. */
export function serverRendered(ui: ReactElement) {
  return serverRenderedTree(<MemoryRouter>{ui}</MemoryRouter>);
}

/**
 * A calculator page as the server sends it for `/x?query`: inside a data router (its form is a
 * React Router `<Form>` to its own page, which needs one; every path renders the calculator), so
 * once hydrated its sends navigate and the page reads them. `search()` is the router's current
 * query string.
 */
export function serverRenderedPage(Component: ComponentType, { query = "" }: { query?: string } = {}) {
  let currentSearch = "";
  function LocationProbe() {
    const location = useLocation();
    useEffect(() => {
      currentSearch = location.search;
    }, [location.search]);
    return null;
  }
  function Page() {
    return (
      <>
        <Component />
        <LocationProbe />
      </>
    );
  }
  const Stub = createRoutesStub([{ path: "*", Component: Page }]);
  const search = query === "" ? "" : query.startsWith("?") ? query : `?${query}`;
  return { ...serverRenderedTree(<Stub initialEntries={[`/x${search}`]} />), search: () => currentSearch };
}

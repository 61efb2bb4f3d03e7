// A form as a phone gets it: the server's HTML first (typed into before any script runs), then
// React hydrating that very HTML, as entry.client does. For component tests (jsdom) that check
// hydration never changes what was typed.
import { act, type ReactElement } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
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

/** Puts `ui`'s server HTML (inside a router) in the document; `hydrate()` then runs React on it. */
export function serverRendered(ui: ReactElement) {
  const tree = <MemoryRouter>{ui}</MemoryRouter>;
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

// The client entry: React Router's default, plus the mark that tells the early-tap script
// (app/features/early-taps) that React now handles clicks itself, and a native call React
// Router would make inside its first render unit, made in a task of its own instead
// (lib/router-warm-up.ts). Three short tasks rather than one long one: this module's evaluation
// (React DOM's own set-up), the warm-up, then hydrateRoot (React's listeners, ~5 ms).
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { HYDRATING_ATTRIBUTE } from "./features/early-taps/early-taps.ts";
import { warmUpRouter } from "./lib/router-warm-up.ts";

function hydrate() {
  // Until this mark the early-tap script keeps a tap for React to repeat.
  document.documentElement.setAttribute(HYDRATING_ATTRIBUTE, "");
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

setTimeout(() => {
  warmUpRouter(window);
  setTimeout(hydrate, 0);
}, 0);

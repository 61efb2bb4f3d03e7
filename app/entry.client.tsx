// The client entry: React Router's default, plus the mark that tells the early-tap script
// (app/features/early-taps) that React now handles clicks itself.
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { HYDRATING_ATTRIBUTE } from "./features/early-taps/early-taps.ts";

document.documentElement.setAttribute(HYDRATING_ATTRIBUTE, "");
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});

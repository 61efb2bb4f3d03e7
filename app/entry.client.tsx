// The client entry: React Router's default, hydrating the server's HTML as a transition (the
// page stays responsive while React attaches to it). What the person has typed into the page's
// forms so far is noted first, so no field React has to render afresh loses it
// (lib/typed-before-hydration.ts).
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { captureTypedValues } from "./lib/typed-before-hydration.ts";

captureTypedValues(document);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});

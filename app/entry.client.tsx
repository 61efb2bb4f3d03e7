// The client entry: React Router's default, hydrating the server's HTML as a transition (the
// page stays responsive while React attaches to it). The forms' fields are uncontrolled, so
// what the person typed before this ran stays as it is (docs/decisions/013).
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});

// The page side of a toast's placement (toast-placement.ts): which control the visitor used last,
// and where things are on screen when a toast is raised. Small, in every page's first scripts;
// the placement itself is decided by the toaster.
import type { Span, ToastSurroundings } from "./toast-placement.ts";

let lastUsed: Element[] = [];

function remember(...elements: Array<Element | null | undefined>) {
  lastUsed = elements.filter((e): e is Element => !!e && e !== document.body && e !== document.documentElement);
}

/**
 * Follows the control the visitor uses (pointer, keyboard, a form's submission with its
 * button, a field with a problem the page focuses), for the next toast's placement. Installed once by the toaster host; returns its removal.
 */
export function trackLastControl(): () => void {
  const onPointer = (event: Event) => {
    const target = event.target instanceof Element ? event.target : null;
    remember(target?.closest("button, a, input, select, textarea, label, [role]") ?? target);
  };
  const onKey = () => remember(document.activeElement);
  const onSubmit = (event: Event) => {
    const submitter = (event as SubmitEvent).submitter;
    remember(document.activeElement, submitter);
  };
  // A field the page moves the focus to (the first one with a problem after a send) is where
  // the visitor looks next: it replaces the button that sent the form.
  const onFocus = (event: Event) => {
    if (event.target instanceof Element && event.target.getAttribute("aria-invalid") === "true") remember(event.target);
  };
  document.addEventListener("pointerdown", onPointer, true);
  document.addEventListener("keydown", onKey, true);
  document.addEventListener("submit", onSubmit, true);
  document.addEventListener("focusin", onFocus, true);
  return () => {
    document.removeEventListener("focusin", onFocus, true);
    document.removeEventListener("pointerdown", onPointer, true);
    document.removeEventListener("keydown", onKey, true);
    document.removeEventListener("submit", onSubmit, true);
  };
}

const span = (el: Element): Span => {
  const r = el.getBoundingClientRect();
  return { top: r.top, bottom: r.bottom };
};

/** Where things are as a toast is raised: the header, the cookie banner, the controls just used. */
export function currentToastSurroundings(): ToastSurroundings | null {
  if (typeof document === "undefined") return null;
  const header = document.querySelector("header");
  const banner = document.querySelector("[data-cookie-banner]");
  const focused = document.activeElement;
  const controls = [...lastUsed, ...(focused && focused !== document.body ? [focused] : [])]
    .filter((el) => el.isConnected)
    .map(span)
    .filter((s) => s.bottom > s.top);
  return {
    viewportHeight: window.innerHeight,
    headerBottom: header ? Math.max(0, header.getBoundingClientRect().bottom) : 0,
    banner: banner ? span(banner) : null,
    controls,
  };
}

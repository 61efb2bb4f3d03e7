// Where a toast goes so that it hides neither the control the visitor just used (the button
// that raised it, the field they pressed Enter in) nor the cookie banner. On a phone the old
// bottom corner covered both: the banner is a bottom bar, and a form's submit button is often
// at the bottom of the screen. A toast goes under the sticky header unless the control just used
// is there; then at the bottom, above the cookie banner. Pure: the boxes come in as arguments
// (lastControlBoxes() and currentToastPlacement() read them from the page).

/** A vertical extent on screen, in CSS pixels from the top of the viewport. */
export type Span = { top: number; bottom: number };

export type ToastPlacement = { edge: "top" | "bottom"; offset: number };

/** Room a toast takes from its edge: the list's 16 px padding and a toast of up to six lines. */
export const TOAST_ZONE_PX = 200;

const overlaps = (a: Span, b: Span) => a.top < b.bottom && b.top < a.bottom;

export function toastPlacement({
  viewportHeight,
  headerBottom,
  banner,
  controls,
}: {
  viewportHeight: number;
  /** The sticky header's bottom edge (0 when there is none on screen). */
  headerBottom: number;
  /** The cookie banner, when it is on screen. */
  banner: Span | null;
  /** The control(s) just used, where they are now. */
  controls: Span[];
}): ToastPlacement {
  const top = Math.max(0, headerBottom);
  const topZone = { top, bottom: top + TOAST_ZONE_PX };
  if (!controls.some((c) => overlaps(c, topZone))) return { edge: "top", offset: top };
  const bottom = banner ? Math.max(0, viewportHeight - banner.top) : 0;
  const bottomZone = { top: viewportHeight - bottom - TOAST_ZONE_PX, bottom: viewportHeight - bottom };
  if (!controls.some((c) => overlaps(c, bottomZone))) return { edge: "bottom", offset: bottom };
  return { edge: "top", offset: top };
}

// The page side: which control was used last, and where things are.

let lastUsed: Element[] = [];

function remember(...elements: Array<Element | null | undefined>) {
  lastUsed = elements.filter((e): e is Element => !!e && e !== document.body && e !== document.documentElement);
}

/**
 * Follows the control the visitor uses (pointer, keyboard, a form's submission with its
 * button), for the next toast's placement. Installed once by the toaster host; returns its removal.
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
  document.addEventListener("pointerdown", onPointer, true);
  document.addEventListener("keydown", onKey, true);
  document.addEventListener("submit", onSubmit, true);
  return () => {
    document.removeEventListener("pointerdown", onPointer, true);
    document.removeEventListener("keydown", onKey, true);
    document.removeEventListener("submit", onSubmit, true);
  };
}

const span = (el: Element): Span => {
  const r = el.getBoundingClientRect();
  return { top: r.top, bottom: r.bottom };
};

/** The placement for a toast raised now (top under the header where nothing says otherwise). */
export function currentToastPlacement(): ToastPlacement {
  if (typeof document === "undefined") return { edge: "top", offset: 0 };
  const header = document.querySelector("header");
  const banner = document.querySelector("[data-cookie-banner]");
  const focused = document.activeElement;
  const controls = [...lastUsed, ...(focused && focused !== document.body ? [focused] : [])]
    .filter((el) => el.isConnected)
    .map(span)
    .filter((s) => s.bottom > s.top);
  return toastPlacement({
    viewportHeight: window.innerHeight,
    headerBottom: header ? Math.max(0, header.getBoundingClientRect().bottom) : 0,
    banner: banner ? span(banner) : null,
    controls,
  });
}

/** The notification list's position for a placement (inline style: it changes per toast). */
export function placementStyle(placement: ToastPlacement): { top?: string; bottom?: string } {
  return placement.edge === "top" ? { top: `${placement.offset}px` } : { bottom: `${placement.offset}px` };
}

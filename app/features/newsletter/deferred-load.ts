// The home page's newsletter box loads its code only when someone comes near it (ADR 009):
// scrolling it close to the screen, or touching, focusing or submitting it. Its prerendered
// HTML is on the page from the start. No React here.

type BoxModule = typeof import("./newsletter-box.tsx");

let release: () => void = () => {};
const needed = new Promise<void>((resolve) => {
  release = resolve;
});

/** The box's module; its download starts once `requestNewsletterBox()` has been called. */
export const newsletterBoxModule: Promise<BoxModule> = needed.then(() => import("./newsletter-box.tsx"));

/** Starts loading the box's code (again: no effect). */
export function requestNewsletterBox(): void {
  release();
}

// Prerendering (no document): the page is rendered with the box at once.
if (typeof document === "undefined") requestNewsletterBox();

/**
 * True for the first box shown on a page that was opened as prerendered HTML (its code can
 * wait); false once one was shown, and on a page reached by a client navigation.
 */
let prerenderedPage = typeof document !== "undefined" && document.documentElement.dataset.hydrated !== "true";

export function takePrerenderedPage(): boolean {
  const value = prerenderedPage;
  prerenderedPage = false;
  return value;
}

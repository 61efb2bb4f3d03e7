// Where a toast goes so that it hides neither the control the visitor just used (the button
// that raised it, the field they pressed Enter in) nor the cookie banner. On a phone the old
// bottom corner covered both: the banner is a bottom bar, and a form's submit button is often
// at the bottom of the screen. A toast goes under the sticky header unless the control just used
// is there; then at the bottom, above the cookie banner. Pure: the boxes come in as arguments,
// measured when the toast was raised (toast-surroundings.ts); the toaster, whose code loads with
// the first toast, places it.

/** A vertical extent on screen, in CSS pixels from the top of the viewport. */
export type Span = { top: number; bottom: number };

export type ToastPlacement = { edge: "top" | "bottom"; offset: number };

/** Room a toast takes from its edge: the list's 16 px padding and a toast of up to six lines. */
export const TOAST_ZONE_PX = 200;

const overlaps = (a: Span, b: Span) => a.top < b.bottom && b.top < a.bottom;

export type ToastSurroundings = {
  viewportHeight: number;
  /** The sticky header's bottom edge (0 when there is none on screen). */
  headerBottom: number;
  /** The cookie banner, when it is on screen. */
  banner: Span | null;
  /** The control(s) just used, where they are now. */
  controls: Span[];
};

export function toastPlacement({ viewportHeight, headerBottom, banner, controls }: ToastSurroundings): ToastPlacement {
  const top = Math.max(0, headerBottom);
  const topZone = { top, bottom: top + TOAST_ZONE_PX };
  if (!controls.some((c) => overlaps(c, topZone))) return { edge: "top", offset: top };
  const bottom = banner ? Math.max(0, viewportHeight - banner.top) : 0;
  const bottomZone = { top: viewportHeight - bottom - TOAST_ZONE_PX, bottom: viewportHeight - bottom };
  if (!controls.some((c) => overlaps(c, bottomZone))) return { edge: "bottom", offset: bottom };
  return { edge: "top", offset: top };
}

/** The notification list's position for a placement (inline style: it changes per toast). */
export function placementStyle(placement: ToastPlacement): { top?: string; bottom?: string } {
  return placement.edge === "top" ? { top: `${placement.offset}px` } : { bottom: `${placement.offset}px` };
}

import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/** Scrolls to the element a `#hash` names (decoded); false when there is none. */
function scrollToHash(hash: string): boolean {
  let id = hash.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    // A malformed escape: look the raw text up.
  }
  const target = id ? document.getElementById(id) : null;
  if (!target) return false;
  target.scrollIntoView();
  return true;
}

/**
 * Scroll on navigation (spec section 2: every route change starts at the top), without
 * breaking anchors:
 * - first load: nothing to do without a hash (the browser restores or starts at the top); with
 *   a hash, scroll to its section again after hydration (the prerendered page already did);
 * - a new path: to its `#section` when the link names one, else to the top;
 * - a new hash on the same path (an in-page link): to that section;
 * - a query update (calculators write their inputs there): no scroll;
 * - a page rewriting its own address (the FIPE page writing the vehicle's path, with
 *   `state: { keepScroll: true }`): no scroll.
 */
export function ScrollOnNavigation() {
  const { pathname, hash, state } = useLocation();
  const previousPath = useRef<string | null>(null);
  useEffect(() => {
    const firstLoad = previousPath.current === null;
    const pathChanged = !firstLoad && previousPath.current !== pathname;
    previousPath.current = pathname;
    if (hash && scrollToHash(hash)) return;
    const keepScroll = (state as { keepScroll?: boolean } | null)?.keepScroll === true;
    if (pathChanged && !keepScroll) window.scrollTo(0, 0);
  }, [pathname, hash, state]);
  return null;
}

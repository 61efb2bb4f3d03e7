// A tap before the page's JavaScript runs is not lost. The pages are prerendered and their
// JavaScript starts after the first paint (ADR 007), so on a slow phone a visitor can tap a
// button before React listens. Links and forms work without JavaScript; a `type="button"`
// (the header's "Calculadoras" and menu buttons, a calculator's toggles) does nothing until
// React hydrates. An inline <head> script remembers the last such tap until React starts
// hydrating (from then on React itself replays clicks on what it has not hydrated yet), and the
// page repeats it once hydrated.

/** Set on <html> right before hydration starts (app/entry.client.tsx). */
export const HYDRATING_ATTRIBUTE = "data-hydrating";
/** Where the inline script keeps the tap. */
export const EARLY_TAP_KEY = "__earlyTap";
/** A tap older than this when the page is ready is not repeated (the visitor moved on). */
export const EARLY_TAP_MAX_AGE_MS = 10_000;

type EarlyTap = { element: Element; at: number };
type TapWindow = { [EARLY_TAP_KEY]?: EarlyTap };

/**
 * Inline in <head>, before any content: remembers the last tap on a JavaScript-only button.
 * (The cookie banner's buttons are among them: its own head script already stored the choice,
 * and repeating it once hydrated stores the same choice again.)
 */
export const EARLY_TAP_SCRIPT = `(function(){var d=document,h=d.documentElement;
d.addEventListener("click",function(e){if(h.hasAttribute("${HYDRATING_ATTRIBUTE}"))return;
var b=e.target&&e.target.closest&&e.target.closest('button[type="button"]');
if(!b)return;
window.${EARLY_TAP_KEY}={element:b,at:Date.now()}},true)})()`.replace(/\n/g, "");

/** Once hydrated: repeats the remembered tap on the same (now live) button, at most once. */
export function replayEarlyTap(win: Window & TapWindow = window, now = Date.now()): boolean {
  const tap = win[EARLY_TAP_KEY];
  delete win[EARLY_TAP_KEY];
  if (!tap || !tap.element.isConnected || now - tap.at > EARLY_TAP_MAX_AGE_MS) return false;
  (tap.element as HTMLElement).click();
  return true;
}

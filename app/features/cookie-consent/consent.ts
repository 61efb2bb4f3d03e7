// The cookie_consent preference (docs/product.md, "What is stored").
export const CONSENT_COOKIE = "cookie_consent";
export const CONSENT_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export type ConsentValue = "accepted" | "declined";

export function readConsent(cookieHeader: string): ConsentValue | null {
  for (const part of cookieHeader.split(";")) {
    const [rawName, ...rest] = part.trim().split("=");
    if (rawName === CONSENT_COOKIE) {
      const value = rest.join("=");
      return value === "accepted" || value === "declined" ? value : null;
    }
  }
  return null;
}

export function consentCookie(value: ConsentValue, secure: boolean): string {
  return `${CONSENT_COOKIE}=${value}; Max-Age=${CONSENT_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure ? "; Secure" : ""}`;
}

export function clearedConsentCookie(): string {
  return `${CONSENT_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
}

/** Set on <html> (value "pending") while no choice is stored: the stylesheet shows the banner. */
export const CONSENT_PENDING_ATTRIBUTE = "data-cookie-consent";
/** On the banner's buttons: the value their click stores. */
export const CONSENT_CHOICE_ATTRIBUTE = "data-cookie-choice";

/**
 * An inline script for the page's <head>, run before the first paint. When no choice is stored
 * (same rule as readConsent: the first cookie_consent cookie decides) it marks <html>, so the
 * prerendered banner shows at once; and until React has hydrated (<html data-hydrated>) it
 * stores a click on the banner's buttons itself and hides the banner, so a choice made before
 * the page's JavaScript has run is not lost.
 */
export const CONSENT_PENDING_SCRIPT = `(function(){var d=document,h=d.documentElement,
m=d.cookie.match(/(?:^|;)\\s*${CONSENT_COOKIE}=([^;]*)/),v=m&&m[1].trim();
if(v==="accepted"||v==="declined")return;
h.setAttribute("${CONSENT_PENDING_ATTRIBUTE}","pending");
d.addEventListener("click",function(e){var b=e.target&&e.target.closest&&e.target.closest("[${CONSENT_CHOICE_ATTRIBUTE}]");
if(!b||h.hasAttribute("data-hydrated"))return;
var c=b.getAttribute("${CONSENT_CHOICE_ATTRIBUTE}");if(c!=="accepted"&&c!=="declined")return;
d.cookie="${CONSENT_COOKIE}="+c+"; Max-Age=${CONSENT_MAX_AGE_SECONDS}; Path=/; SameSite=Lax"+(location.protocol==="https:"?"; Secure":"");
h.removeAttribute("${CONSENT_PENDING_ATTRIBUTE}")})})()`.replace(/\n/g, "");

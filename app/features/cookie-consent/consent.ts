// The cookie_consent preference (spec section 3; decisions.md "Data and backend").
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

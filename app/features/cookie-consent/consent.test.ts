import { describe, expect, it } from "vitest";
import { CONSENT_MAX_AGE_SECONDS, clearedConsentCookie, consentCookie, readConsent } from "./consent.ts";

describe("cookie consent", () => {
  it("reads the stored choice among other cookies", () => {
    expect(readConsent("a=1; cookie_consent=accepted; b=2")).toBe("accepted");
    expect(readConsent("cookie_consent=declined")).toBe("declined");
  });

  it("treats a missing or unknown value as no choice", () => {
    expect(readConsent("")).toBeNull();
    expect(readConsent("other=accepted")).toBeNull();
    expect(readConsent("cookie_consent=maybe")).toBeNull();
  });

  it("stores the choice for one year, Secure only over https", () => {
    expect(CONSENT_MAX_AGE_SECONDS).toBe(31_536_000);
    expect(consentCookie("accepted", false)).toBe("cookie_consent=accepted; Max-Age=31536000; Path=/; SameSite=Lax");
    expect(consentCookie("declined", true)).toMatch(/; Secure$/);
  });

  it("clears the choice with a zero max-age", () => {
    expect(clearedConsentCookie()).toContain("Max-Age=0");
  });
});

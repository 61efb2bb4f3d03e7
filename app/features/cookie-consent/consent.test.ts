import { describe, expect, it } from "vitest";
import {
  CONSENT_MAX_AGE_SECONDS,
  CONSENT_PENDING_SCRIPT,
  clearedConsentCookie,
  consentCookie,
  readConsent,
} from "./consent.ts";

type FakeButton = {
  choice: string | null;
  closest: (selector: string) => FakeButton | null;
  getAttribute: () => string | null;
};

/** Runs the head script against a fake document whose cookies are `cookie`. */
function runHeadScript(cookie: string, protocol = "https:") {
  const attributes = new Map<string, string>();
  const listeners: ((event: { target: unknown }) => void)[] = [];
  const document = {
    cookie,
    documentElement: {
      setAttribute: (n: string, v: string) => attributes.set(n, v),
      removeAttribute: (n: string) => attributes.delete(n),
      hasAttribute: (n: string) => attributes.has(n),
    },
    addEventListener: (type: string, listener: (event: { target: unknown }) => void) => {
      if (type === "click") listeners.push(listener);
    },
  };
  new Function("document", "location", CONSENT_PENDING_SCRIPT)(document, { protocol });
  const button = (choice: string | null): FakeButton => {
    const b: FakeButton = { choice, closest: () => (choice === null ? null : b), getAttribute: () => choice };
    return b;
  };
  return {
    document,
    attributes,
    click: (choice: string | null) => listeners.forEach((l) => l({ target: button(choice) })),
  };
}

function pendingAfterScript(cookie: string): string | null {
  return runHeadScript(cookie).attributes.get("data-cookie-consent") ?? null;
}

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

  it("the head script marks the page pending exactly when readConsent finds no choice", () => {
    const cookies = [
      "",
      "cookie_consent=accepted",
      "cookie_consent=declined",
      "a=1; cookie_consent=accepted; b=2",
      "a=1;cookie_consent=declined",
      "cookie_consent=maybe",
      "cookie_consent=",
      "my_cookie_consent=accepted",
      "cookie_consent_x=accepted",
      "cookie_consent=acceptedx",
      "cookie_consent=maybe; cookie_consent=accepted",
      "other=cookie_consent=accepted",
    ];
    for (const cookie of cookies) {
      expect(pendingAfterScript(cookie), cookie).toBe(readConsent(cookie) === null ? "pending" : null);
    }
    expect(pendingAfterScript("")).toBe("pending");
    expect(pendingAfterScript("cookie_consent=declined")).toBeNull();
  });

  it("before hydration, the head script stores a click on a banner button and hides the banner", () => {
    const page = runHeadScript("a=1");
    page.click(null); // a click elsewhere
    expect(page.document.cookie).toBe("a=1");
    page.click("declined");
    expect(page.document.cookie).toBe(consentCookie("declined", true));
    expect(page.attributes.has("data-cookie-consent")).toBe(false);

    const http = runHeadScript("", "http:");
    http.click("accepted");
    expect(http.document.cookie).toBe(consentCookie("accepted", false));
  });

  it("once React has hydrated, the head script leaves clicks to the banner", () => {
    const page = runHeadScript("");
    page.attributes.set("data-hydrated", "true");
    page.click("accepted");
    expect(page.document.cookie).toBe("");
    expect(page.attributes.get("data-cookie-consent")).toBe("pending");
  });
});

// Loads the cookie banner only for visitors who have not chosen yet (spec section 4): most
// page views carry a stored choice, and they never download the banner.
import { useEffect, useState, type ComponentType } from "react";
import { readConsent } from "./consent.ts";

export type LoadBanner = () => Promise<ComponentType>;

const loadCookieBanner: LoadBanner = () => import("./cookie-banner.tsx").then((m) => m.CookieBanner);

export function CookieBannerHost({ load = loadCookieBanner }: { load?: LoadBanner }) {
  const [Banner, setBanner] = useState<ComponentType | null>(null);

  useEffect(() => {
    // Unknown until hydrated: the prerendered HTML cannot know the visitor's cookies.
    if (readConsent(document.cookie) !== null) return;
    let active = true;
    load().then(
      (component) => {
        if (active) setBanner(() => component);
      },
      () => {
        // Not loaded (offline): no banner on this page; nothing is stored without a choice.
      },
    );
    return () => {
      active = false;
    };
  }, [load]);

  return Banner ? <Banner /> : null;
}

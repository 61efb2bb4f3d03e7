import { useEffect, useState } from "react";
import { ipvaYearsOn, type IpvaYearOffer } from "../../domain/ipva/years.ts";

/**
 * The tax years offered: first from `today` (AAAA-MM-DD, the day the server rendered the page,
 * so the browser's first render matches the HTML), then from the browser's own day after
 * hydration, so a page rendered (or prerendered) before 1 December offers next year from then.
 */
export function useIpvaYearOffer(today?: string): IpvaYearOffer {
  const [offer, setOffer] = useState<IpvaYearOffer>(() =>
    ipvaYearsOn(today ? new Date(`${today}T12:00:00Z`) : new Date()),
  );
  useEffect(() => {
    const now = ipvaYearsOn(new Date());
    setOffer((before) => (now.selected === before.selected && now.years.join() === before.years.join() ? before : now));
  }, []);
  return offer;
}

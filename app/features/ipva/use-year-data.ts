import { useEffect, useMemo, useState } from "react";
import type { IpvaYearData } from "../../domain/ipva/data-schema.ts";
import type { IpvaYearOffer } from "../../domain/ipva/years.ts";

export type IpvaYears = {
  /** The offer, limited to the years whose data is at hand. */
  offer: IpvaYearOffer;
  /** The data of an offered year. */
  dataFor: (year: number) => IpvaYearData;
};

/**
 * The data of the offered tax years. The page's loader sends the years offered on the day the
 * server rendered it, so the scripts carry no rates; a year the browser's own day offers besides
 * (a page rendered on 30 November, read on 1 December) is fetched as a module, and offered once
 * it has arrived.
 */
export function useIpvaYearData(given: readonly IpvaYearData[], wanted: IpvaYearOffer): IpvaYears {
  const [fetched, setFetched] = useState<readonly IpvaYearData[]>([]);
  const all = useMemo(() => [...given, ...fetched], [given, fetched]);
  const missing = wanted.years.filter((y) => !all.some((d) => d.year === y)).join();

  useEffect(() => {
    if (!missing) return;
    let live = true;
    void import("../../domain/ipva/rates.ts").then(({ ipvaDataFor }) => {
      const arrived = missing
        .split(",")
        .map((y) => ipvaDataFor(Number(y)))
        .filter((d): d is IpvaYearData => d !== null);
      if (live && arrived.length > 0) setFetched((before) => [...before, ...arrived]);
    });
    return () => {
      live = false;
    };
  }, [missing]);

  const yearsKey = wanted.years.filter((y) => all.some((d) => d.year === y)).join();
  const selected = all.some((d) => d.year === wanted.selected) ? wanted.selected : Number(yearsKey.split(",")[0]);
  const offer = useMemo<IpvaYearOffer>(
    () => ({ years: yearsKey ? yearsKey.split(",").map(Number) : [], selected }),
    [yearsKey, selected],
  );
  return useMemo(
    () => ({
      offer,
      dataFor: (year: number) => (all.find((d) => d.year === year) ?? all[0]) as IpvaYearData,
    }),
    [offer, all],
  );
}

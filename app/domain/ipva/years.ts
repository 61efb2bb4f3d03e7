// Which IPVA tax years a visitor is offered on a given day, without the years' data: the page's
// scripts need this much, the data itself comes with the page (routes/ipva.tsx's loader).
//
// From 1 December of year Y − 1, in Brasília (America/Sao_Paulo, app/lib/brasilia-date.ts), the
// calculator offers both years with Y selected (most states bill IPVA from January and some
// discounts close in December); before that, only the current year. The day comes from the
// request (server) or the browser, never from the build.
import { brasiliaDay } from "../../lib/brasilia-date.ts";

/**
 * The tax years with a data file the calculator uses (./data/<year>.json, imported by
 * ./rates.ts; a unit test fails when the two disagree).
 */
export const IPVA_DATA_YEARS: readonly number[] = [2026, 2027];

export type IpvaYearOffer = {
  /** The years to offer, the selected one first. */
  years: number[];
  selected: number;
};

/** The month (0-based, in Brasília) from which the coming year is offered and selected: December. */
export const NEXT_YEAR_FROM_MONTH = 11;

/**
 * The years offered at an instant: from 1 December in Brasília, next year's (when its file
 * exists) and this one.
 */
export function ipvaYearsOn(today: Date, years: readonly number[] = IPVA_DATA_YEARS): IpvaYearOffer {
  const { year: current, month } = brasiliaDay(today);
  const has = (y: number) => years.includes(y);
  // The current year's file, or the newest before it (check:facts fails when it is missing).
  const base = has(current) ? current : Math.max(...years.filter((y) => y <= current), Math.min(...years));
  if (month - 1 >= NEXT_YEAR_FROM_MONTH && has(current + 1)) {
    return { years: [current + 1, base], selected: current + 1 };
  }
  return { years: [base], selected: base };
}

// The calendar day in Brasília (America/Sao_Paulo), where the site's dates live: a deadline,
// "today" and the tax year offered change at midnight in Brasília, not at midnight UTC
// (21:00 in Brasília). Pure: the instant is passed in; Intl does the time-zone arithmetic, so
// a return of daylight saving time would be followed without a change here.

export const BRASILIA_TIME_ZONE = "America/Sao_Paulo";

const parts = new Intl.DateTimeFormat("en-CA", {
  timeZone: BRASILIA_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

export type CalendarDay = {
  year: number;
  /** 1 to 12. */
  month: number;
  day: number;
  /** AAAA-MM-DD. */
  iso: string;
};

/** The day in Brasília at the instant `at`. */
export function brasiliaDay(at: Date): CalendarDay {
  const get = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.formatToParts(at).find((p) => p.type === type)?.value);
  const year = get("year");
  const month = get("month");
  const day = get("day");
  const iso = `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
  return { year, month, day, iso };
}

/** Today's date in Brasília, as AAAA-MM-DD. */
export function brasiliaToday(now: Date = new Date()): string {
  return brasiliaDay(now).iso;
}

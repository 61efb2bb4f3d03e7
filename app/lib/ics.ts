// An iCalendar file (RFC 5545) of all-day events, as a calendar app imports or subscribes to it:
// CRLF line ends, lines folded at 75 octets (a continuation starts with one space, and a UTF-8
// character is never split), TEXT values escaped (backslash, semicolon, comma, new line). Pure:
// the events and the stamp come in, the file's text goes out.

/** One all-day event. */
export type IcsEvent = {
  /** Stable across versions of the file: a calendar app updates the event it already holds. */
  uid: string;
  /** The day, AAAA-MM-DD. */
  date: string;
  summary: string;
  description?: string;
  url?: string;
};

export type IcsCalendar = {
  /** "-//Carro em Conta//Lembretes de IPVA//PT-BR" */
  prodId: string;
  /** The calendar's name in the app (X-WR-CALNAME). */
  name: string;
  /** When this version of the events was made (DTSTAMP, in UTC). */
  stamp: Date;
  events: readonly IcsEvent[];
};

const MAX_OCTETS = 75;

/** A TEXT value escaped (RFC 5545, 3.3.11): `\` `;` `,` and new lines. */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/**
 * A content line folded (RFC 5545, 3.1): at most 75 octets a line, the continuation lines
 * starting with a space (which counts in their 75), never inside a UTF-8 character.
 */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > MAX_OCTETS) {
      parts.push(current);
      current = " ";
      octets = 1;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n");
}

/** "2026-01-12" → "20260112" */
const basicDate = (iso: string) => iso.replaceAll("-", "");

/** The day after an AAAA-MM-DD (an all-day event's DTEND is exclusive). */
export function nextDay(iso: string): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** An instant as a UTC DATE-TIME: "20261127T120000Z". */
export function utcStamp(at: Date): string {
  return at
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/** The calendar's text: CRLF after every line, the last one included. */
export function icsCalendar({ prodId, name, stamp, events }: IcsCalendar): string {
  const lines = [
    "BEGIN:VCALENDAR",
    `PRODID:${prodId}`,
    "VERSION:2.0",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeText(name)}`,
  ];
  for (const event of events) {
    lines.push(
      "BEGIN:VEVENT",
      `UID:${event.uid}`,
      `DTSTAMP:${utcStamp(stamp)}`,
      `DTSTART;VALUE=DATE:${basicDate(event.date)}`,
      `DTEND;VALUE=DATE:${basicDate(nextDay(event.date))}`,
      `SUMMARY:${escapeText(event.summary)}`,
      ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
      ...(event.url ? [`URL:${event.url}`] : []),
      "TRANSP:TRANSPARENT",
      "END:VEVENT",
    );
  }
  lines.push("END:VCALENDAR");
  return lines.map(foldLine).join("\r\n") + "\r\n";
}

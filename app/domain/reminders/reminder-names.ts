// The reminder card's names the pages read in the browser, apart from the texts and checks
// (reminder-post.ts): the fields, the vehicle types and the page the card posts to.

/** Where the card posts before (or without) JavaScript: its own page, whose action stores it. */
export const REMINDERS_PATH = "/lembretes-ipva";
/** The hydrated card's endpoint (JSON). */
export const REMINDERS_API_PATH = "/api/lembretes";
export const REMINDER_CONSENT_FIELD = "consent";
/** The query the page is answered with after a stored request (no personal data in it). */
export const REMINDER_DONE_QUERY = "inscricao";
/** The card's id (the redirect's fragment). */
export const REMINDER_SECTION_ID = "lembretes";

/**
 * The vehicle types whose dates can differ (the licensing calendars name these: SP has one for
 * cars and motorcycles and another for trucks); the IPVA dates are the same for every type.
 */
export const REMINDER_VEHICLE_TYPES = ["car", "motorcycle", "truck"] as const;
export type ReminderVehicleType = (typeof REMINDER_VEHICLE_TYPES)[number];

export function isReminderVehicleType(value: string): value is ReminderVehicleType {
  return (REMINDER_VEHICLE_TYPES as readonly string[]).includes(value);
}

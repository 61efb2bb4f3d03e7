// The reminder card's one check and request, the same in the browser (before sending) and in
// the page's action (a card posted before, or without, JavaScript). Pure but for the injected
// call.
import { emailProblem } from "../../lib/email.ts";
import { collectErrors, hasFieldErrors, type FieldErrors } from "../../lib/form-check.ts";
import type { MailDelivery } from "../../lib/mail-delivery.ts";
import { isStateCode } from "../../lib/states.ts";
import { isReminderVehicleType } from "./reminder-names.ts";
import { REMINDER_STRINGS as S } from "./strings.ts";

export type ReminderValues = {
  email: string;
  state: string;
  finalDigit: string;
  vehicleType: string;
  website: string;
  consent: boolean;
};

/** The form's text fields, as posted. */
export const REMINDER_TEXT_FIELDS = ["email", "state", "finalDigit", "vehicleType", "website"] as const;

/** The checked fields, in the form's order (the first invalid one gets the focus). */
export const REMINDER_CHECKED_FIELDS = ["state", "finalDigit", "vehicleType", "email", "consent"] as const;
export type ReminderField = (typeof REMINDER_CHECKED_FIELDS)[number];

export type SubscribeOutcome =
  | { status: "pending" }
  | { status: "invalid"; message: string }
  | { status: "rate-limited" }
  | { status: "unavailable" };

export type ReminderPostError = { values: ReminderValues; errors: FieldErrors<ReminderField>; message?: string };
export type ReminderPostResult = { status: "pending" } | ({ status: "error" } & ReminderPostError);

/** What a stored request says: confirm by the e-mail sent, or (the site's mail off) that the
 * confirmation goes once mail is configured. */
export function reminderSuccess(mail: MailDelivery): { title: string; description: string } {
  return mail === "off"
    ? { title: S.mailOffTitle, description: S.mailOffDescription }
    : { title: S.successTitle, description: S.successDescription };
}

/** The request's body (the JSON the hydrated card sends, and the page's action sends for it). */
export function reminderBody(values: ReminderValues) {
  return {
    email: values.email.trim(),
    state: values.state,
    finalDigit: values.finalDigit,
    vehicleType: values.vehicleType,
    consent: values.consent,
    ...(values.website ? { website: values.website } : {}),
  };
}

export type ReminderBody = ReturnType<typeof reminderBody>;

/** The card's one check: a message per field that is wrong (`{}` when it may be sent). */
export function checkReminder(values: Omit<ReminderValues, "website">): FieldErrors<ReminderField> {
  return collectErrors<ReminderField>({
    state: isStateCode(values.state) ? undefined : S.stateRequired,
    finalDigit: /^[0-9]$/.test(values.finalDigit) ? undefined : S.finalDigitRequired,
    vehicleType: isReminderVehicleType(values.vehicleType) ? undefined : S.vehicleTypeRequired,
    email: emailProblem(values.email),
    consent: values.consent ? undefined : S.consentRequired,
  });
}

export async function submitReminder(
  values: ReminderValues,
  subscribe: ((body: ReminderBody) => Promise<SubscribeOutcome>) | null,
): Promise<ReminderPostResult> {
  const errors = checkReminder(values);
  if (hasFieldErrors(errors)) return { status: "error", values, errors };
  if (!subscribe) return { status: "error", values, errors: {}, message: S.unavailable };
  const outcome = await subscribe(reminderBody(values));
  if (outcome.status === "pending") return { status: "pending" };
  const message =
    outcome.status === "invalid" ? outcome.message : outcome.status === "rate-limited" ? S.rateLimited : S.unavailable;
  return { status: "error", values, errors: {}, message };
}

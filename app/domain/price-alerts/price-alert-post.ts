// The price alert form as posted to the vehicle page before (or without) JavaScript: the same
// checks the hydrated form makes, then the request through the site's services. Pure but for
// the injected call.
import { emailProblem } from "../../lib/email.ts";
import { collectErrors, hasFieldErrors, type FieldErrors } from "../../lib/form-check.ts";
import type { MailDelivery } from "../../lib/mail-delivery.ts";
import { PRICE_ALERT_STRINGS as S } from "./strings.ts";

export {
  CONSENT_FIELD,
  PRICE_ALERT_DONE_QUERY,
  PRICE_ALERT_INTENT,
  PRICE_ALERT_SECTION_ID,
} from "./price-alert-names.ts";

/** A vehicle's FIPE codes (the same shape as the FIPE feature's). */
export type AlertVehicleCodes = { type: string; brand: string; model: string; year: string };

export type FollowOutcome =
  | { status: "pending" }
  | { status: "invalid"; message: string }
  | { status: "rate-limited" }
  | { status: "unavailable" };

export type PriceAlertValues = { email: string; website: string; consent: boolean };

/** The checked fields, in the form's order (the first invalid one gets the focus). */
export const PRICE_ALERT_CHECKED_FIELDS = ["email", "consent"] as const;
export type PriceAlertField = (typeof PRICE_ALERT_CHECKED_FIELDS)[number];

/** The form again after a refused post: what was typed, the messages beside their fields, and
 * the server's answer about the whole request (`message`). */
export type PriceAlertPostError = {
  values: PriceAlertValues;
  errors: FieldErrors<PriceAlertField>;
  message?: string;
};

export type PriceAlertPostResult = { status: "pending" } | ({ status: "error" } & PriceAlertPostError);

/** What a stored request says: confirm by the e-mail sent, or (the site's mail off) that the
 * confirmation goes once mail is configured. */
export function priceAlertSuccess(mail: MailDelivery): { title: string; description: string } {
  return mail === "off"
    ? { title: S.mailOffTitle, description: S.mailOffDescription }
    : { title: S.successTitle, description: S.successDescription };
}

/** The request's body (the JSON the hydrated form sends, and the services send for the page). */
export function followBody(values: PriceAlertValues, codes: AlertVehicleCodes) {
  return {
    email: values.email.trim(),
    consent: values.consent,
    tipo: codes.type,
    marca: codes.brand,
    modelo: codes.model,
    ano: codes.year,
    ...(values.website ? { website: values.website } : {}),
  };
}

/** The form's one check, before anything is sent, in the page and in the vehicle page's
 * action alike: a message per field that is wrong (`{}` when it may be sent). */
export function checkPriceAlert(values: Pick<PriceAlertValues, "email" | "consent">): FieldErrors<PriceAlertField> {
  return collectErrors<PriceAlertField>({
    email: emailProblem(values.email),
    consent: values.consent ? undefined : S.consentRequired,
  });
}

export async function submitPriceAlert(
  values: PriceAlertValues,
  codes: AlertVehicleCodes,
  follow: ((body: ReturnType<typeof followBody>) => Promise<FollowOutcome>) | null,
): Promise<PriceAlertPostResult> {
  const errors = checkPriceAlert(values);
  if (hasFieldErrors(errors)) return { status: "error", values, errors };
  if (!follow) return { status: "error", values, errors: {}, message: S.unavailable };
  const outcome = await follow(followBody(values, codes));
  if (outcome.status === "pending") return { status: "pending" };
  const message =
    outcome.status === "invalid" ? outcome.message : outcome.status === "rate-limited" ? S.rateLimited : S.unavailable;
  return { status: "error", values, errors: {}, message };
}

// The price alert form as posted to the vehicle page before (or without) JavaScript: the same
// checks the hydrated form makes, then the request through the site's services. Pure but for
// the injected call.
import { INVALID_EMAIL_MESSAGE, isValidEmail } from "../../lib/email.ts";
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

export type PriceAlertPostError = { values: PriceAlertValues; emailError: boolean; message: string };

export type PriceAlertPostResult = { status: "pending" } | ({ status: "error" } & PriceAlertPostError);

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

/** What the form checks before anything is sent; null when it may be sent. */
export function checkPriceAlert(values: PriceAlertValues): { emailError: boolean; message: string } | null {
  if (!isValidEmail(values.email.trim())) return { emailError: true, message: INVALID_EMAIL_MESSAGE };
  if (!values.consent) return { emailError: false, message: S.consentRequired };
  return null;
}

export async function submitPriceAlert(
  values: PriceAlertValues,
  codes: AlertVehicleCodes,
  follow: ((body: ReturnType<typeof followBody>) => Promise<FollowOutcome>) | null,
): Promise<PriceAlertPostResult> {
  const problem = checkPriceAlert(values);
  if (problem) return { status: "error", values, ...problem };
  if (!follow) return { status: "error", values, emailError: false, message: S.unavailable };
  const outcome = await follow(followBody(values, codes));
  if (outcome.status === "pending") return { status: "pending" };
  const message =
    outcome.status === "invalid" ? outcome.message : outcome.status === "rate-limited" ? S.rateLimited : S.unavailable;
  return { status: "error", values, emailError: false, message };
}

// A newsletter box as posted to the server before (or without) JavaScript: the same checks the
// box makes before sending, then the row stored through the site's insert. Pure but for the
// injected insert.
import type { FormInsertOutcome } from "../../load-context.ts";
import { isValidEmail } from "../../lib/email.ts";
import { NEWSLETTER_STRINGS as S } from "./strings.ts";

export const NEWSLETTER_FIELDS = ["name", "email", "website"] as const;
export const TERMS_FIELD = "has_accepted_terms";
export type NewsletterValues = Record<(typeof NEWSLETTER_FIELDS)[number], string> & { accepted: boolean };

export type NewsletterPostError = {
  values: NewsletterValues;
  emailError: boolean;
  /** The consent box was left unticked: the message goes beside it. */
  consentError: boolean;
  title: string;
  description: string;
};

export type NewsletterPostResult = { status: "subscribed" } | ({ status: "error" } & NewsletterPostError);

export async function submitNewsletter(
  values: NewsletterValues,
  insert: ((row: Record<string, unknown>) => Promise<FormInsertOutcome>) | null,
): Promise<NewsletterPostResult> {
  const error = (
    title: string,
    description: string,
    { emailError = false, consentError = false } = {},
  ): NewsletterPostResult => ({
    status: "error",
    values,
    emailError,
    consentError,
    title,
    description,
  });
  if (!values.name.trim() || !values.email.trim()) return error(S.requiredTitle, S.requiredDescription);
  if (!isValidEmail(values.email)) return error(S.errorTitle, S.errorDescription, { emailError: true });
  // Consent is required (shared/spec/decisions.md): nothing is stored without the tick.
  if (!values.accepted) return error(S.consentTitle, S.consentRequired, { consentError: true });
  if (!insert) return error(S.errorTitle, S.errorDescription);
  const outcome = await insert({
    name: values.name.trim(),
    email: values.email.trim(),
    has_accepted_terms: values.accepted,
    ...(values.website ? { website: values.website } : {}),
  });
  if (outcome.status === "stored") return { status: "subscribed" };
  if (outcome.status === "rate-limited") {
    return error(S.errorTitle, "Muitas inscrições em pouco tempo. Aguarde um minuto e tente de novo.");
  }
  return error(S.errorTitle, S.errorDescription);
}

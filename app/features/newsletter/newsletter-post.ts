// A newsletter box as posted to the server before (or without) JavaScript: the same check the
// box makes before sending (newsletter-check.ts), then the row stored through the site's insert.
// Pure but for the injected insert.
import type { FormInsertOutcome } from "../../load-context.ts";
import type { MailDelivery } from "../../lib/mail-delivery.ts";
import { hasFieldErrors, type FieldErrors } from "../../lib/form-check.ts";
import { checkNewsletter, newsletterMissesRequired, type NewsletterField } from "./newsletter-check.ts";
import { NEWSLETTER_STRINGS as S } from "../../domain/newsletter/strings.ts";

export const NEWSLETTER_FIELDS = ["name", "email", "website"] as const;
export const TERMS_FIELD = "has_accepted_terms";
export type NewsletterValues = Record<(typeof NEWSLETTER_FIELDS)[number], string> & { accepted: boolean };

/** The box again after a post that was not stored: what was typed, the messages beside their
 * fields and, for the whole box, a title and a description. */
export type NewsletterPostError = {
  values: NewsletterValues;
  errors: FieldErrors<NewsletterField>;
  title?: string;
  description?: string;
};

export type NewsletterPostResult = { status: "subscribed" } | ({ status: "error" } & NewsletterPostError);

/** What a stored subscription says: confirm by the e-mail sent, or (mail off) that the
 * confirmation goes once the site's mail is configured. */
export function newsletterSuccess(mail: MailDelivery): { title: string; description: string; detail: string } {
  return mail === "off"
    ? { title: S.mailOffTitle, description: S.mailOffDescription, detail: S.mailOffDetail }
    : { title: S.successTitle, description: S.successDescription, detail: S.successDetail };
}

/** The row the insert stores (the box sends the same one). */
export function newsletterRow(values: NewsletterValues) {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    has_accepted_terms: values.accepted,
    ...(values.website ? { website: values.website } : {}),
  };
}

export async function submitNewsletter(
  values: NewsletterValues,
  insert: ((row: Record<string, unknown>) => Promise<FormInsertOutcome>) | null,
): Promise<NewsletterPostResult> {
  const errors = checkNewsletter(values);
  if (hasFieldErrors(errors)) {
    // The spec's 'Campos obrigatórios' stands above the box, as the page's toast does.
    const required = newsletterMissesRequired(values);
    return {
      status: "error",
      values,
      errors,
      ...(required ? { title: S.requiredTitle, description: S.requiredDescription } : {}),
    };
  }
  const error = (description: string): NewsletterPostResult => ({
    status: "error",
    values,
    errors: {},
    title: S.errorTitle,
    description,
  });
  if (!insert) return error(S.errorDescription);
  const outcome = await insert(newsletterRow(values));
  if (outcome.status === "stored") return { status: "subscribed" };
  if (outcome.status === "rate-limited")
    return error("Muitas inscrições em pouco tempo. Aguarde um minuto e tente de novo.");
  return error(S.errorDescription);
}

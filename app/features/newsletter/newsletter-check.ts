// The newsletter box's one check, run by the box before sending and by /newsletter's action for
// a box posted before (or without) the page's scripts: the same messages beside the same
// fields. Pure, without zod (schema.ts is the insert API's gate, with the same limits).
import { emailProblem } from "../../lib/email.ts";
import { collectErrors, type FieldErrors } from "../../lib/form-check.ts";
import { NEWSLETTER_LIMITS } from "../../domain/newsletter/schema-limits.ts";
import { NEWSLETTER_STRINGS as S } from "../../domain/newsletter/strings.ts";

/** The checked fields, in the box's order (the first invalid one gets the focus). */
export const NEWSLETTER_CHECKED_FIELDS = ["name", "email", "consent"] as const;
export type NewsletterField = (typeof NEWSLETTER_CHECKED_FIELDS)[number];

export type NewsletterCheckValues = { name: string; email: string; accepted: boolean };

export function checkNewsletter(values: NewsletterCheckValues): FieldErrors<NewsletterField> {
  const name = values.name.trim();
  return collectErrors<NewsletterField>({
    name: !name ? S.nameRequired : name.length > NEWSLETTER_LIMITS.name ? S.nameTooLong : undefined,
    email: values.email.trim().length > NEWSLETTER_LIMITS.email ? S.emailTooLong : emailProblem(values.email),
    // Consent is required (docs/product.md): nothing is stored without the tick.
    consent: values.accepted ? undefined : S.consentRequired,
  });
}

/** Name or e-mail left empty: the spec's 'Campos obrigatórios' then adds to the messages. */
export function newsletterMissesRequired(values: NewsletterCheckValues): boolean {
  return !values.name.trim() || !values.email.trim();
}

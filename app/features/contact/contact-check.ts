// The contact form's one check, run by the page before sending and by the route's action for a
// form posted before (or without) the page's scripts: the same messages, beside the same
// fields. Pure, and without zod (the page's JavaScript stays small; schema.ts is the server's
// gate for the insert API, built from the same limits).
import { emailProblem } from "../../lib/email.ts";
import { collectErrors, type FieldErrors } from "../../lib/form-check.ts";
import { CONTACT_LIMITS } from "../../domain/contact/rules.ts";
import { CONTACT_FIELD_MESSAGES as M } from "./strings.ts";

/** The checked fields, in the form's order (the first invalid one gets the focus). */
export const CONTACT_CHECKED_FIELDS = ["name", "email", "message"] as const;
export type ContactField = (typeof CONTACT_CHECKED_FIELDS)[number];

export type ContactCheckValues = Record<ContactField, string>;

export function checkContact(values: ContactCheckValues): FieldErrors<ContactField> {
  const name = values.name.trim();
  const message = values.message.trim();
  return collectErrors<ContactField>({
    name: !name ? M.nameRequired : name.length > CONTACT_LIMITS.name ? M.nameTooLong : undefined,
    email: values.email.trim().length > CONTACT_LIMITS.email ? M.emailTooLong : emailProblem(values.email),
    message: !message ? M.messageRequired : message.length > CONTACT_LIMITS.message ? M.messageTooLong : undefined,
  });
}

/** Whether a required field was left empty (the spec's 'Campos obrigatórios' then adds to the messages). */
export function contactMissesRequired(values: ContactCheckValues): boolean {
  return CONTACT_CHECKED_FIELDS.some((name) => !values[name].trim());
}

// The contact form as posted to the server before (or without) JavaScript: the same check the
// page makes before sending (contact-check.ts), then the row stored through the site's insert
// (the services the server gives the route's action). Pure but for the injected insert.
import type { FormInsertOutcome } from "../../load-context.ts";
import { hasFieldErrors, type FieldErrors } from "../../lib/form-check.ts";
import { checkContact, contactMissesRequired, type ContactField } from "./contact-check.ts";
import { CONTACT_TOPICS, type ContactTopic } from "../../domain/contact/rules.ts";
import { CONTACT_STRINGS as S } from "./strings.ts";

export const CONTACT_FIELDS = ["name", "email", "topic", "message", "website"] as const;
export type ContactValues = Record<(typeof CONTACT_FIELDS)[number], string>;

/** What the page shows after a post that was not stored: the form again, with what was typed,
 * the messages beside their fields and, for the whole form, a title and a description. */
export type ContactPostError = {
  values: ContactValues;
  errors: FieldErrors<ContactField>;
  title?: string;
  description?: string;
};

export type ContactPostResult = { status: "sent" } | ({ status: "error" } & ContactPostError);

export function topicOf(value: string): ContactTopic {
  return (CONTACT_TOPICS as readonly string[]).includes(value) ? (value as ContactTopic) : "Suporte";
}

/** The row the insert stores (the page sends the same one). */
export function contactRow(values: ContactValues) {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    topic: topicOf(values.topic),
    message: values.message.trim(),
    ...(values.website ? { website: values.website } : {}),
  };
}

export async function submitContact(
  values: ContactValues,
  insert: ((row: Record<string, unknown>) => Promise<FormInsertOutcome>) | null,
): Promise<ContactPostResult> {
  const errors = checkContact(values);
  if (hasFieldErrors(errors)) {
    // The spec's 'Campos obrigatórios' stands above the form, as the page's toast does.
    const required = contactMissesRequired(values);
    return {
      status: "error",
      values,
      errors,
      ...(required ? { title: S.requiredTitle, description: S.requiredDescription } : {}),
    };
  }
  const error = (description: string): ContactPostResult => ({
    status: "error",
    values,
    errors: {},
    title: S.errorTitle,
    description,
  });
  if (!insert) return error(S.errorDescription);
  const outcome = await insert(contactRow(values));
  if (outcome.status === "stored") return { status: "sent" };
  if (outcome.status === "rate-limited") {
    return error("Muitas mensagens em pouco tempo. Aguarde um minuto e envie de novo.");
  }
  return error(S.errorDescription);
}

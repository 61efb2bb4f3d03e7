// The contact form as posted to the server before (or without) JavaScript: the same checks the
// page makes before sending, then the row stored through the site's insert (the services the
// server gives the route's action). Pure but for the injected insert.
import type { FormInsertOutcome } from "../../load-context.ts";
import { isValidEmail } from "../../lib/email.ts";
import { CONTACT_TOPICS, type ContactTopic } from "./rules.ts";
import { CONTACT_STRINGS as S } from "./strings.ts";

export const CONTACT_FIELDS = ["name", "email", "topic", "message", "website"] as const;
export type ContactValues = Record<(typeof CONTACT_FIELDS)[number], string>;

/** What the page shows after a post that was not stored: the form again, with the message. */
export type ContactPostError = {
  values: ContactValues;
  /** The e-mail was refused for its shape: the message goes beside that field. */
  emailError: boolean;
  title: string;
  description: string;
};

export type ContactPostResult = { status: "sent" } | ({ status: "error" } & ContactPostError);

export function topicOf(value: string): ContactTopic {
  return (CONTACT_TOPICS as readonly string[]).includes(value) ? (value as ContactTopic) : "Suporte";
}

export async function submitContact(
  values: ContactValues,
  insert: ((row: Record<string, unknown>) => Promise<FormInsertOutcome>) | null,
): Promise<ContactPostResult> {
  const error = (title: string, description: string, emailError = false): ContactPostResult => ({
    status: "error",
    values,
    emailError,
    title,
    description,
  });
  if (!values.name.trim() || !values.email.trim() || !values.message.trim()) {
    return error(S.requiredTitle, S.requiredDescription);
  }
  if (!isValidEmail(values.email)) return error(S.errorTitle, S.errorDescription, true);
  if (!insert) return error(S.errorTitle, S.errorDescription);
  const outcome = await insert({
    name: values.name.trim(),
    email: values.email.trim(),
    topic: topicOf(values.topic),
    message: values.message.trim(),
    ...(values.website ? { website: values.website } : {}),
  });
  if (outcome.status === "stored") return { status: "sent" };
  if (outcome.status === "invalid") return error(S.errorTitle, S.errorDescription);
  if (outcome.status === "rate-limited") {
    return error(S.errorTitle, "Muitas mensagens em pouco tempo. Aguarde um minuto e envie de novo.");
  }
  return error(S.errorTitle, S.errorDescription);
}

/** A pragmatic e-mail check shared by forms and server schemas (the database has the same rule). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The forms' e-mail check before sending: the same rule as the server schemas and the
 * database, so an address the form lets through is never refused for its shape.
 */
export function isValidEmail(text: string): boolean {
  return EMAIL_PATTERN.test(text.trim());
}

/** Inline message next to an e-mail field the check refused (ours; the spec is silent). */
export const INVALID_EMAIL_MESSAGE = "Informe um e-mail válido, como nome@exemplo.com.";

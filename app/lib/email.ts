/**
 * The e-mail rule shared by the forms and the server schemas (one rule, client and server).
 * Strict on purpose, as the address ends up in headers (Reply-To) and in mailto: links: a
 * local part of letters, digits and . _ ' + - (no leading, trailing or double dot), then a
 * domain of letter/digit/hyphen labels and a letter TLD. No spaces, commas, angle brackets,
 * quotes, or the ? & = % of a URL: "a@b.com?cc=x%40evil.example" and "a,b<c>@evil.example"
 * are refused. (The database keeps its looser check: the schemas are the gate.)
 */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9_'+-]+(?:\.[A-Za-z0-9_'+-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

/**
 * The forms' e-mail check before sending: the same rule as the server schemas, so an address
 * the form lets through is never refused for its shape.
 */
export function isValidEmail(text: string): boolean {
  return EMAIL_PATTERN.test(text.trim());
}

/** A mailto: link with the address and every header value percent-encoded (RFC 6068). */
export function mailtoHref(address: string, headers: Record<string, string> = {}): string {
  const to = encodeURIComponent(address).replace(/%40/g, "@");
  const query = Object.entries(headers)
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
    .join("&");
  return `mailto:${to}${query ? `?${query}` : ""}`;
}

/** Inline message next to an e-mail field the check refused (ours; the spec is silent). */
export const INVALID_EMAIL_MESSAGE = "E-mail inválido: confira se tem @ e domínio, como nome@exemplo.com.";
/** Inline message next to an e-mail field left empty. */
export const EMAIL_REQUIRED_MESSAGE = "Informe seu e-mail.";

/** What is wrong with an e-mail field's text (the message beside it), or undefined when it is fine. */
export function emailProblem(text: string): string | undefined {
  if (!text.trim()) return EMAIL_REQUIRED_MESSAGE;
  return isValidEmail(text) ? undefined : INVALID_EMAIL_MESSAGE;
}

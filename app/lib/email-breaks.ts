// Where a long e-mail address may wrap on a narrow screen: after the "@" and before each dot
// of the domain (and before dots, hyphens and underscores of the name), never inside a word,
// so "maria.fernanda.souza@empresa-exemplo.com.br" reads "maria.fernanda.souza@" /
// "empresa-exemplo" / ".com.br" rather than "maria.fernanda.so" / "uza@emp...". Pure.

/** The address cut into the pieces a line may end between ("a.b@c.com" → ["a", ".b@", "c", ".com"]). */
export function emailBreakPieces(email: string): string[] {
  const at = email.lastIndexOf("@");
  if (at < 0) return [email];
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  const pieces = local.split(/(?=[._-])/);
  pieces[pieces.length - 1] += "@";
  return [...pieces, ...domain.split(/(?=\.)/)].filter(Boolean);
}

import { SIGN_IN_PATH } from "../../lib/paths.ts";

/**
 * Where to go after signing in (`?voltar=`): a path on this site, else the console. Refused:
 * other origins, protocol-relative paths, backslashes, and any control character, which
 * browsers strip before parsing (so "/\t/evil.example" would become "//evil.example").
 */
export function safeReturnPath(value: string | null): string {
  const fallback = "/admin";
  if (!value || !value.startsWith("/") || value.startsWith("//")) return fallback;
  for (const char of value) {
    const code = char.charCodeAt(0);
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f) || char === "\\") return fallback;
  }
  try {
    const base = "https://return-path.invalid";
    if (new URL(value, base).origin !== base) return fallback;
  } catch {
    return fallback;
  }
  return value;
}

/**
 * Where a visitor already signed in goes from the sign-in page: the return path, but never the
 * sign-in page itself (it would only send them on again), then the console.
 */
export function signedInDestination(value: string | null): string {
  const path = safeReturnPath(value);
  const { pathname } = new URL(path, "https://return-path.invalid");
  return pathname === SIGN_IN_PATH || pathname.startsWith(`${SIGN_IN_PATH}/`) ? "/admin" : path;
}

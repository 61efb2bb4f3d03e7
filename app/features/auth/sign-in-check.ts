// The sign-in form's one check, in the page before sending and in /entrar's action for a form
// posted before (or without) the page's scripts: the same messages beside the same fields.
// Pure. (Whether the e-mail and password open an account is the server's answer, above the form.)
import { emailProblem } from "../../lib/email.ts";
import { collectErrors, type FieldErrors } from "../../lib/form-check.ts";

export const SIGN_IN_FIELDS = ["email", "password"] as const;
export type SignInField = (typeof SIGN_IN_FIELDS)[number];

export const PASSWORD_REQUIRED_MESSAGE = "Informe sua senha.";

export function checkSignIn(values: Record<SignInField, string>): FieldErrors<SignInField> {
  return collectErrors<SignInField>({
    email: emailProblem(values.email),
    password: values.password ? undefined : PASSWORD_REQUIRED_MESSAGE,
  });
}

// The check of a new admin's e-mail and password (the first admin's set-up, adding an admin):
// in the page before sending and in the set-up page's action alike, the same messages beside
// the same fields. Pure. The server checks the same rules again (server/admin/accounts.ts).
import { emailProblem } from "../../lib/email.ts";
import { collectErrors, type FieldErrors } from "../../lib/form-check.ts";

export const NEW_ADMIN_FIELDS = ["email", "password", "again"] as const;
export type NewAdminField = (typeof NEW_ADMIN_FIELDS)[number];

/** The password's length, as the server's accounts require it. */
export const PASSWORD_LENGTH = { min: 8, max: 128 } as const;

export const NEW_ADMIN_MESSAGES = {
  passwordRequired: "Informe a senha.",
  passwordLength: `A senha deve ter de ${PASSWORD_LENGTH.min} a ${PASSWORD_LENGTH.max} caracteres.`,
  againRequired: "Digite a senha de novo para confirmar.",
  mismatch: "As senhas não conferem: digite a mesma senha nos dois campos.",
} as const;

export function checkNewAdmin(values: Record<NewAdminField, string>): FieldErrors<NewAdminField> {
  const M = NEW_ADMIN_MESSAGES;
  const { password, again } = values;
  return collectErrors<NewAdminField>({
    email: emailProblem(values.email),
    password: !password
      ? M.passwordRequired
      : password.length < PASSWORD_LENGTH.min || password.length > PASSWORD_LENGTH.max
        ? M.passwordLength
        : undefined,
    again: !again ? M.againRequired : password && again !== password ? M.mismatch : undefined,
  });
}

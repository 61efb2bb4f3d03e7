// A new password and its confirmation (the first admin's set-up, adding an admin): 8 to 128
// characters, the hint read by screen readers, the browser's password manager told it is new.
// Uncontrolled: the form reads them when sent; the messages come from new-admin-check.ts.
import { Field, controlAttributes } from "../../components/ui/field.tsx";
import { Input } from "../../components/ui/input.tsx";
import { toast } from "../../components/ui/toast-store.ts";
import type { FieldErrors } from "../../lib/form-check.ts";
import { NEW_ADMIN_MESSAGES, PASSWORD_LENGTH, type NewAdminField } from "./new-admin-check.ts";

type Props = {
  /** Prefix of the inputs' ids ("setup" → "setup-senha", "setup-senha2"). */
  idPrefix: string;
  label: string;
  hint: string;
  errors: FieldErrors<NewAdminField>;
  /** The field whose message the server answered first: focused as the page loads. */
  autoFocus?: NewAdminField | null;
  disabled?: boolean;
  /** Told when the person changes a field (its message then goes). */
  onChange: (field: "password" | "again") => void;
};

export function NewPasswordFields({ idPrefix, label, hint, errors, autoFocus = null, disabled, onChange }: Props) {
  const id = `${idPrefix}-senha`;
  return (
    <>
      <Field label={label} htmlFor={id} hint={hint} error={errors.password}>
        <Input
          id={id}
          name="password"
          type="password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_LENGTH.min}
          maxLength={PASSWORD_LENGTH.max}
          autoFocus={autoFocus === "password" || undefined}
          disabled={disabled}
          {...controlAttributes(id, { hint: true, error: errors.password })}
          onChange={() => onChange("password")}
        />
      </Field>
      <Field label="Confirmar senha" htmlFor={`${id}2`} error={errors.again}>
        <Input
          id={`${id}2`}
          name="again"
          type="password"
          autoComplete="new-password"
          required
          autoFocus={autoFocus === "again" || undefined}
          disabled={disabled}
          {...controlAttributes(`${id}2`, { error: errors.again })}
          onChange={() => onChange("again")}
        />
      </Field>
    </>
  );
}

/** The passwords differ: a toast adds to the message beside the confirmation. */
export function toastMismatch(errors: FieldErrors<NewAdminField>) {
  if (errors.again !== NEW_ADMIN_MESSAGES.mismatch) return;
  toast({
    title: "As senhas não conferem",
    description: "Digite a mesma senha nos dois campos.",
    variant: "destructive",
  });
}

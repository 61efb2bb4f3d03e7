// A new password and its confirmation (the first admin's set-up, adding an admin): 8 to 128
// characters, the hint read by screen readers, the browser's password manager told it is new.
import { Field } from "../../components/ui/field.tsx";
import { Input } from "../../components/ui/input.tsx";
import { toast } from "../../components/ui/toast-store.ts";

/** What the two fields hold: the password and its confirmation. */
export type NewPassword = { password: string; again: string };
export const EMPTY_NEW_PASSWORD: NewPassword = { password: "", again: "" };

type Props = {
  /** Prefix of the inputs' ids ("setup" → "setup-senha", "setup-senha2"). */
  idPrefix: string;
  label: string;
  hint: string;
  value: NewPassword;
  onChange: (value: NewPassword) => void;
};

export function NewPasswordFields({ idPrefix, label, hint, value, onChange }: Props) {
  const id = `${idPrefix}-senha`;
  return (
    <>
      <Field label={label} htmlFor={id} hint={hint}>
        <Input
          id={id}
          name="password"
          type="password"
          autoComplete="new-password"
          required
          minLength={8}
          maxLength={128}
          aria-describedby={`${id}-hint`}
          value={value.password}
          onChange={(e) => onChange({ ...value, password: e.target.value })}
        />
      </Field>
      <Field label="Confirmar senha" htmlFor={`${id}2`}>
        <Input
          id={`${id}2`}
          name="again"
          type="password"
          autoComplete="new-password"
          required
          value={value.again}
          onChange={(e) => onChange({ ...value, again: e.target.value })}
        />
      </Field>
    </>
  );
}

/** Whether the two fields hold the same password; when not, a toast says so (nothing is sent). */
export function passwordsMatch({ password, again }: NewPassword): boolean {
  if (password === again) return true;
  toast({
    title: "As senhas não conferem",
    description: "Digite a mesma senha nos dois campos.",
    variant: "destructive",
  });
  return false;
}

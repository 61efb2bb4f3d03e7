// A new password and its confirmation (the first admin's set-up, adding an admin): 8 to 128
// characters, the hint read by screen readers, the browser's password manager told it is new.
import { Field } from "../../components/ui/field.tsx";
import { Input } from "../../components/ui/input.tsx";
import { toast } from "../../components/ui/toast-store.ts";

type Props = {
  /** Prefix of the inputs' ids ("setup" → "setup-senha", "setup-senha2"). */
  idPrefix: string;
  label: string;
  hint: string;
  password: string;
  again: string;
  onPassword: (value: string) => void;
  onAgain: (value: string) => void;
};

export function NewPasswordFields({ idPrefix, label, hint, password, again, onPassword, onAgain }: Props) {
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
          value={password}
          onChange={(e) => onPassword(e.target.value)}
        />
      </Field>
      <Field label="Confirmar senha" htmlFor={`${id}2`}>
        <Input
          id={`${id}2`}
          name="again"
          type="password"
          autoComplete="new-password"
          required
          value={again}
          onChange={(e) => onAgain(e.target.value)}
        />
      </Field>
    </>
  );
}

/** Whether the two fields hold the same password; when not, a toast says so (nothing is sent). */
export function passwordsMatch(password: string, again: string): boolean {
  if (password === again) return true;
  toast({
    title: "As senhas não conferem",
    description: "Digite a mesma senha nos dois campos.",
    variant: "destructive",
  });
  return false;
}

import { Field, controlAttributes } from "./field.tsx";
import { Input } from "./input.tsx";

/** The "E-mail" field of the sign-in and account forms: an e-mail input under its label, with
 * the form's message beside it. Uncontrolled: the browser holds what is typed, the form reads it
 * when sent. */
export function EmailField({
  id,
  name,
  autoComplete,
  defaultValue,
  error,
  autoFocus,
  disabled,
  onChange,
}: {
  id: string;
  /** The field's name when its form is sent. */
  name: string;
  /** "username" where it names the visitor's own account; "off" for someone else's. */
  autoComplete: "username" | "off";
  defaultValue?: string;
  error?: string | null;
  autoFocus?: boolean;
  disabled?: boolean;
  /** Told when the person changes the field (its message then goes). */
  onChange?: () => void;
}) {
  return (
    <Field label="E-mail" htmlFor={id} error={error}>
      <Input
        id={id}
        name={name}
        type="email"
        autoComplete={autoComplete}
        required
        defaultValue={defaultValue}
        autoFocus={autoFocus || undefined}
        disabled={disabled}
        onChange={onChange}
        {...controlAttributes(id, { error })}
      />
    </Field>
  );
}

import { Field } from "./field.tsx";
import { Input } from "./input.tsx";

/** The "E-mail" field of the sign-in and account forms: a required e-mail input under its label. */
export function EmailField({
  id,
  value,
  onChange,
  autoComplete,
  name,
}: {
  id: string;
  /** The field's name when its form is posted (before JavaScript, or without it). */
  name?: string;
  value: string;
  onChange: (value: string) => void;
  /** "username" where it names the visitor's own account; "off" for someone else's. */
  autoComplete: "username" | "off";
}) {
  return (
    <Field label="E-mail" htmlFor={id}>
      <Input
        id={id}
        name={name}
        type="email"
        autoComplete={autoComplete}
        required
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </Field>
  );
}

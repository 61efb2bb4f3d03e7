import type { Ref } from "react";
import { INVALID_EMAIL_MESSAGE } from "../../lib/email.ts";
import { FieldError } from "./field.tsx";
import { Input, Label } from "./input.tsx";

/** The e-mail of a subscription form (newsletter, price alerts): its label, the input, and the
 * invalid-address message under it while `invalid`. Typing clears the message (`onChange`). */
export function SubscribeEmailField({
  id,
  label,
  value,
  invalid,
  disabled,
  inputRef,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  invalid: boolean;
  disabled: boolean;
  inputRef?: Ref<HTMLInputElement>;
  onChange: (value: string) => void;
}) {
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <Input
        ref={inputRef}
        id={id}
        name="email"
        type="email"
        autoComplete="email"
        placeholder="seu@email.com"
        value={value}
        disabled={disabled}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {invalid ? <FieldError id={`${id}-error`}>{INVALID_EMAIL_MESSAGE}</FieldError> : null}
    </div>
  );
}

// A form's messages beside its fields, in the browser: set by the form's check when sent (the
// first invalid field then gets the focus), each one gone as soon as its field is changed.
import { useRef, useState } from "react";
import { useFocusFirstInvalid } from "./focus-first-invalid.ts";
import { hasFieldErrors, type FieldErrors } from "../../lib/form-check.ts";

export function useFieldErrors<K extends string>(initial: FieldErrors<K> | null | undefined) {
  const form = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors<K>>(initial ?? {});
  const [refused, setRefused] = useState(0);
  useFocusFirstInvalid(form, refused);
  return {
    /** The form's ref (where the first invalid field is looked for). */
    form,
    errors,
    /** Shows the check's messages; true when there was one (nothing is to be sent). */
    show(found: FieldErrors<K>): boolean {
      setErrors(found);
      if (!hasFieldErrors(found)) return false;
      setRefused((n) => n + 1);
      return true;
    },
    /** The field was changed: its message goes. */
    clear(name: K) {
      setErrors((current) => {
        if (!current[name]) return current;
        const next = { ...current };
        delete next[name];
        return next;
      });
    },
  };
}

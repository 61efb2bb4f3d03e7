// What a form's check answers: a message per field that is wrong, in pt-BR, the same text in
// the browser (before sending) and on the server (a form posted before the page's scripts ran).
// Pure.

/** The messages by field name; no key when the field is fine, `{}` when the form may be sent. */
export type FieldErrors<K extends string = string> = Partial<Record<K, string>>;

/** Whether the check found anything wrong. */
export function hasFieldErrors(errors: FieldErrors | null | undefined): boolean {
  return !!errors && Object.values(errors).some(Boolean);
}

/** The first field, in the form's order, that has a message (the one that gets the focus). */
export function firstInvalidField<K extends string>(errors: FieldErrors<K> | null | undefined, order: readonly K[]) {
  return order.find((name) => errors?.[name]) ?? null;
}

/** A field's check put into the errors when it finds something (`problem` undefined: fine). */
export function collectErrors<K extends string>(checks: Record<K, string | undefined>): FieldErrors<K> {
  const errors: FieldErrors<K> = {};
  for (const name of Object.keys(checks) as K[]) {
    const problem = checks[name];
    if (problem) errors[name] = problem;
  }
  return errors;
}

// Reading a form posted the way HTML forms post (before JavaScript, or without it), for the
// routes' actions. Pure.

/** The form's text fields; a field sent twice keeps its first value, files are ignored. */
export function formFields(form: FormData, names: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of names) {
    const value = form.get(name);
    out[name] = typeof value === "string" ? value : "";
  }
  return out;
}

/** A checkbox's state as posted: present (any value) when checked. */
export function checked(form: FormData, name: string): boolean {
  return form.get(name) !== null;
}

// What a calculator's form reader (each feature's form.ts) returns for a send: the texts as
// sent (the fields' default values when the page renders), the message under each field that
// has a problem, and the input to compute when none has.

export type Problems<F extends string> = Partial<Record<F, string>>;

export type FormReading<F extends string, I> = {
  values: Record<F, string>;
  problems: Problems<F>;
  /** What to compute; null when a field has a problem or nothing was sent. */
  input: I | null;
};

/** Each named field's text in the query, "" when absent. */
export function sentTexts<F extends string>(params: URLSearchParams, names: readonly F[]): Record<F, string> {
  return Object.fromEntries(names.map((name) => [name, params.get(name) ?? ""])) as Record<F, string>;
}

/** Whether the query holds any of the named fields (a send, not a bare page). */
export function anySent(params: URLSearchParams, names: readonly string[]): boolean {
  return names.some((name) => params.has(name));
}

export const hasProblems = (problems: Problems<string>) => Object.keys(problems).length > 0;

import type { ReactNode } from "react";

/**
 * A label above its control, with an optional hint and an optional error message the control
 * points to (`aria-describedby` = `${htmlFor}-hint` / `${htmlFor}-error`: spread
 * `controlAttributes` on the control). The error stands right under the control, so on a phone
 * it is seen where the field is, and it is the same text whether the page's scripts ran or the
 * server answered the form.
 */
export function Field({
  label,
  htmlFor,
  hint,
  error,
  after,
  children,
}: {
  label: string;
  htmlFor: string;
  hint?: string;
  error?: string | null;
  /** Under the error (what the error asks for: a confirmation, a suggestion). */
  after?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={htmlFor} className="mb-1.5 block text-sm font-semibold text-gray-800">
        {label}
      </label>
      {children}
      {error ? <FieldError id={`${htmlFor}-error`}>{error}</FieldError> : null}
      {after}
      {hint ? (
        <p id={`${htmlFor}-hint`} className="mt-1 text-xs text-gray-600">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/**
 * What a control inside `Field` carries: invalid when it has an error, described by its error
 * and its hint (the error first: it is what a screen reader should say first).
 */
export function controlAttributes(id: string, { hint, error }: { hint?: boolean; error?: string | null }) {
  const described = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ");
  return { "aria-invalid": error ? true : undefined, "aria-describedby": described || undefined };
}

/** A control's invalid state and what points to its message (`${id}-error`, as `Field` names it). */
export function invalidAttributes(id: string, invalid: boolean) {
  return { "aria-invalid": invalid || undefined, "aria-describedby": invalid ? `${id}-error` : undefined };
}

/** An inline validation message under a control (the control points to `id`). */
export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="mt-1 text-sm font-medium text-red-700">
      {children}
    </p>
  );
}

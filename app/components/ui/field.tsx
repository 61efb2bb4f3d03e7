import type { ReactNode } from "react";

/**
 * A label above its control, with an optional hint and an optional error message the control
 * points to (`aria-describedby` = `${htmlFor}-hint` / `${htmlFor}-error`; the control sets
 * `aria-invalid` itself).
 */
export function Field({
  label,
  htmlFor,
  hint,
  error,
  children,
}: {
  label: string;
  htmlFor: string;
  hint?: string;
  error?: string | null;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={htmlFor} className="mb-1.5 block text-sm font-semibold text-gray-800">
        {label}
      </label>
      {children}
      {hint ? (
        <p id={`${htmlFor}-hint`} className="mt-1 text-xs text-gray-600">
          {hint}
        </p>
      ) : null}
      {error ? <FieldError id={`${htmlFor}-error`}>{error}</FieldError> : null}
    </div>
  );
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

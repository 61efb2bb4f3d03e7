// What a form that posts shows as it posts (its submit button, saying what it is doing) and
// after (its error box): sign-in, the console's forms, contact, the newsletter box, the price
// alerts' form. A file of its own: the console's lists, which post, do not use it.
import type { ReactNode } from "react";
import { Button } from "./button.tsx";

/** The form's submit button: disabled, and saying what it is doing (`busyText`), while `busy`. */
export function SubmitButton({
  busy,
  busyText,
  className,
  children,
}: {
  busy: boolean;
  busyText: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Button type="submit" disabled={busy} className={className}>
      {busy ? busyText : children}
    </Button>
  );
}

/** A message about the whole form, above or below its fields: its title in bold when it has one. */
export function FormError({ title, className, children }: { title?: string; className?: string; children: ReactNode }) {
  const box = `rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800${className ? ` ${className}` : ""}`;
  return title ? (
    <div role="alert" className={box}>
      <p className="font-semibold">{title}</p>
      <p>{children}</p>
    </div>
  ) : (
    <p role="alert" className={box}>
      {children}
    </p>
  );
}

// The error box of a form that posts (sign-in, first-admin set-up, contact, the newsletter box,
// the price alerts' form): in the "posting" chunk with what only such forms use (vite.config.ts).
import type { ReactNode } from "react";

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

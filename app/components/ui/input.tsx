import type { ComponentProps } from "react";
import { cn } from "../../lib/cn.ts";

/** Field look without horizontal padding (callers add pl/pr as they need). */
export const fieldBaseClasses =
  "block w-full rounded-lg border border-gray-300 bg-white py-2.5 text-base text-gray-900 shadow-xs " +
  "placeholder:text-gray-500 focus:border-brand-500 focus:outline-2 focus:outline-brand-500 " +
  "disabled:cursor-not-allowed disabled:bg-gray-100 aria-invalid:border-red-600";

export const fieldClasses = `${fieldBaseClasses} px-3`;

// The site's fields are uncontrolled (`defaultValue`): the browser holds what is typed and the
// form reads it when sent (docs/decisions/013-forms-read-what-the-browser-holds.md), so
// hydrating a page never changes a character typed before its scripts ran.

export function Input({ className, ...props }: ComponentProps<"input">) {
  return <input className={cn(fieldClasses, className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return <textarea className={cn(fieldClasses, "min-h-32", className)} {...props} />;
}

/** A checkbox beside its label (consent, options). */
export function Checkbox({ className, ...props }: Omit<ComponentProps<"input">, "type">) {
  return <input type="checkbox" className={cn("mt-1 size-4 accent-brand-600", className)} {...props} />;
}

export function Label({ className, ...props }: ComponentProps<"label">) {
  return <label className={cn("mb-1.5 block text-sm font-semibold text-gray-800", className)} {...props} />;
}

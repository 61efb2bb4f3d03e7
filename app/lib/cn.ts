/** A class name, or nothing (a condition that did not hold). */
export type ClassValue = string | false | null | undefined;

/** Joins class names, skipping the conditional ones that are off. Callers avoid conflicting utilities. */
export function cn(...inputs: ClassValue[]): string {
  return inputs.filter(Boolean).join(" ");
}

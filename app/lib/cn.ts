import { clsx, type ClassValue } from "clsx";

/** Joins class names (conditional ones too). Callers avoid conflicting utilities. */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}

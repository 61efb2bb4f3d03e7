// A tiny toast queue (spec section 9: one toast at a time, 5000 ms by default).
// Pure module state + subscribe, so any component or plain function can raise a toast. Each
// toast is placed when raised so that it hides neither the control just used nor the cookie
// banner: what surrounds it is measured then (toast-surroundings.ts), and the toaster places it
// (toast-placement.ts).
import type { ToastSurroundings } from "./toast-placement.ts";
import { currentToastSurroundings } from "./toast-surroundings.ts";

export type ToastVariant = "default" | "destructive" | "success";

export type ToastData = {
  id: string;
  title: string;
  description?: string;
  variant: ToastVariant;
  /** Milliseconds; Infinity keeps it until dismissed. */
  duration: number;
  open: boolean;
};

export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = ["F8"];
/** The notification region's accessible name ("{hotkey}" becomes "F8"). */
export const TOAST_VIEWPORT_LABEL = "Notificações ({hotkey})";
/** The notification list's classes (the toaster and its stand-in share them); its top or
 * bottom comes from the placement (toast-placement.ts). */
export const TOAST_VIEWPORT_CLASSES =
  "fixed right-0 z-[100] m-0 flex w-full max-w-sm list-none flex-col gap-2 p-4 outline-none sm:right-4";
/** How long a dismissed toast stays mounted for its closing animation. */
const REMOVE_DELAY_MS = 300;

type Listener = (toasts: readonly ToastData[]) => void;

let toasts: readonly ToastData[] = [];
let surroundings: ToastSurroundings | null = null;
let counter = 0;
const listeners = new Set<Listener>();

function emit() {
  for (const listener of listeners) listener(toasts);
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getToasts(): readonly ToastData[] {
  return toasts;
}

/** What surrounded the current toast when it was raised (null: unknown, the top is used). */
export function getToastSurroundings(): ToastSurroundings | null {
  return surroundings;
}

export type ToastInput = {
  title: string;
  description?: string;
  variant?: ToastVariant;
  duration?: number;
};

export function toast({ title, description, variant = "default", duration = TOAST_DURATION_MS }: ToastInput): string {
  counter += 1;
  const id = `toast-${counter}`;
  surroundings = currentToastSurroundings();
  toasts = [{ id, title, description, variant, duration, open: true }, ...toasts].slice(0, TOAST_LIMIT);
  emit();
  return id;
}

export function dismissToast(id: string): void {
  toasts = toasts.map((t) => (t.id === id ? { ...t, open: false } : t));
  emit();
  setTimeout(() => {
    toasts = toasts.filter((t) => t.id !== id);
    emit();
  }, REMOVE_DELAY_MS);
}

/** Tests only: forget every toast. */
export function resetToasts(): void {
  toasts = [];
  emit();
}

import { Toast } from "radix-ui";
import { X } from "../icons/outline/x.ts";
import { useSyncExternalStore } from "react";
import { cn } from "../../lib/cn.ts";
import { placementStyle, toastPlacement } from "./toast-placement.ts";
import {
  TOAST_DURATION_MS,
  TOAST_HOTKEY,
  TOAST_SWIPE_THRESHOLD_PX,
  TOAST_VIEWPORT_CLASSES,
  TOAST_VIEWPORT_LABEL,
  dismissToast,
  getToastSurroundings,
  getToasts,
  subscribeToasts,
  type ToastVariant,
} from "./toast-store.ts";

const EMPTY: never[] = [];

const VARIANT_CLASSES: Record<ToastVariant, string> = {
  default: "border-gray-200 bg-white text-gray-900",
  success: "border-green-300 bg-green-50 text-green-950",
  destructive: "border-red-700 bg-red-700 text-white",
};

/**
 * The notification region (F8 focuses it). The site loads it through <ToasterHost />
 * (toaster-host.tsx) so Radix Toast stays out of every page's first download.
 */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, () => EMPTY);
  const surroundings = useSyncExternalStore(subscribeToasts, getToastSurroundings, getToastSurroundings);
  const placement = surroundings ? toastPlacement(surroundings) : ({ edge: "top", offset: 0 } as const);
  return (
    <Toast.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
      label="Notificação"
    >
      {toasts.map((t) => (
        <Toast.Root
          key={t.id}
          open={t.open}
          duration={t.duration}
          type={t.variant === "destructive" ? "foreground" : "background"}
          onOpenChange={(open) => {
            if (!open) dismissToast(t.id);
          }}
          data-variant={t.variant}
          className={cn(
            "pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-4 pr-10 shadow-lg",
            "data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:translate-x-full",
            "data-[state=closed]:opacity-0 transition-opacity",
            VARIANT_CLASSES[t.variant],
          )}
        >
          <div className="grid gap-1">
            <Toast.Title className="text-sm font-bold">{t.title}</Toast.Title>
            {t.description ? (
              <Toast.Description className="text-sm opacity-95">{t.description}</Toast.Description>
            ) : null}
          </div>
          <Toast.Close
            aria-label="Fechar notificação"
            className="absolute top-3 right-3 rounded-md p-1 opacity-80 hover:opacity-100"
          >
            <X aria-hidden="true" className="size-4" />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport
        hotkey={TOAST_HOTKEY}
        label={TOAST_VIEWPORT_LABEL}
        className={TOAST_VIEWPORT_CLASSES}
        style={placementStyle(placement)}
      />
    </Toast.Provider>
  );
}

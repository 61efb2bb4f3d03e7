// Keeps Radix Toast (≈12 KB gzip) out of every page's first download: until the real toaster
// has loaded, a stand-in renders the same empty notification region (F8 focuses it). The
// toaster loads as soon as a toast is raised, or when the browser is idle after the page has
// loaded, so it is in the cache before it is needed (a form failing offline still shows its
// toast).
import { useEffect, useRef, useState, type ComponentType } from "react";
import {
  TOAST_HOTKEY,
  TOAST_VIEWPORT_CLASSES,
  TOAST_VIEWPORT_LABEL,
  getToasts,
  subscribeToasts,
} from "./toast-store.ts";

export type LoadToaster = () => Promise<ComponentType>;

const loadRadixToaster: LoadToaster = () => import("./toaster.tsx").then((m) => m.Toaster);

/** Milliseconds after the page's load event before an idle-time load starts at the latest. */
export const IDLE_LOAD_TIMEOUT_MS = 3000;

/** Same element, role, name and list as Radix's empty viewport; F8 focuses the list. */
function StandInRegion() {
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (TOAST_HOTKEY.every((key) => event.code === key || event.key === key)) list.current?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);
  return (
    <div
      role="region"
      aria-label={TOAST_VIEWPORT_LABEL.replace("{hotkey}", TOAST_HOTKEY.join("+"))}
      tabIndex={-1}
      style={{ pointerEvents: "none" }}
    >
      <ol ref={list} tabIndex={-1} className={TOAST_VIEWPORT_CLASSES} />
    </div>
  );
}

function whenIdle(run: () => void): () => void {
  let idleId: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    if (typeof window.requestIdleCallback === "function") {
      idleId = window.requestIdleCallback(run, { timeout: IDLE_LOAD_TIMEOUT_MS });
    } else {
      timer = setTimeout(run, IDLE_LOAD_TIMEOUT_MS);
    }
  };
  if (document.readyState === "complete") schedule();
  else window.addEventListener("load", schedule, { once: true });
  return () => {
    window.removeEventListener("load", schedule);
    if (idleId !== undefined) window.cancelIdleCallback(idleId);
    clearTimeout(timer);
  };
}

/** The notification region of the root layout (spec section 9's toasts show here). */
export function ToasterHost({ load = loadRadixToaster }: { load?: LoadToaster }) {
  const [Toaster, setToaster] = useState<ComponentType | null>(null);

  useEffect(() => {
    let active = true;
    let loading = false;
    const start = () => {
      if (loading) return;
      loading = true;
      load().then(
        (component) => {
          if (active) setToaster(() => component);
        },
        () => {
          // Offline or a new deployment: the next toast (or a later idle moment) tries again.
          loading = false;
        },
      );
    };
    const unsubscribe = subscribeToasts((toasts) => {
      if (toasts.length > 0) start();
    });
    if (getToasts().length > 0) start();
    const cancelIdle = whenIdle(start);
    return () => {
      active = false;
      unsubscribe();
      cancelIdle();
    };
  }, [load]);

  return Toaster ? <Toaster /> : <StandInRegion />;
}

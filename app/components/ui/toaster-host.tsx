// Keeps Radix Toast (≈12 KB gzip) out of every page's first download: until a toast is raised,
// a stand-in renders the same empty notification region (F8 focuses it). The toaster's module
// is fetched when the browser is idle after the page has loaded, so it is in the cache before it
// is needed (a form failing offline still shows its toast), but it is mounted only with the
// first toast: mounting Radix's provider and viewport is a render of its own (about 25 ms of
// main thread on a slow phone), which every page paid right after loading while most pages
// never raise a toast.
import { useEffect, useRef, useState, type ComponentType } from "react";
import { trackLastControl } from "./toast-surroundings.ts";
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
      <ol ref={list} tabIndex={-1} className={TOAST_VIEWPORT_CLASSES} style={{ top: 0 }} />
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

  // The control each toast must not cover (toast-surroundings.ts).
  useEffect(() => trackLastControl(), []);

  useEffect(() => {
    let active = true;
    let module: Promise<ComponentType> | null = null;
    /** The toaster's module, fetched once; a failed fetch (offline, a new deployment) is tried again next time. */
    const fetchToaster = () =>
      (module ??= load().catch((error: unknown) => {
        module = null;
        throw error;
      }));
    const mount = () =>
      fetchToaster().then(
        (component) => {
          if (active) setToaster(() => component);
        },
        () => {}, // the stand-in stays; the next toast tries again
      );
    const unsubscribe = subscribeToasts((toasts) => {
      if (toasts.length > 0) void mount();
    });
    if (getToasts().length > 0) void mount();
    const cancelIdle = whenIdle(() => fetchToaster().catch(() => {}));
    return () => {
      active = false;
      unsubscribe();
      cancelIdle();
    };
  }, [load]);

  return Toaster ? <Toaster /> : <StandInRegion />;
}

// Whether the site can be reached: the browser's own flag (navigator.onLine and its
// online/offline events), and what our own requests found. A phone can say it is online with
// a signal too weak to carry anything: when a request to our server fails before any answer
// (reportUnreachable), the site counts as offline until a request gets an answer
// (reportReachable), the browser reports coming back online, or a light probe of /healthz
// (every PROBE_EVERY_MS while the page is visible) gets through.
// Prerendered HTML assumes online; the real value arrives after hydration.
import { useSyncExternalStore } from "react";

export const PROBE_EVERY_MS = 10_000;

let unreachable = false;
let probe: ReturnType<typeof setInterval> | undefined;
const listeners = new Set<() => void>();

function set(value: boolean) {
  if (unreachable === value) return;
  unreachable = value;
  clearInterval(probe);
  probe = undefined;
  if (value) probe = setInterval(probeServer, PROBE_EVERY_MS);
  for (const listener of listeners) listener();
}

function probeServer() {
  if (document.visibilityState === "hidden" || !navigator.onLine) return;
  fetch("/healthz", { method: "HEAD", cache: "no-store" }).then(reportReachable, () => {});
}

/** A request to our server failed without an answer (not aborted, not an HTTP error). */
export function reportUnreachable(): void {
  set(true);
}

/** A request to our server got an answer (any status). */
export function reportReachable(): void {
  set(false);
}

function subscribe(onChange: () => void): () => void {
  const onOnline = () => {
    set(false);
    onChange();
  };
  listeners.add(onChange);
  window.addEventListener("online", onOnline);
  window.addEventListener("offline", onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener("online", onOnline);
    window.removeEventListener("offline", onChange);
  };
}

export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine && !unreachable,
    () => true,
  );
}

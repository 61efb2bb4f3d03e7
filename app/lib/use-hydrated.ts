// Whether React has taken over the page: false in the server's HTML and during hydration, true
// from the render right after it. Controls that need JavaScript (a menu toggle) render a plain
// link until then, so a tap before the scripts run still goes somewhere.
import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

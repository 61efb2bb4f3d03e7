// Registers /sw.js (app/sw.ts, built by scripts/pwa-assets.ts). root.tsx calls it after the
// page's load event, in production builds only.
export function registerServiceWorker(): void {
  if (!("serviceWorker" in navigator)) return;
  navigator.serviceWorker.register("/sw.js", { scope: "/", updateViaCache: "none" }).catch(() => {
    // No worker (private mode, blocked storage): the site simply stays online-only.
  });
}

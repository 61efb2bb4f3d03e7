// A part of a page whose code loads after the page is usable: the server renders it in full (its
// HTML is in the page, its forms post without JavaScript), the browser's first scripts leave it
// out, and React hydrates it once its code is asked for: when it comes near the screen, when it
// is touched or focused, or once the page is idle after loading (at once when the browser
// renders it afresh, with no server HTML to show). Until then it stays the
// server's HTML (a dehydrated Suspense boundary). The wrapper says which it is
// (data-deferred="waiting" | "ready"), for tests and styles.
import { Suspense, lazy, useEffect, useRef, useState, type ComponentType } from "react";

/** Near the screen: this far below (or above) the viewport. */
const NEAR = "600px 0px";
/** Idle after the page loaded: the code comes anyway, at the latest this long after. */
const IDLE_TIMEOUT_MS = 3000;

export function deferred<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let start: () => void = () => {};
  const needed = new Promise<void>((resolve) => {
    start = resolve;
  });
  // On the server the code loads at once (the page is rendered whole); in the browser, when needed.
  const Lazy = lazy(async () => {
    if (typeof window !== "undefined") await needed;
    return { default: await load() };
  });

  function Deferred(props: P) {
    const ref = useRef<HTMLDivElement>(null);
    const [ready, setReady] = useState(false);
    useEffect(() => {
      const el = ref.current;
      if (!el) return;
      const go = () => start();
      // Rendered in the browser, not hydrated (a client navigation, a mode switched): there is
      // no server HTML to show meanwhile, so the code is needed now.
      if (!el.hasChildNodes()) go();
      const observer =
        typeof IntersectionObserver === "function"
          ? new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && go(), { rootMargin: NEAR })
          : null;
      observer?.observe(el);
      el.addEventListener("focusin", go);
      el.addEventListener("pointerdown", go);
      let idle: number | undefined;
      const whenIdle = () => {
        idle =
          typeof window.requestIdleCallback === "function"
            ? window.requestIdleCallback(go, { timeout: IDLE_TIMEOUT_MS })
            : window.setTimeout(go, IDLE_TIMEOUT_MS);
      };
      if (document.readyState === "complete") whenIdle();
      else window.addEventListener("load", whenIdle, { once: true });
      return () => {
        observer?.disconnect();
        el.removeEventListener("focusin", go);
        el.removeEventListener("pointerdown", go);
        window.removeEventListener("load", whenIdle);
        if (idle !== undefined) {
          if (typeof window.cancelIdleCallback === "function") window.cancelIdleCallback(idle);
          window.clearTimeout(idle);
        }
      };
    }, []);
    return (
      <div ref={ref} data-deferred={ready ? "ready" : "waiting"}>
        <Suspense fallback={null}>
          <Lazy {...props} />
          <Ready onReady={setReady} />
        </Suspense>
      </div>
    );
  }
  return Deferred;
}

/** Hydrated with the part: tells the wrapper the part runs. */
function Ready({ onReady }: { onReady: (ready: boolean) => void }) {
  useEffect(() => onReady(true), [onReady]);
  return null;
}

import { lazy, memo, Suspense, useEffect, useRef } from "react";
import { newsletterBoxModule, requestNewsletterBox, takePrerenderedPage } from "./deferred-load.ts";

type Props = { title?: string };

/** How far below the screen the box starts loading (about a phone screen of scrolling). */
const NEAR = "800px 0px";

const LazyNewsletterBox = lazy(() => newsletterBoxModule.then((m) => ({ default: m.NewsletterBox })));

/**
 * The newsletter box with its code loaded on demand (ADR 009). The prerendered page holds the
 * whole box; while its code is not here React leaves that HTML in place (a Suspense boundary
 * not yet hydrated) and hydrates it when the code arrives. The code is requested when the box
 * comes within `NEAR` of the screen or is touched or focused. A submit before the box has
 * hydrated (its form gets `data-hydrated`) is held, not sent natively, and made again once
 * the box has taken over the form with what was typed (newsletter-box.tsx).
 *
 * At build time the prerender waits for the box (entry.server.tsx); on a client navigation
 * its code is requested at once. `memo`: a new render of the page must not reach the boundary while it
 * waits (React would drop the prerendered HTML for the empty fallback).
 */
export const DeferredNewsletterBox = memo(function DeferredNewsletterBox({ title }: Props) {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const load = () => requestNewsletterBox();
    // Window, capture phase: React stops these events at the document while the box waits.
    const inside = (event: Event) => event.target instanceof Node && element.contains(event.target);
    const onTouch = (event: Event) => {
      if (inside(event)) load();
    };
    let replay: MutationObserver | undefined;
    const onSubmit = (event: Event) => {
      const form = event.target;
      if (!inside(event) || !(form instanceof HTMLFormElement) || form.dataset.hydrated) return;
      event.preventDefault();
      load();
      replay?.disconnect();
      replay = new MutationObserver(() => {
        if (!form.dataset.hydrated) return;
        replay?.disconnect();
        form.requestSubmit();
      });
      replay.observe(form, { attributes: true, attributeFilter: ["data-hydrated"] });
    };
    const events = [
      ["pointerdown", onTouch],
      ["focusin", onTouch],
      ["submit", onSubmit],
    ] as const;
    for (const [type, listener] of events) window.addEventListener(type, listener, true);
    let near: IntersectionObserver | undefined;
    if (takePrerenderedPage() && typeof IntersectionObserver === "function") {
      near = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && load(), {
        rootMargin: NEAR,
      });
      near.observe(element);
    } else {
      load();
    }
    return () => {
      near?.disconnect();
      replay?.disconnect();
      for (const [type, listener] of events) window.removeEventListener(type, listener, true);
    };
  }, []);

  return (
    <div ref={ref}>
      <Suspense fallback={null}>
        <LazyNewsletterBox title={title} />
      </Suspense>
    </div>
  );
});

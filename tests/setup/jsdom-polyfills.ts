// Browser APIs that jsdom lacks and the Radix primitives used by the calculators call:
// - ResizeObserver: Select's popper content and RadioGroup/Select `useSize` measure their nodes.
// - Element.prototype.hasPointerCapture / setPointerCapture / releasePointerCapture: Select's
//   trigger and items, and Toast's swipe handling, call them on pointer events.
// - Element.prototype.scrollIntoView: Select scrolls the selected item into view when it opens
//   (and the calculator layout scrolls to the results on narrow screens).
// - window.matchMedia: not called by the calculators today; a "no match" stub keeps any
//   media-query check from throwing in jsdom.
// Each is installed only when missing, so a jsdom that gains the API keeps its own.
// Import this file first in every jsdom test file.

if (typeof window !== "undefined") {
  if (typeof window.ResizeObserver === "undefined") {
    class ResizeObserverStub implements ResizeObserver {
      observe(): void {}
      unobserve(): void {}
      disconnect(): void {}
    }
    window.ResizeObserver = ResizeObserverStub;
    globalThis.ResizeObserver = ResizeObserverStub;
  }

  const proto = window.Element.prototype;
  if (typeof proto.hasPointerCapture !== "function") {
    proto.hasPointerCapture = () => false;
  }
  if (typeof proto.setPointerCapture !== "function") {
    proto.setPointerCapture = () => {};
  }
  if (typeof proto.releasePointerCapture !== "function") {
    proto.releasePointerCapture = () => {};
  }
  if (typeof proto.scrollIntoView !== "function") {
    proto.scrollIntoView = () => {};
  }

  if (typeof window.matchMedia !== "function") {
    window.matchMedia = (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    });
  }
}

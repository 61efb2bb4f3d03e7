// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { EARLY_TAP_KEY, EARLY_TAP_SCRIPT, HYDRATING_ATTRIBUTE, replayEarlyTap } from "./early-taps.ts";

// The head script runs once per document; jsdom keeps one document for the file.
new Function(EARLY_TAP_SCRIPT)();

function button(type: string) {
  const b = document.createElement("button");
  b.setAttribute("type", type);
  b.innerHTML = "<span>Calculadoras</span>";
  document.body.append(b);
  return b;
}

afterEach(() => {
  document.body.innerHTML = "";
  document.documentElement.removeAttribute(HYDRATING_ATTRIBUTE);
  delete (window as unknown as Record<string, unknown>)[EARLY_TAP_KEY];
});

describe("early taps", () => {
  it("repeats, once, the last tap on a JavaScript-only button made before hydration", () => {
    const first = button("button");
    const menu = button("button");
    (first.firstChild as HTMLElement).click();
    (menu.firstChild as HTMLElement).click(); // on the icon/text inside the button
    const clicks = vi.fn();
    menu.addEventListener("click", clicks);
    first.addEventListener("click", () => {
      throw new Error("only the last tap is repeated");
    });
    document.documentElement.setAttribute(HYDRATING_ATTRIBUTE, ""); // as app/entry.client.tsx does
    expect(replayEarlyTap()).toBe(true);
    expect(clicks).toHaveBeenCalledTimes(1);
    expect(replayEarlyTap()).toBe(false);
    expect(clicks).toHaveBeenCalledTimes(1);
  });

  it("leaves taps alone once React has started hydrating (React replays those itself)", () => {
    const menu = button("button");
    document.documentElement.setAttribute(HYDRATING_ATTRIBUTE, "");
    menu.click();
    expect(replayEarlyTap()).toBe(false);
  });

  it("ignores submit buttons (they work without JavaScript), old taps and removed buttons", () => {
    button("submit").click();
    expect(replayEarlyTap()).toBe(false);
    button("button").click();
    expect(replayEarlyTap(window, Date.now() + 11_000)).toBe(false);
    const gone = button("button");
    gone.click();
    gone.remove();
    expect(replayEarlyTap()).toBe(false);
  });
});

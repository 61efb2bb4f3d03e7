import { describe, expect, it } from "vitest";
import { TOAST_ZONE_PX, toastPlacement } from "./toast-placement.ts";

// A 390 × 844 phone: the sticky header ends at 64 px, the cookie banner takes the last 180 px.
const PHONE = { viewportHeight: 844, headerBottom: 64, banner: { top: 664, bottom: 844 } };

describe("toastPlacement", () => {
  it("goes under the header when the control just used is lower on the screen", () => {
    expect(toastPlacement({ ...PHONE, controls: [{ top: 600, bottom: 644 }] })).toEqual({ edge: "top", offset: 64 });
    expect(toastPlacement({ ...PHONE, controls: [] })).toEqual({ edge: "top", offset: 64 });
  });

  it("goes to the bottom, above the cookie banner, when the control is under the header", () => {
    expect(toastPlacement({ ...PHONE, controls: [{ top: 120, bottom: 164 }] })).toEqual({
      edge: "bottom",
      offset: 180,
    });
    expect(toastPlacement({ ...PHONE, banner: null, controls: [{ top: 120, bottom: 164 }] })).toEqual({
      edge: "bottom",
      offset: 0,
    });
  });

  it("a control just below the top zone leaves the toast on top", () => {
    expect(toastPlacement({ ...PHONE, controls: [{ top: 64 + TOAST_ZONE_PX, bottom: 300 }] }).edge).toBe("top");
  });

  it("a header scrolled away puts the toast at the very top", () => {
    expect(toastPlacement({ ...PHONE, headerBottom: -10, controls: [] })).toEqual({ edge: "top", offset: 0 });
  });
});

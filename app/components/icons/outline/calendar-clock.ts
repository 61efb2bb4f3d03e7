import { svgIcon } from "../../ui/svg-icon.tsx";

/** lucide's "calendar-clock" (ISC licence, lucide.dev). */
export const CalendarClock = /* @__PURE__ */ svgIcon([
  "M16 14v2.2l1.6 1",
  "M16 2v3",
  "M21 7.338V5a2 2 0 00-2-2H5a2 2 0 00-2 2v14a2 2 0 002 2h2.338",
  "M3 9h5.859",
  "M8 2v3",
  ["circle", { cx: "16", cy: "16", r: "6" }],
]);

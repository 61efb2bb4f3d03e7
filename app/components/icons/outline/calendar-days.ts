import { svgIcon } from "../../ui/svg-icon.tsx";

/** lucide's "calendar-days" (ISC licence, lucide.dev). */
export const CalendarDays = /* @__PURE__ */ svgIcon([
  "M8 2v3",
  "M16 2v3",
  ["rect", { x: "3", y: "3", width: "18", height: "18", rx: "2" }],
  "M3 9h18",
  "M8 13h.01",
  "M12 13h.01",
  "M16 13h.01",
  "M8 17h.01",
  "M12 17h.01",
  "M16 17h.01",
]);

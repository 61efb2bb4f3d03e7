import { svgIcon } from "../../ui/svg-icon.tsx";

/** lucide's "calculator" (ISC licence, lucide.dev). */
export const Calculator = /* @__PURE__ */ svgIcon([
  ["rect", { width: "16", height: "20", x: "4", y: "2", rx: "2" }],
  ["line", { x1: "8", x2: "16", y1: "6", y2: "6" }],
  ["line", { x1: "16", x2: "16", y1: "14", y2: "18" }],
  "M16 10h.01",
  "M12 10h.01",
  "M8 10h.01",
  "M12 14h.01",
  "M8 14h.01",
  "M12 18h.01",
  "M8 18h.01",
]);

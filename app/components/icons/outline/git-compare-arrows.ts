import { svgIcon } from "../../ui/svg-icon.tsx";

/** lucide's "git-compare-arrows" (ISC licence, lucide.dev). */
export const GitCompareArrows = /* @__PURE__ */ svgIcon([
  ["circle", { cx: "5", cy: "6", r: "3" }],
  "M12 6h5a2 2 0 0 1 2 2v7",
  "m15 9-3-3 3-3",
  ["circle", { cx: "19", cy: "18", r: "3" }],
  "M12 18H7a2 2 0 0 1-2-2V9",
  "m9 15 3 3-3 3",
]);

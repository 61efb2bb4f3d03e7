import { svgIcon } from "../../ui/svg-icon.tsx";

/** lucide's "search" (ISC licence, lucide.dev). */
export const Search = /* @__PURE__ */ svgIcon(["m21 21-4.34-4.34", ["circle", { cx: "11", cy: "11", r: "8" }]]);

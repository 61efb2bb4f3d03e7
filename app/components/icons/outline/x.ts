import { svgIcon } from "../../ui/svg-icon.tsx";

/** lucide's "x" (ISC licence, lucide.dev). */
export const X = /* @__PURE__ */ svgIcon(["M18 6 6 18", "m6 6 12 12"]);

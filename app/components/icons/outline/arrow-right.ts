import { svgIcon } from "../../ui/svg-icon.tsx";

/** lucide's "arrow-right" (ISC licence, lucide.dev). */
export const ArrowRight = /* @__PURE__ */ svgIcon(["M5 12h14", "m12 5 7 7-7 7"]);

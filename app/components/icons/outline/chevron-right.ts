import { svgIcon } from "../../ui/svg-icon.tsx";

/** lucide's "chevron-right" (ISC licence, lucide.dev). */
export const ChevronRight = /* @__PURE__ */ svgIcon(["m9 18 6-6-6-6"]);

import { svgIcon } from "../../ui/svg-icon.tsx";

/** lucide's "chevron-down" (ISC licence, lucide.dev). */
export const ChevronDown = /* @__PURE__ */ svgIcon(["m6 9 6 6 6-6"]);

import { svgIcon } from "../../ui/svg-icon.tsx";

/** lucide's "rotate-ccw" (ISC licence, lucide.dev). */
export const RotateCcw = /* @__PURE__ */ svgIcon(["M3 12a9 9 0 1 0 9-9 9.75 9.75 0 0 0-6.74 2.74L3 8", "M3 3v5h5"]);

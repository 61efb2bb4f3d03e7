import { svgIcon } from "../../ui/svg-icon.tsx";

/** lucide's "arrow-left" (ISC licence, lucide.dev). */
export const ArrowLeft = /* @__PURE__ */ svgIcon(["m12 19-7-7 7-7", "M19 12H5"]);

import { svgIcon } from "../../ui/svg-icon.tsx";

/** lucide's "loader-circle" (ISC licence, lucide.dev). */
export const LoaderCircle = /* @__PURE__ */ svgIcon(["M21 12a9 9 0 1 1-6.219-8.56"]);

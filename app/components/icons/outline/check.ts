import { svgIcon } from "../../ui/svg-icon.tsx";

/** lucide's "check" (ISC licence, lucide.dev). */
export const Check = /* @__PURE__ */ svgIcon(["M20 6 9 17l-5-5"]);

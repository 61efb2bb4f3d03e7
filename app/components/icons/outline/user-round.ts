import { svgIcon } from "../../ui/svg-icon.tsx";

/** lucide's "user-round" (ISC licence, lucide.dev). */
export const UserRound = /* @__PURE__ */ svgIcon([["circle", { cx: "12", cy: "8", r: "5" }], "M20 21a8 8 0 0 0-16 0"]);

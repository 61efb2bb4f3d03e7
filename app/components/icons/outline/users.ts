import { svgIcon } from "../../ui/svg-icon.tsx";

/** lucide's "users" (ISC licence, lucide.dev). */
export const Users = /* @__PURE__ */ svgIcon([
  "M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2",
  "M16 3.128a4 4 0 0 1 0 7.744",
  "M22 21v-2a4 4 0 0 0-3-3.87",
  ["circle", { cx: "9", cy: "7", r: "4" }],
]);

import { svgIcon } from "../../ui/svg-icon.tsx";

/** lucide's "fuel" (ISC licence, lucide.dev). */
export const Fuel = /* @__PURE__ */ svgIcon([
  "M14 13h2a2 2 0 0 1 2 2v2a2 2 0 0 0 4 0v-6.998a2 2 0 0 0-.59-1.42L18 5",
  "M14 21V5a2 2 0 0 0-2-2H5a2 2 0 0 0-2 2v16",
  "M2 21h13",
  "M3 9h11",
]);

import { svgIcon } from "../../ui/svg-icon.tsx";

/** lucide's "download" (ISC licence, lucide.dev). */
export const Download = /* @__PURE__ */ svgIcon([
  "M12 15V3",
  "M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4",
  "m7 10 5 5 5-5",
]);

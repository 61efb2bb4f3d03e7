import { svgIcon } from "../../ui/svg-icon.tsx";

/** lucide's "landmark" (ISC licence, lucide.dev). */
export const Landmark = /* @__PURE__ */ svgIcon([
  "M10 18v-7",
  "M11.119 2.205a2 2 0 0 1 1.762 0l7.84 3.846A.5.5 0 0 1 20.5 7h-17a.5.5 0 0 1-.22-.949z",
  "M14 18v-7",
  "M18 18v-7",
  "M3 22h18",
  "M6 18v-7",
]);

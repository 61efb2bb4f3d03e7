import { svgIcon } from "../../ui/svg-icon.tsx";

/** lucide's "circle-check" (ISC licence, lucide.dev). */
export const CircleCheck = /* @__PURE__ */ svgIcon([["circle", { cx: "12", cy: "12", r: "10" }], "m16 9-5.5 5.5L8 12"]);

import { svgIcon } from "../../ui/svg-icon.tsx";

/** lucide's "plus" (ISC licence, lucide.dev). */
export const Plus = /* @__PURE__ */ svgIcon(["M5 12h14", "M12 5v14"]);

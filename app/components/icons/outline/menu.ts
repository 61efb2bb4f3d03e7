import { svgIcon } from "../../ui/svg-icon.tsx";

/** lucide's "menu" (ISC licence, lucide.dev). */
export const Menu = /* @__PURE__ */ svgIcon(["M4 5h16", "M4 12h16", "M4 19h16"]);

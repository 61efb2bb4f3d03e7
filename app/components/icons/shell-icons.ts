// Outline icons of the site's shell (header, footer, cookie banner, newsletter box), drawn from
// lucide's icon data (ISC licence, lucide.dev) by svg-icon.tsx.
import { svgIcon } from "../ui/svg-icon.tsx";

export const Menu = /* @__PURE__ */ svgIcon(["M4 5h16", "M4 12h16", "M4 19h16"]);
export const X = /* @__PURE__ */ svgIcon(["M18 6 6 18", "m6 6 12 12"]);
export const ChevronDown = /* @__PURE__ */ svgIcon(["m6 9 6 6 6-6"]);
export const Cookie = /* @__PURE__ */ svgIcon([
  "M11 17h.01",
  "M11.496 2c.324-.016.558.292.529.615a4 4 0 004.235 4.368.713.713 0 01.758.757 4 4 0 004.366 4.237c.323-.03.63.204.614.527a10 10 0 01-2.915 6.566A1 1 0 114.93 4.918 10 10 0 0111.496 2",
  "M12 12h.01",
  "M16 16h.01",
  "M16 3h.01",
  "M21 4h.01",
  "M21 8h.01",
  "M7 14h.01",
  "M9 8h.01",
]);
export const Mail = /* @__PURE__ */ svgIcon([
  "m22 7-8.991 5.727a2 2 0 0 1-2.009 0L2 7",
  ["rect", { x: "2", y: "4", width: "20", height: "16", rx: "2" }],
]);
export const MapPin = /* @__PURE__ */ svgIcon([
  "M20 10c0 4.993-5.539 10.193-7.399 11.799a1 1 0 0 1-1.202 0C9.539 20.193 4 14.993 4 10a8 8 0 0 1 16 0",
  ["circle", { cx: "12", cy: "10", r: "3" }],
]);
export const Phone = /* @__PURE__ */ svgIcon([
  "M13.832 16.568a1 1 0 0 0 1.213-.303l.355-.465A2 2 0 0 1 17 15h3a2 2 0 0 1 2 2v3a2 2 0 0 1-2 2A18 18 0 0 1 2 4a2 2 0 0 1 2-2h3a2 2 0 0 1 2 2v3a2 2 0 0 1-.8 1.6l-.468.351a1 1 0 0 0-.292 1.233 14 14 0 0 0 6.392 6.384",
]);

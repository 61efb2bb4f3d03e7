// Outline icons of the home page, drawn from lucide's icon data (ISC licence, lucide.dev).
import { svgIcon } from "../ui/svg-icon.tsx";

export const ArrowRight = /* @__PURE__ */ svgIcon(["M5 12h14", "m12 5 7 7-7 7"]);
export const BadgeCheck = /* @__PURE__ */ svgIcon([
  "M3.85 8.62a4 4 0 0 1 4.78-4.77 4 4 0 0 1 6.74 0 4 4 0 0 1 4.78 4.78 4 4 0 0 1 0 6.74 4 4 0 0 1-4.77 4.78 4 4 0 0 1-6.75 0 4 4 0 0 1-4.78-4.77 4 4 0 0 1 0-6.76Z",
  "m16 9-5.5 5.5L8 12",
]);
export const Calculator = /* @__PURE__ */ svgIcon([
  ["rect", { width: "16", height: "20", x: "4", y: "2", rx: "2" }],
  ["line", { x1: "8", x2: "16", y1: "6", y2: "6" }],
  ["line", { x1: "16", x2: "16", y1: "14", y2: "18" }],
  "M16 10h.01",
  "M12 10h.01",
  "M8 10h.01",
  "M12 14h.01",
  "M8 14h.01",
  "M12 18h.01",
  "M8 18h.01",
]);
export const Car = /* @__PURE__ */ svgIcon([
  "M19 17h2c.6 0 1-.4 1-1v-3c0-.9-.7-1.7-1.5-1.9C18.7 10.6 16 10 16 10s-1.3-1.4-2.2-2.3c-.5-.4-1.1-.7-1.8-.7H5c-.6 0-1.1.4-1.4.9l-1.4 2.9A3.7 3.7 0 0 0 2 12v4c0 .6.4 1 1 1h2",
  ["circle", { cx: "7", cy: "17", r: "2" }],
  "M9 17h6",
  ["circle", { cx: "17", cy: "17", r: "2" }],
]);
export const Fuel = /* @__PURE__ */ svgIcon([
  "M14 13h2a2 2 0 0 1 2 2v2a2 2 0 0 0 4 0v-6.998a2 2 0 0 0-.59-1.42L18 5",
  "M14 21V5a2 2 0 0 0-2-2H5a2 2 0 0 0-2 2v16",
  "M2 21h13",
  "M3 9h11",
]);
export const Landmark = /* @__PURE__ */ svgIcon([
  "M10 18v-7",
  "M11.119 2.205a2 2 0 0 1 1.762 0l7.84 3.846A.5.5 0 0 1 20.5 7h-17a.5.5 0 0 1-.22-.949z",
  "M14 18v-7",
  "M18 18v-7",
  "M3 22h18",
  "M6 18v-7",
]);
export const Newspaper = /* @__PURE__ */ svgIcon([
  "M15 18h-5",
  "M18 14h-8",
  "M4 22h16a2 2 0 0 0 2-2V4a2 2 0 0 0-2-2H8a2 2 0 0 0-2 2v16a2 2 0 0 1-4 0v-9a2 2 0 0 1 2-2h2",
  ["rect", { width: "8", height: "4", x: "10", y: "6", rx: "1" }],
]);
export const Scale = /* @__PURE__ */ svgIcon([
  "M12 3v18",
  "m19 8 3 8a5 5 0 0 1-6 0zV7",
  "M3 7h1a17 17 0 0 0 8-2 17 17 0 0 0 8 2h1",
  "m5 8 3 8a5 5 0 0 1-6 0zV7",
  "M7 21h10",
]);
export const ShieldCheck = /* @__PURE__ */ svgIcon([
  "M20 13c0 5-3.5 7.5-7.66 8.95a1 1 0 0 1-.67-.01C7.5 20.5 4 18 4 13V6a1 1 0 0 1 1-1c2 0 4.5-1.2 6.24-2.72a1.17 1.17 0 0 1 1.52 0C14.51 3.81 17 5 19 5a1 1 0 0 1 1 1z",
  "m9 12 2 2 4-4",
]);
export const Zap = /* @__PURE__ */ svgIcon([
  "M15.914 4a1.5 1.5 0 00-2.474-1.561l-9 9A1.5 1.5 0 005.5 14h4.002a.5.5 0 01.471.666L8.086 20a1.5 1.5 0 002.475 1.56l9-9A1.5 1.5 0 0018.5 10h-3.997a.5.5 0 01-.472-.667z",
]);

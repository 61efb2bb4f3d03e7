import { svgIcon } from "../../ui/svg-icon.tsx";

/** lucide's "wifi-off" (ISC licence, lucide.dev). */
export const WifiOff = /* @__PURE__ */ svgIcon([
  "M12 20h.01",
  "M8.5 16.429a5 5 0 0 1 7 0",
  "M5 12.859a10 10 0 0 1 5.17-2.69",
  "M19 12.859a10 10 0 0 0-2.007-1.523",
  "M2 8.82a15 15 0 0 1 4.177-2.643",
  "M22 8.82a15 15 0 0 0-11.288-3.764",
  "m2 2 20 20",
]);

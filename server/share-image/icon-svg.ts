// A lucide icon as standalone SVG markup, for a share card's illustration.
import type { LucideIcon } from "lucide-react";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";

export function iconSvg(icon: LucideIcon, color = "#ffffff", strokeWidth = 1.5): string {
  return renderToStaticMarkup(
    createElement(icon, { size: 24, color, strokeWidth, xmlns: "http://www.w3.org/2000/svg" }),
  );
}

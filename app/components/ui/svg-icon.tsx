// A small stand-in for lucide-react's icon component, for the icons every page's shell and the
// home page draw: the same 24x24 stroked outline, without lucide's runtime (≈1 KB gzip that
// every page would load; ADR 009). Other pages keep importing lucide-react.
import { createElement, type SVGProps } from "react";

/** A lone string is a <path d>; otherwise an element name and its attributes. */
type IconPart = string | readonly [tag: string, attributes: Record<string, string>];

export type IconProps = SVGProps<SVGSVGElement>;

/** An icon component drawing `parts` (decorative unless given a label: aria-hidden by default). */
export function svgIcon(parts: readonly IconPart[]) {
  return function Icon(props: IconProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width="24"
        height="24"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        {...props}
      >
        {parts.map((part, i) =>
          typeof part === "string" ? <path key={i} d={part} /> : createElement(part[0], { key: i, ...part[1] }),
        )}
      </svg>
    );
  };
}

import * as lucide from "lucide-react";
import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

// The page icons are lucide's drawings without lucide's runtime (../../ui/svg-icon.tsx): each
// must draw exactly what lucide-react's icon of the same name draws.
const modules = import.meta.glob<Record<string, ComponentType>>("./*.ts", { eager: true });
const inner = (markup: string) => markup.slice(markup.indexOf(">") + 1, markup.lastIndexOf("</svg>"));

describe("outline icons", () => {
  const icons = Object.values(modules).flatMap((m) => Object.entries(m));

  it("are one per file, for every icon the pages draw", () => {
    expect(icons.length).toBe(Object.keys(modules).length);
    expect(icons.length).toBeGreaterThanOrEqual(30);
  });

  it.each(icons)("%s draws lucide's shapes, decorative by default", (name, Icon) => {
    const theirs = (lucide as unknown as Record<string, ComponentType>)[name];
    expect(theirs, `lucide-react has no icon named ${name}`).toBeDefined();
    const ours = renderToStaticMarkup(createElement(Icon));
    expect(inner(ours)).toBe(inner(renderToStaticMarkup(createElement(theirs!))));
    expect(inner(ours)).not.toBe("");
    expect(ours).toContain('aria-hidden="true"');
  });
});

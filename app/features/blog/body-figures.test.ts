import { describe, expect, it } from "vitest";
import { FIGURE_HEIGHT, FIGURE_KINDS, FIGURE_WIDTH, bodyFigures, expandFigures, figurePath } from "./body-figures.ts";
import { figureSvg } from "./figure-image.ts";

const BODY = [
  "Lead.",
  "",
  '![Pneu com o sulco no limite do indicador "TWI" & 1,6 mm](ilustracao:pneu "Sulco no limite <TWI>")',
  "",
  "Texto.",
  "",
  '![Painel com a luz da injeção acesa em amarelo](ilustracao:painel "Luz da injeção")',
].join("\n");

describe("in-body figures", () => {
  it("reads each directive in order, numbering the files per article", () => {
    const figures = bodyFigures("artigo", BODY);
    expect(figures.map((f) => [f.n, f.kind, f.src])).toEqual([
      [1, "pneu", "/images/blog/figuras/artigo-1.svg"],
      [2, "painel", "/images/blog/figuras/artigo-2.svg"],
    ]);
    expect(figures[0]?.caption).toBe("Sulco no limite <TWI>");
    expect(figurePath("x", 3)).toBe("/images/blog/figuras/x-3.svg");
  });

  it("replaces each directive by a lazy, sized <img> with escaped alt text", () => {
    const out = expandFigures("artigo", BODY);
    expect(out).not.toContain("ilustracao:");
    expect(out).toContain(
      `<figure class="article-figure"><img src="/images/blog/figuras/artigo-1.svg" alt="Pneu com o sulco no limite do indicador &quot;TWI&quot; &amp; 1,6 mm" width="${FIGURE_WIDTH}" height="${FIGURE_HEIGHT}" loading="lazy" decoding="async"></figure>`,
    );
    // Kept apart by blank lines so markdown treats it as an HTML block.
    expect(out).toMatch(/\n\n<figure [^\n]+<\/figure>\n\n/);
  });

  it("rejects a malformed directive, an unknown kind, a short alt or a missing caption", () => {
    expect(() => bodyFigures("a", "![Imagem sem tipo definido](foto.png)")).toThrow(/not understood/);
    expect(() => bodyFigures("a", '![Texto alternativo bem descritivo](ilustracao:foguete "X")')).toThrow(/unknown/);
    expect(() => bodyFigures("a", '![Curto](ilustracao:pneu "Legenda")')).toThrow(/too short/);
    expect(() => bodyFigures("a", "![Texto alternativo bem descritivo](ilustracao:pneu)")).toThrow(/caption/);
  });

  it("draws every kind as an SVG of the declared size with the escaped caption", () => {
    for (const kind of FIGURE_KINDS) {
      const svg = figureSvg({ kind, caption: "Óleo <5W30> & filtro" });
      expect(svg).toMatch(new RegExp(`^<svg [^>]*width="${FIGURE_WIDTH}" height="${FIGURE_HEIGHT}"`));
      expect(svg).toContain("&lt;5W30&gt; &amp; filtro");
      // The icon is drawn (a nested lucide svg with paths or shapes).
      expect(svg).toMatch(/<svg [^>]*lucide[^>]*>.*<(path|circle|rect|line|polyline)/);
    }
  });
});

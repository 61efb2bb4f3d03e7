import { describe, expect, it } from "vitest";
import { articleSvg, wrapTitle } from "./article-image.ts";

describe("article illustration", () => {
  it("wraps long titles into at most four lines, marking the cut", () => {
    const lines = wrapTitle(
      "Uma frase bem longa que certamente não cabe em uma única linha do cartão de imagem do artigo do blog, nem em quatro linhas inteiras",
    );
    expect(lines.length).toBe(4);
    expect(lines.every((l) => l.length <= 31)).toBe(true);
    expect(lines[3]?.endsWith("…")).toBe(true);
  });

  it("escapes the title and shows the category", () => {
    const svg = articleSvg({ title: "Óleo <5W30> & filtro", category: "Manutenção" });
    expect(svg).toContain("&lt;5W30&gt; &amp; filtro");
    expect(svg).toContain(">Manutenção<");
    expect(svg).toMatch(/^<svg [^>]*width="1200" height="630"/);
  });
});

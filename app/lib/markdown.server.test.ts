import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { renderMarkdown, splitFrontmatter } from "./markdown.server.ts";
import { createSlugger, slugify } from "./slug.ts";

describe("slugify (pt-BR)", () => {
  it("drops accents and punctuation, lower case, dashes between words", () => {
    expect(slugify("2. Cookies que usamos")).toBe("2-cookies-que-usamos");
    expect(slugify("Consulta à Tabela FIPE")).toBe("consulta-a-tabela-fipe");
    expect(slugify("Sua escolha e como mudá-la")).toBe("sua-escolha-e-como-muda-la");
    expect(slugify("Atenção: óleo, água & freios!")).toBe("atencao-oleo-agua-freios");
    expect(slugify("  ")).toBe("");
  });

  it("a document's slugs are unique", () => {
    const slug = createSlugger();
    expect([slug("Dicas"), slug("Dicas"), slug("dicas!"), slug("???")]).toEqual([
      "dicas",
      "dicas-2",
      "dicas-3",
      "secao",
    ]);
  });
});

describe("renderMarkdown", () => {
  it("gives every heading an id from its text", () => {
    const html = renderMarkdown(
      "## 1. O que são cookies\n\ntexto\n\n### Calculadoras\n\n## **Manutenção** e [óleo](/x)\n",
    );
    expect(html).toContain('<h2 id="1-o-que-sao-cookies">1. O que são cookies</h2>');
    expect(html).toContain('<h3 id="calculadoras">Calculadoras</h3>');
    expect(html).toContain('<h2 id="manutencao-e-oleo"><strong>Manutenção</strong> e <a href="/x">óleo</a></h2>');
  });

  it("repeated headings get distinct ids, and a new document starts over", () => {
    const html = renderMarkdown("## Dicas\n\n## Dicas\n");
    expect(html).toContain('<h2 id="dicas">');
    expect(html).toContain('<h2 id="dicas-2">');
    expect(renderMarkdown("## Dicas\n")).toContain('<h2 id="dicas">');
  });

  it("still wraps tables in a scrollable region", () => {
    expect(renderMarkdown("| a | b |\n|---|---|\n| 1 | 2 |\n")).toContain('role="region" aria-label="Tabela"><table>');
  });

  it("every legal page and article heading has a unique id", () => {
    for (const dir of ["content/legal", "content/blog"]) {
      for (const file of readdirSync(dir).filter((name) => name.endsWith(".md"))) {
        const html = renderMarkdown(splitFrontmatter(readFileSync(join(dir, file), "utf8")).body);
        const headings = html.match(/<h[2-6][^>]*>/g) ?? [];
        const ids = headings.map((tag) => /id="([a-z0-9-]+)"/.exec(tag)?.[1]);
        expect(ids.every(Boolean), file).toBe(true);
        expect(new Set(ids).size, file).toBe(ids.length);
      }
    }
  });
});

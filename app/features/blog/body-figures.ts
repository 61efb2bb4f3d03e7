// In-body illustrations of an article (the spec's "placeholder images with alt text").
// An article marks one on a line of its own:
//
//   ![Texto alternativo que descreve a imagem](ilustracao:pneu "Legenda curta na imagem")
//
// The kind picks the drawing, the quoted caption is written inside it, and the alt text is
// what a screen reader reads. Each figure becomes a file prerendered at build,
// /images/blog/figuras/<slug>-<n>.svg, and the page shows it lazy-loaded with a fixed size.
// Pure: no imports, so the build config and the tests can use it too.

export const FIGURE_WIDTH = 1200;
export const FIGURE_HEIGHT = 600;

/** Drawings available for in-body figures (see figure-image.ts). */
export const FIGURE_KINDS = [
  "bateria",
  "calculadora",
  "calendario",
  "cambio",
  "carro",
  "combustivel",
  "documento",
  "eletrico",
  "ferramentas",
  "freio",
  "grafico",
  "ingresso",
  "inspecao",
  "motor",
  "oleo",
  "painel",
  "pneu",
  "radiador",
  "ruido",
  "ar-condicionado",
  "direcao",
  "suspensao",
  "dinheiro",
] as const;

export type FigureKind = (typeof FIGURE_KINDS)[number];

export type BodyFigure = {
  /** 1-based position in the article. */
  n: number;
  kind: FigureKind;
  alt: string;
  caption: string;
  src: string;
};

const DIRECTIVE = /^!\[([^\]]*)\]\(ilustracao:([a-z-]+)(?:\s+"([^"]*)")?\)\s*$/;

export function figurePath(slug: string, n: number): string {
  return `/images/blog/figuras/${slug}-${n}.svg`;
}

function isKind(kind: string): kind is FigureKind {
  return (FIGURE_KINDS as readonly string[]).includes(kind);
}

/** The figures an article body declares, in order. Throws on a malformed directive. */
export function bodyFigures(slug: string, markdown: string): BodyFigure[] {
  const figures: BodyFigure[] = [];
  for (const line of markdown.split("\n")) {
    if (!line.trimStart().startsWith("![")) continue;
    const m = DIRECTIVE.exec(line.trim());
    if (!m) throw new Error(`content/blog/${slug}.md: image line not understood: ${line.trim()}`);
    const [, alt = "", kind = "", caption = ""] = m;
    if (!isKind(kind)) throw new Error(`content/blog/${slug}.md: unknown illustration kind "${kind}"`);
    if (alt.trim().length < 15) throw new Error(`content/blog/${slug}.md: alt text too short: "${alt}"`);
    if (caption.trim() === "") throw new Error(`content/blog/${slug}.md: illustration without caption`);
    const n = figures.length + 1;
    figures.push({ n, kind, alt: alt.trim(), caption: caption.trim(), src: figurePath(slug, n) });
  }
  return figures;
}

function escapeAttr(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

export function figureHtml(figure: BodyFigure): string {
  return (
    `<figure class="article-figure"><img src="${figure.src}" alt="${escapeAttr(figure.alt)}"` +
    ` width="${FIGURE_WIDTH}" height="${FIGURE_HEIGHT}" loading="lazy" decoding="async"></figure>`
  );
}

/** The body with each directive replaced by its HTML block (kept apart by blank lines). */
export function expandFigures(slug: string, markdown: string): string {
  const figures = bodyFigures(slug, markdown);
  let i = 0;
  return markdown
    .split("\n")
    .map((line) => {
      if (!line.trimStart().startsWith("![")) return line;
      const figure = figures[i++];
      return figure ? `\n${figureHtml(figure)}\n` : line;
    })
    .join("\n");
}

// Markdown to HTML at build time (prerender loaders only): no parser ships to the browser.
import matter from "gray-matter";
import { Marked, type Tokens } from "marked";
import { createSlugger } from "./slug.ts";

/** Text of inline HTML, for slugs: tags dropped, the few entities marked writes decoded. */
function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, "")
    .replace(
      /&(amp|lt|gt|quot|#39);/g,
      (_, name: string) => ({ amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'" })[name] ?? "",
    );
}

/**
 * Renders a document. Every heading gets an id slugified from its text (pt-BR accents
 * removed, unique within the document: "2. Cookies que usamos" → id "2-cookies-que-usamos"), so
 * a section can be linked as `/politica-de-cookies#2-cookies-que-usamos`.
 */
export function renderMarkdown(markdown: string): string {
  const slug = createSlugger();
  const marked = new Marked({
    gfm: true,
    async: false,
    renderer: {
      heading({ tokens, depth }: Tokens.Heading) {
        const inner = this.parser.parseInline(tokens);
        return `<h${depth} id="${slug(plainText(inner))}">${inner}</h${depth}>\n`;
      },
    },
  });
  const html = marked.parse(markdown) as string;
  // Wide tables scroll inside their own box on small screens; the box takes keyboard focus
  // so it can be scrolled without a mouse.
  return html
    .replace(/<table>/g, '<div class="overflow-x-auto" tabindex="0" role="region" aria-label="Tabela"><table>')
    .replace(/<\/table>/g, "</table></div>");
}

export function splitFrontmatter(source: string): { data: Record<string, unknown>; body: string } {
  const parsed = matter(source);
  return { data: parsed.data as Record<string, unknown>, body: parsed.content };
}

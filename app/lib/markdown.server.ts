// Markdown to HTML at build time (prerender loaders only): no parser ships to the browser.
import matter from "gray-matter";
import { Marked } from "marked";

const marked = new Marked({ gfm: true, async: false });

export function renderMarkdown(markdown: string): string {
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

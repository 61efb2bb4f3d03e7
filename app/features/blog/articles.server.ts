// Reads and validates content/blog/*.md at build time (prerender loaders, sitemap, feed).
import { readFileSync, readdirSync } from "node:fs";
import { renderMarkdown, splitFrontmatter } from "../../lib/markdown.server.ts";
import { articleFrontmatterSchema, type Article, type ArticleSummary } from "./article-schema.ts";
import { expandFigures } from "./body-figures.ts";
import { expandDataDirectives } from "../../lib/data-directives.ts";

const CONTENT_DIR = "content/blog";

export function countWords(markdown: string): number {
  return markdown
    .replace(/[#*_>|`-]/g, " ")
    .split(/\s+/)
    .filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

export function parseArticle(slug: string, source: string): Article {
  const { data, body } = splitFrontmatter(source);
  const parsed = articleFrontmatterSchema.safeParse(data);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".") || "(frontmatter)"}: ${i.message}`).join("; ");
    throw new Error(`${CONTENT_DIR}/${slug}.md: invalid frontmatter: ${problems}`);
  }
  const fm = parsed.data;
  return {
    ...fm,
    slug,
    imageAlt: fm.image_alt,
    html: renderMarkdown(expandDataDirectives(slug, expandFigures(slug, body))),
    wordCount: countWords(body),
  };
}

let cache: Article[] | null = null;

/** Every article, newest first, then a fixed editorial order (the file name). */
export function loadArticles(): Article[] {
  if (cache) return cache;
  const slugs = readdirSync(CONTENT_DIR)
    .filter((f) => f.endsWith(".md"))
    .map((f) => f.slice(0, -3))
    .sort();
  const articles = slugs.map((slug) => parseArticle(slug, readFileSync(`${CONTENT_DIR}/${slug}.md`, "utf8")));
  articles.sort((a, b) =>
    a.date === b.date ? editorialRank(a.slug) - editorialRank(b.slug) : b.date.localeCompare(a.date),
  );
  cache = articles;
  return articles;
}

// Within a day, the order of the spec's slug list.
const EDITORIAL_ORDER = [
  "salao-do-automovel-2025-tudo-sobre-o-evento",
  "combustivel-mais-economico-alcool-ou-gasolina-2025",
  "como-usar-tabela-fipe-negociar-carro",
  "depreciacao-de-veiculos-como-estimar-valor-revenda",
  "passo-a-passo-financiamento-veiculos-usados",
  "veiculos-eletricos-brasil-incentivos-economia",
];

function editorialRank(slug: string): number {
  const i = EDITORIAL_ORDER.indexOf(slug);
  return i === -1 ? EDITORIAL_ORDER.length : i;
}

export function toSummary(article: Article): ArticleSummary {
  const { slug, title, h1, summary, category, date, imageAlt } = article;
  return { slug, title, h1, summary, category, date, imageAlt };
}

export function findArticle(slug: string): Article | undefined {
  return loadArticles().find((a) => a.slug === slug);
}

/** The markdown body of an existing article (its in-body figures are declared there). */
export function findArticleBody(slug: string): string | undefined {
  if (!findArticle(slug)) return undefined;
  return splitFrontmatter(readFileSync(`${CONTENT_DIR}/${slug}.md`, "utf8")).body;
}

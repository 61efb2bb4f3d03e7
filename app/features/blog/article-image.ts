// A light illustration per article, generated at build from its category and title
// (no external image hosts). Pure: returns SVG text.
import type { ArticleFrontmatter } from "./article-schema.ts";

export const ARTICLE_IMAGE_WIDTH = 1200;
export const ARTICLE_IMAGE_HEIGHT = 630;

const PALETTES: Record<ArticleFrontmatter["category"], [string, string]> = {
  Eventos: ["#7c2d12", "#ea580c"],
  Dicas: ["#1e3a8a", "#2563eb"],
  Economia: ["#14532d", "#16a34a"],
  Negociação: ["#312e81", "#4f46e5"],
  Financiamento: ["#1e3a8a", "#0891b2"],
  "Veículos Elétricos": ["#064e3b", "#059669"],
  "Guias de Compra": ["#4c1d95", "#7c3aed"],
  "Primeiro Carro": ["#831843", "#db2777"],
  Manutenção: ["#334155", "#0f766e"],
  Segurança: ["#7f1d1d", "#dc2626"],
  "Carros Usados": ["#1f2937", "#4b5563"],
  "Problemas Comuns": ["#78350f", "#d97706"],
};

/** The category's two colours (dark, light), shared with its share card. */
export function categoryPalette(category: ArticleFrontmatter["category"]): [string, string] {
  return PALETTES[category];
}

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** Greedy word wrap by character count (the font is a system sans-serif). */
export function wrapTitle(title: string, maxChars = 30, maxLines = 4): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of title.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (next.length > maxChars && line) {
      lines.push(line);
      line = word;
    } else {
      line = next;
    }
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${kept[maxLines - 1]}…`;
    return kept;
  }
  return lines;
}

/** The SVG's attributes, shared by the file and the drawing inlined in pages. */
export const ARTICLE_IMAGE_VIEWBOX = `0 0 ${ARTICLE_IMAGE_WIDTH} ${ARTICLE_IMAGE_HEIGHT}`;
export const ARTICLE_IMAGE_FONTS = "system-ui,-apple-system,Segoe UI,Roboto,Arial,sans-serif";

type Illustrated = { title: string; category: ArticleFrontmatter["category"] };

/**
 * What the illustration draws, inside its <svg>. `gradientId` names its background gradient:
 * unique on the page when several drawings are inlined in it (ids are document-wide).
 */
export function articleSvgContent({ title, category }: Illustrated, gradientId: string): string {
  const [dark, light] = PALETTES[category];
  const lines = wrapTitle(title);
  const text = lines
    .map(
      (l, i) => `<text x="80" y="${250 + i * 72}" font-size="58" font-weight="700" fill="#fff">${escapeXml(l)}</text>`,
    )
    .join("");
  return `<defs><linearGradient id="${gradientId}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${light}"/></linearGradient></defs><rect width="1200" height="630" fill="url(#${gradientId})"/><circle cx="1050" cy="110" r="220" fill="#fff" opacity=".07"/><circle cx="1120" cy="560" r="160" fill="#fff" opacity=".06"/><rect x="80" y="110" rx="22" width="${category.length * 19 + 48}" height="44" fill="#fff" opacity=".18"/><text x="104" y="141" font-size="26" font-weight="600" fill="#fff">${escapeXml(category)}</text>${text}<g transform="translate(860 430)" fill="#fff" opacity=".9"><path d="M20 90l22-56a25 25 0 0 1 23-16h130a25 25 0 0 1 23 16l22 56v40a10 10 0 0 1-10 10h-16a10 10 0 0 1-10-10v-10H56v10a10 10 0 0 1-10 10H30a10 10 0 0 1-10-10z"/><circle cx="62" cy="96" r="14" fill="${dark}"/><circle cx="198" cy="96" r="14" fill="${dark}"/><path d="M52 70l14-36h128l14 36z" fill="${light}"/></g><text x="80" y="570" font-size="28" font-weight="700" fill="#fff" opacity=".85">Carro em Conta</text>`;
}

/** The illustration as a file, /images/blog/{slug}.svg (pages draw it inline; links to the file keep working). */
export function articleSvg(article: Illustrated): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${ARTICLE_IMAGE_WIDTH}" height="${ARTICLE_IMAGE_HEIGHT}" viewBox="${ARTICLE_IMAGE_VIEWBOX}" font-family="${ARTICLE_IMAGE_FONTS}">${articleSvgContent(article, "g")}</svg>`;
}

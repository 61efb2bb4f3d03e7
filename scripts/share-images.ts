// Build step (run by scripts/postbuild.ts): the share card PNG of every page and article, at
// the paths app/lib/share-image.ts gives them, then a check that every prerendered page's
// og:image points to a PNG that exists in the build.
import { createHash } from "node:crypto";
import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import type { LucideIcon } from "lucide-react";
import {
  BookOpen,
  CalendarCheck,
  CalendarDays,
  Calculator,
  Car,
  CarFront,
  ClipboardList,
  Cookie,
  FileText,
  Fuel,
  Handshake,
  KeyRound,
  Landmark,
  Lightbulb,
  Mail,
  Newspaper,
  PiggyBank,
  Receipt,
  Scale,
  Search,
  ShieldCheck,
  TriangleAlert,
  Users,
  Wrench,
  Zap,
} from "lucide-react";
import { DEFAULT_SITE_URL } from "../build-env.ts";
import { categoryPalette } from "../app/features/blog/article-image.ts";
import type { ArticleFrontmatter } from "../app/features/blog/article-schema.ts";
import { loadArticles } from "../app/features/blog/articles.server.ts";
import { STATIC_PAGE_PATHS } from "../app/lib/routes-table.ts";
import { PAGE_SHARE_CARDS, shareImagePath } from "../app/lib/share-image.ts";
import { iconSvg } from "../server/share-image/icon-svg.ts";
import { renderShareCard, type ShareCard } from "../server/share-image/render.ts";

const PAGE_ICONS: Record<(typeof STATIC_PAGE_PATHS)[number], LucideIcon> = {
  "/": Car,
  "/calculadoras": Calculator,
  "/financiamento": Landmark,
  "/ipva": Receipt,
  "/combustivel": Fuel,
  "/comparador": Scale,
  "/licenciamento": CalendarCheck,
  "/fipe": Search,
  "/noticias": Newspaper,
  "/blog": BookOpen,
  "/sobre-nos": Users,
  "/contato": Mail,
  "/termos-de-uso": FileText,
  "/politica-de-privacidade": ShieldCheck,
  "/politica-de-cookies": Cookie,
};

const CATEGORY_ICONS: Record<ArticleFrontmatter["category"], LucideIcon> = {
  Eventos: CalendarDays,
  Dicas: Lightbulb,
  Economia: PiggyBank,
  Negociação: Handshake,
  Financiamento: Landmark,
  "Veículos Elétricos": Zap,
  "Guias de Compra": ClipboardList,
  "Primeiro Carro": KeyRound,
  Manutenção: Wrench,
  Segurança: ShieldCheck,
  "Carros Usados": CarFront,
  "Problemas Comuns": TriangleAlert,
};

function siteUrl(): string {
  return (process.env.SITE_URL ?? DEFAULT_SITE_URL).replace(/\/+$/, "");
}

/** Every card of the site: the route table's pages, then the articles. */
export function siteCards(): Array<{ path: string; card: ShareCard }> {
  const address = new URL(siteUrl()).host.replace(/^www\./, "");
  const pages = STATIC_PAGE_PATHS.map((path) => ({
    path: shareImagePath(path),
    card: { ...PAGE_SHARE_CARDS[path], illustrationSvg: iconSvg(PAGE_ICONS[path]), address },
  }));
  const articles = loadArticles().map((article) => {
    const [from, to] = categoryPalette(article.category);
    return {
      path: shareImagePath(`/blog/${article.slug}`),
      card: {
        eyebrow: article.category,
        title: article.h1,
        illustrationSvg: iconSvg(CATEGORY_ICONS[article.category]),
        colors: { from, to },
        address,
      },
    };
  });
  return [...pages, ...articles];
}

/** Rendered cards are kept here by content, so a rebuild only draws the cards that changed. */
const CACHE_DIR = "node_modules/.cache/cec-share-images";
const RENDERER_FILES = [
  "server/share-image/card-layout.ts",
  "server/share-image/render.ts",
  "node_modules/satori/package.json",
  "node_modules/@resvg/resvg-wasm/package.json",
  "node_modules/@fontsource/inter/package.json",
];

export async function writeShareImages(clientDir: string): Promise<{ total: number; drawn: number }> {
  const renderer = createHash("sha256");
  for (const file of RENDERER_FILES) renderer.update(readFileSync(file));
  const rendererId = renderer.digest("hex");
  mkdirSync(CACHE_DIR, { recursive: true });
  const cards = siteCards();
  let drawn = 0;
  for (const { path, card } of cards) {
    const key = createHash("sha256").update(rendererId).update(JSON.stringify(card)).digest("hex");
    const cached = join(CACHE_DIR, `${key}.png`);
    if (!existsSync(cached)) {
      writeFileSync(cached, await renderShareCard(card));
      drawn += 1;
    }
    const file = join(clientDir, path);
    mkdirSync(dirname(file), { recursive: true });
    copyFileSync(cached, file);
  }
  return { total: cards.length, drawn };
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return htmlFiles(full);
    return name.endsWith(".html") && name !== "__spa-fallback.html" ? [full] : [];
  });
}

/** Pages whose og:image is missing or points to no PNG of the build (empty when all is well). */
export function missingShareImages(clientDir: string, base = siteUrl()): string[] {
  const problems: string[] = [];
  for (const file of htmlFiles(clientDir)) {
    const html = readFileSync(file, "utf8");
    const url = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
    if (!url) problems.push(`${file}: no og:image`);
    else if (!url.startsWith(`${base}/`) || !url.endsWith(".png")) problems.push(`${file}: og:image ${url}`);
    else if (!existsSync(join(clientDir, url.slice(base.length)))) problems.push(`${file}: ${url} not in the build`);
  }
  return problems;
}

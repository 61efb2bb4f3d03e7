// Build step (run by scripts/postbuild.ts): the share card PNG of every page and article, at
// the paths app/lib/share-image.ts gives them, then a check that every prerendered page's
// og:image points to a PNG that exists in the build.
import { createHash } from "node:crypto";
import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import type { LucideIcon } from "lucide-react";
import {
  BookOpen,
  Calculator,
  CalendarCheck,
  CalendarDays,
  Car,
  CarFront,
  ClipboardList,
  Cookie,
  FileText,
  Fuel,
  GitCompareArrows,
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
import { categoryPalette } from "#app/features/blog/article-image.ts";
import type { ArticleFrontmatter } from "#app/features/blog/article-schema.ts";
import { loadArticles } from "#app/features/blog/articles.server.ts";
import { FUEL_PRICES_CARD, FUEL_PRICES_PATH } from "#app/domain/fuel-prices/pages.ts";
import { NOT_FOUND_PATH, type STATIC_PAGE_PATHS } from "#app/lib/routes-table.ts";
import { shareImagePath } from "#app/lib/share-image.ts";
import { iconSvg } from "../server/share-image/icon-svg.ts";
import { renderShareCard, type ShareCard } from "../server/share-image/render.ts";

type PageCard = { eyebrow: string; title: string; icon: LucideIcon };

/** A share card: the small line above the title (eyebrow), the title, the icon. */
const card = (eyebrow: string, title: string, icon: LucideIcon): PageCard => ({ eyebrow, title, icon });

/** The card of each page of the route table and of the not-found page. */
export const PAGE_CARDS: Record<(typeof STATIC_PAGE_PATHS)[number] | typeof NOT_FOUND_PATH, PageCard> = {
  "/": card("Calculadoras e Tabela FIPE", "Faça as contas do seu carro antes de decidir", Car),
  "/calculadoras": card("Calculadoras", "Financiamento, IPVA, consumo, combustível e licenciamento", Calculator),
  "/financiamento": card("Calculadora", "Simulador de financiamento de veículos", Landmark),
  "/ipva": card("Calculadora", "Calcule o IPVA do seu carro ou moto", Receipt),
  "/combustivel": card("Calculadora", "Quanto seu carro gasta de combustível?", Fuel),
  "/comparador": card("Calculadora", "Álcool ou gasolina: qual compensa abastecer?", Scale),
  "/licenciamento": card("Calculadora", "Vencimento do licenciamento pela placa", CalendarCheck),
  "/fipe": card("Tabela FIPE", "Consulte o preço de carros, motos e caminhões", Search),
  "/fipe/comparar": card("Tabela FIPE", "Compare até três veículos lado a lado", GitCompareArrows),
  "/noticias": card("Notícias", "Novidades do mercado de veículos", Newspaper),
  "/blog": card("Blog", "Dicas para comprar, manter e economizar com o seu carro", BookOpen),
  "/sobre-nos": card("Sobre nós", "Contas do carro claras, grátis e sem cadastro", Users),
  "/contato": card("Contato", "Fale com a equipe do Carro em Conta", Mail),
  "/termos-de-uso": card("Termos de Uso", "As regras de uso do Carro em Conta", FileText),
  "/politica-de-privacidade": card("Política de Privacidade", "Como tratamos os seus dados", ShieldCheck),
  "/politica-de-cookies": card("Política de Cookies", "Os cookies que usamos e por quê", Cookie),
  [NOT_FOUND_PATH]: card("Carro em Conta", "Calculadoras, Tabela FIPE e dicas para o seu carro", Car),
};

/**
 * Cards of pages rendered by the server whose card never changes (so it is drawn here, once):
 * the national fuel price page. (A state's fuel page and the catalog's pages show their own
 * figures: the server draws those.)
 */
export const SERVER_PAGE_CARDS: Record<string, PageCard> = {
  [FUEL_PRICES_PATH]: { ...FUEL_PRICES_CARD, icon: Fuel },
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
  return (process.env.SITE_URL || DEFAULT_SITE_URL).replace(/\/+$/, "");
}

function htmlUnescape(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/**
 * Every card of the site: the route table's pages, the articles, then any other prerendered
 * page of the build (a page added later still gets a card, drawn from its og:title).
 */
export function siteCards(clientDir: string): Array<{ path: string; card: ShareCard }> {
  const address = new URL(siteUrl()).host.replace(/^www\./, "");
  const pages = Object.entries({ ...PAGE_CARDS, ...SERVER_PAGE_CARDS }).map(([path, { eyebrow, title, icon }]) => ({
    path: shareImagePath(path),
    card: { eyebrow, title, illustrationSvg: iconSvg(icon), address },
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
  const known = new Set([...pages, ...articles].map((c) => c.path));
  const base = siteUrl();
  const others = htmlFiles(clientDir).flatMap((file) => {
    const html = readFileSync(file, "utf8");
    const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
    const ogTitle = /<meta property="og:title" content="([^"]*)"/.exec(html)?.[1];
    if (!image?.startsWith(`${base}/images/share/`) || !ogTitle) return [];
    const path = image.slice(base.length);
    if (known.has(path)) return [];
    known.add(path);
    const title = htmlUnescape(ogTitle).replace(/ \| Carro em Conta$/, "");
    return [{ path, card: { eyebrow: "Carro em Conta", title, illustrationSvg: iconSvg(Car), address } }];
  });
  return [...pages, ...articles, ...others];
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
  const cards = siteCards(clientDir);
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

/**
 * Pages whose og:image is missing or points to no PNG of the build (empty when all is well).
 * Private pages (noindex: the operator's console and sign-in) are not meant to be shared.
 */
export function missingShareImages(clientDir: string, base = siteUrl()): string[] {
  const problems: string[] = [];
  for (const file of htmlFiles(clientDir)) {
    const html = readFileSync(file, "utf8");
    if (/<meta name="robots" content="noindex/.test(html)) continue;
    const url = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
    if (!url) problems.push(`${file}: no og:image`);
    else if (!url.startsWith(`${base}/`) || !url.endsWith(".png")) problems.push(`${file}: og:image ${url}`);
    else if (!existsSync(join(clientDir, url.slice(base.length)))) problems.push(`${file}: ${url} not in the build`);
  }
  return problems;
}

// Share images (og:image): every page and article has a 1200x630 PNG, drawn at build time
// by scripts/share-images.ts with server/share-image/. This module is the contract both sides
// read: where a page's PNG lives and what its card says (the alt text repeats it).
import type { STATIC_PAGE_PATHS } from "./routes-table.ts";

export const SHARE_IMAGE_WIDTH = 1200;
export const SHARE_IMAGE_HEIGHT = 630;

export type ShareCardText = { eyebrow: string; title: string };

/** The card of each page of the route table (articles use their category and h1). */
export const PAGE_SHARE_CARDS: Record<(typeof STATIC_PAGE_PATHS)[number], ShareCardText> = {
  "/": { eyebrow: "Calculadoras e Tabela FIPE", title: "Faça as contas do seu carro antes de decidir" },
  "/calculadoras": { eyebrow: "Calculadoras", title: "Financiamento, IPVA, consumo, combustível e licenciamento" },
  "/financiamento": { eyebrow: "Calculadora", title: "Simulador de financiamento de veículos" },
  "/ipva": { eyebrow: "Calculadora", title: "Calcule o IPVA do seu carro ou moto" },
  "/combustivel": { eyebrow: "Calculadora", title: "Quanto seu carro gasta de combustível?" },
  "/comparador": { eyebrow: "Calculadora", title: "Álcool ou gasolina: qual compensa abastecer?" },
  "/licenciamento": { eyebrow: "Calculadora", title: "Vencimento do licenciamento pela placa" },
  "/fipe": { eyebrow: "Tabela FIPE", title: "Consulte o preço de carros, motos e caminhões" },
  "/noticias": { eyebrow: "Notícias", title: "Novidades do mercado de veículos" },
  "/blog": { eyebrow: "Blog", title: "Dicas para comprar, manter e economizar com o seu carro" },
  "/sobre-nos": { eyebrow: "Sobre nós", title: "Contas do carro claras, grátis e sem cadastro" },
  "/contato": { eyebrow: "Contato", title: "Fale com a equipe do Carro em Conta" },
  "/termos-de-uso": { eyebrow: "Termos de Uso", title: "As regras de uso do Carro em Conta" },
  "/politica-de-privacidade": { eyebrow: "Política de Privacidade", title: "Como tratamos os seus dados" },
  "/politica-de-cookies": { eyebrow: "Política de Cookies", title: "Os cookies que usamos e por quê" },
};

/** The PNG's path for a page: "/" -> /images/share/inicio.png, "/blog/x" -> /images/share/blog/x.png. */
export function shareImagePath(pagePath: string): string {
  return `/images/share${pagePath === "/" ? "/inicio" : pagePath}.png`;
}

/** What the image shows, for og:image:alt. */
export function shareImageAlt({ eyebrow, title }: ShareCardText): string {
  return `Carro em Conta — ${eyebrow}: ${title}`;
}

/** The page's own card, or the home page's for pages without one (the not-found page). */
export function pageShareImage(pagePath: string): { path: string; alt: string } {
  const card = PAGE_SHARE_CARDS[pagePath as keyof typeof PAGE_SHARE_CARDS];
  if (card) return { path: shareImagePath(pagePath), alt: shareImageAlt(card) };
  return { path: shareImagePath("/"), alt: shareImageAlt(PAGE_SHARE_CARDS["/"]) };
}

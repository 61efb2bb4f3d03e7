// Identity and contact details (docs/product.md, "Identity"): the only place they are written.
// The phone and the social profiles are configuration (CONTACT_PHONE, SOCIAL_*_URL: lib/contact.ts).
/** The tab's icon, a PNG the build draws (scripts/pwa-assets.ts, which says why not SVG). */
export const FAVICON_PATH = "/icons/favicon-48.png";

export const SITE = {
  name: "Carro em Conta",
  titleSuffix: " | Carro em Conta",
  email: "contato@carroemconta.com.br",
  city: "São Paulo, SP",
  legalUpdatedAt: "25 de novembro de 2026",
  locale: "pt_BR",
} as const;

/** `short`: the label the desktop menu shows between 1024 and 1280 px, where the full one does
 * not fit beside the others. */
export type NavLink = { to: string; label: string; description?: string; short?: string };

export const CALCULATOR_LINKS: readonly NavLink[] = [
  {
    to: "/financiamento",
    label: "Financiamento",
    description: "Simule parcelas, juros e o custo total do financiamento do seu veículo.",
  },
  { to: "/ipva", label: "IPVA", description: "Calcule o IPVA do seu carro ou moto com a alíquota do seu estado." },
  {
    to: "/combustivel",
    label: "Consumo de Combustível",
    description: "Descubra quantos km/l seu veículo faz e quanto custou o trajeto.",
  },
  {
    to: "/comparador",
    label: "Álcool ou Gasolina",
    description: "Veja qual combustível compensa mais com a regra dos 70%.",
  },
  {
    to: "/licenciamento",
    label: "Licenciamento",
    description: "Consulte o mês de vencimento pelo final da placa e calcule encargos por atraso.",
  },
];

export const MAIN_NAV: readonly NavLink[] = [
  { to: "/", label: "Início" },
  { to: "/fipe", label: "Tabela FIPE" },
  { to: "/precos-combustiveis", label: "Preços dos combustíveis", short: "Combustíveis" },
  { to: "/blog", label: "Blog" },
  { to: "/noticias", label: "Notícias" },
  { to: "/sobre-nos", label: "Sobre Nós" },
  { to: "/contato", label: "Contato" },
];

export const LEGAL_LINKS: readonly NavLink[] = [
  { to: "/termos-de-uso", label: "Termos de Uso" },
  { to: "/politica-de-privacidade", label: "Política de Privacidade" },
  { to: "/politica-de-cookies", label: "Política de Cookies" },
];

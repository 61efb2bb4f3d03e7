// Identity and contact details (decisions.md "Identity"): the only place they are written.
/** The tab's icon, a PNG the build draws (scripts/pwa-assets.ts, which says why not SVG). */
export const FAVICON_PATH = "/icons/favicon-48.png";

export const SITE = {
  name: "Carro em Conta",
  titleSuffix: " | Carro em Conta",
  email: "contato@carroemconta.com.br",
  phone: "(11) 4000-1234",
  phoneHref: "tel:+551140001234",
  city: "São Paulo, SP",
  copyright: "© 2025 Carro em Conta",
  legalUpdatedAt: "21 de novembro de 2026",
  locale: "pt_BR",
} as const;

export type NavLink = { to: string; label: string; description?: string };

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
    description: "Consulte o mês de vencimento pela placa e calcule encargos por atraso.",
  },
];

export const MAIN_NAV: readonly NavLink[] = [
  { to: "/", label: "Início" },
  { to: "/fipe", label: "Tabela FIPE" },
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

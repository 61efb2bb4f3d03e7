// The spec's route table with each page's expected title, shared by the browser tests.
import { existsSync } from "node:fs";

/**
 * The IPVA year the site names today (2026 until 30/11/2026, then 2027), by the rule of
 * app/domain/ipva/rates.ts (`ipvaYearsOn`, which Playwright cannot import with its JSON files):
 * from 1 December next year's file when it exists, else this year's.
 */
export const IPVA_YEAR_TODAY = (() => {
  const now = new Date();
  const year = now.getUTCFullYear();
  const has = (y: number) => existsSync(`app/domain/ipva/data/${y}.json`);
  if (now.getUTCMonth() === 11 && has(year + 1)) return year + 1;
  return has(year) ? year : year - 1;
})();

export const PAGES: ReadonlyArray<{ path: string; title: string; h1: string | RegExp }> = [
  {
    path: "/",
    title: "Carro em Conta | Calculadoras de Veículos, Tabela FIPE e Dicas",
    h1: "Faça as contas do seu carro antes de decidir",
  },
  { path: "/calculadoras", title: "Calculadoras Automotivas Grátis | Carro em Conta", h1: "Calculadoras" },
  {
    path: "/financiamento",
    title: "Simulador de Financiamento de Veículos (Tabela Price) | Carro em Conta",
    h1: "Simulador de Financiamento de Veículos",
  },
  {
    path: "/ipva",
    title: `Calculadora de IPVA ${IPVA_YEAR_TODAY} por Estado | Carro em Conta`,
    h1: "Calculadora de IPVA",
  },
  {
    path: "/combustivel",
    title: "Calculadora de Consumo de Combustível (km/l) | Carro em Conta",
    h1: "Calculadora de Consumo de Combustível",
  },
  {
    path: "/comparador",
    title: "Álcool ou Gasolina: Calculadora da Regra dos 70% | Carro em Conta",
    h1: "Álcool ou Gasolina?",
  },
  {
    path: "/licenciamento",
    title: "Simulador de Licenciamento: Vencimento e Encargos | Carro em Conta",
    h1: "Simulador de Licenciamento",
  },
  {
    path: "/fipe",
    title: "Consulta Tabela FIPE Grátis (Carros, Motos e Caminhões) | Carro em Conta",
    h1: "Tabela FIPE",
  },
  { path: "/noticias", title: "Notícias Automotivas | Carro em Conta", h1: "Notícias" },
  { path: "/blog", title: "Blog: Dicas, Guias e Manutenção de Carros | Carro em Conta", h1: "Blog Carro em Conta" },
  {
    path: "/blog/hora-certa-trocar-oleo-carro",
    title: "Quando trocar o óleo do carro: prazos e sinais | Carro em Conta",
    h1: /óleo/i,
  },
  { path: "/sobre-nos", title: "Sobre Nós | Carro em Conta", h1: "Sobre Nós" },
  { path: "/contato", title: "Contato | Carro em Conta", h1: "Fale Conosco" },
  { path: "/termos-de-uso", title: "Termos de Uso | Carro em Conta", h1: "Termos de Uso" },
  {
    path: "/politica-de-privacidade",
    title: "Política de Privacidade | Carro em Conta",
    h1: "Política de Privacidade",
  },
  { path: "/politica-de-cookies", title: "Política de Cookies | Carro em Conta", h1: "Política de Cookies" },
];

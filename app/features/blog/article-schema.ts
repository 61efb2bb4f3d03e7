import { z } from "zod";

export const BLOG_CATEGORIES = [
  "Eventos",
  "Dicas",
  "Economia",
  "Negociação",
  "Financiamento",
  "Veículos Elétricos",
  "Guias de Compra",
  "Primeiro Carro",
  "Manutenção",
  "Segurança",
  "Carros Usados",
  "Problemas Comuns",
] as const;

export const EDITORIAL_AUTHOR = "Equipe Carro em Conta";

/** Frontmatter of content/blog/<slug>.md, checked at build (a bad file fails the build). */
export const articleFrontmatterSchema = z.object({
  title: z.string().min(10).max(90).endsWith(" | Carro em Conta"),
  description: z.string().min(80).max(170),
  keywords: z.array(z.string().min(2)).min(3).max(10),
  h1: z.string().min(10).max(120),
  summary: z.string().min(40).max(240),
  category: z.enum(BLOG_CATEGORIES),
  author: z.literal(EDITORIAL_AUTHOR),
  date: z.enum(["2025-09-01", "2025-09-02"]),
  image_alt: z.string().min(15).max(200),
  faq: z
    .array(z.object({ question: z.string().min(10), answer: z.string().min(20) }))
    .length(3)
    .optional(),
});

export type ArticleFrontmatter = z.infer<typeof articleFrontmatterSchema>;

export type ArticleSummary = {
  slug: string;
  title: string;
  h1: string;
  summary: string;
  category: ArticleFrontmatter["category"];
  date: string;
  imageAlt: string;
};

export type Article = ArticleSummary &
  ArticleFrontmatter & {
    html: string;
    wordCount: number;
  };

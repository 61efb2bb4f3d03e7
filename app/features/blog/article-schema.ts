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

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "a date as AAAA-MM-DD")
  .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), "not a real date");

/** Frontmatter of content/blog/<slug>.md, checked at build (a bad file fails the build). */
export const articleFrontmatterSchema = z
  .object({
    title: z.string().min(10).max(90).endsWith(" | Carro em Conta"),
    description: z.string().min(80).max(170),
    keywords: z.array(z.string().min(2)).min(3).max(10),
    h1: z.string().min(10).max(120),
    summary: z.string().min(40).max(240),
    category: z.enum(BLOG_CATEGORIES),
    author: z.literal(EDITORIAL_AUTHOR),
    /** First published. */
    date: isoDate,
    /** Last checked and brought up to date (shown as "Atualizado em …", JSON-LD dateModified). */
    updated: isoDate.optional(),
    image_alt: z.string().min(15).max(200),
    faq: z
      .array(z.object({ question: z.string().min(10), answer: z.string().min(20) }))
      .length(3)
      .optional(),
    /** Where the article's facts come from, listed at its end. */
    sources: z
      .array(z.object({ title: z.string().min(5).max(200), url: z.url({ protocol: /^https?$/ }) }))
      .min(1)
      .optional(),
  })
  .refine((fm) => fm.updated === undefined || fm.updated >= fm.date, {
    message: "updated cannot be before date",
    path: ["updated"],
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

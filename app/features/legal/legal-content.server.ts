import { readFileSync } from "node:fs";
import { z } from "zod";
import { renderMarkdown, splitFrontmatter } from "../../lib/markdown.server.ts";

const legalFrontmatter = z.object({
  title: z.string().endsWith(" | Carro em Conta"),
  description: z.string().min(50).max(170),
  h1: z.string().min(3),
});

export type LegalPage = z.infer<typeof legalFrontmatter> & { html: string };

export const LEGAL_SLUGS = ["termos-de-uso", "politica-de-privacidade", "politica-de-cookies"] as const;
export type LegalSlug = (typeof LEGAL_SLUGS)[number];

export function loadLegalPage(slug: LegalSlug): LegalPage {
  const file = `content/legal/${slug}.md`;
  const { data, body } = splitFrontmatter(readFileSync(file, "utf8"));
  const parsed = legalFrontmatter.safeParse(data);
  if (!parsed.success) throw new Error(`${file}: invalid frontmatter: ${parsed.error.message}`);
  if (!body.includes("Última atualização: 27 de agosto de 2025")) {
    throw new Error(`${file}: missing "Última atualização: 27 de agosto de 2025"`);
  }
  return { ...parsed.data, html: renderMarkdown(body) };
}

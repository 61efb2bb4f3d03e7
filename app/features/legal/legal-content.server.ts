import { readFileSync } from "node:fs";
import { z } from "zod";
import { renderMarkdown, splitFrontmatter } from "../../lib/markdown.server.ts";
import { contactPhone, type ContactConfig } from "../../lib/contact.ts";
import { CONTACT_CONFIG, CONTROLLER, SITE_URL } from "../../lib/public-env.ts";
import { SITE } from "../../lib/site.ts";

const legalFrontmatter = z.object({
  title: z.string().endsWith(" | Carro em Conta"),
  description: z.string().min(50).max(170),
  h1: z.string().min(3),
});

export type LegalPage = z.infer<typeof legalFrontmatter> & { html: string };

export const LEGAL_SLUGS = ["termos-de-uso", "politica-de-privacidade", "politica-de-cookies"] as const;
export type LegalSlug = (typeof LEGAL_SLUGS)[number];

/**
 * The date each text says it was last updated. The spec's 27 August 2025 held until the texts
 * changed materially (21 November 2026: e-mail sending, real cookie and session facts,
 * retention periods, the controller's identity, admin-only accounts; the privacy policy again
 * on 24 November 2026: price alerts; all three on 25 November 2026: what the calculators send
 * to the server without JavaScript, the licensing simulator's final digit instead of the plate,
 * the phone only when configured; the privacy policy: one confirmation per price-alert vehicle).
 */
export const LEGAL_UPDATED_AT: Record<LegalSlug, string> = {
  "termos-de-uso": "25 de novembro de 2026",
  "politica-de-privacidade": "25 de novembro de 2026",
  "politica-de-cookies": "25 de novembro de 2026",
};

export type ControllerIdentity = typeof CONTROLLER;

/**
 * The placeholders the texts use, filled from the build-time configuration (build-env.ts). An
 * empty value (no CONTACT_PHONE) removes the line that holds it (fillPlaceholders).
 */
export function legalPlaceholders(
  controller: ControllerIdentity = CONTROLLER,
  contact: ContactConfig = CONTACT_CONFIG,
): Record<string, string> {
  const privacyEmail = controller.dpoEmail || SITE.email;
  const address = controller.address || SITE.city;
  const identity = [
    `- **Nome:** ${controller.name || SITE.name}`,
    ...(controller.cnpj ? [`- **CNPJ:** ${controller.cnpj}`] : []),
    `- **Endereço:** ${address}`,
  ].join("\n");
  const dpo = controller.dpoName
    ? `O encarregado pelo tratamento de dados pessoais (DPO) é ${controller.dpoName}, que atende pelo e-mail ${privacyEmail}.`
    : `O encarregado pelo tratamento de dados pessoais (DPO) atende pelo e-mail ${privacyEmail}.`;
  return {
    site: SITE_URL,
    controlador: identity,
    encarregado: dpo,
    "email-privacidade": privacyEmail,
    "email-contato": SITE.email,
    telefone: contactPhone(contact)?.text ?? "",
    endereco: address,
  };
}

/** The text with each {{name}} replaced; a line whose placeholder is empty is left out whole. */
export function fillPlaceholders(body: string, values: Record<string, string>, file = "text"): string {
  const kept = body
    .split("\n")
    .filter((line) => ![...line.matchAll(/\{\{([a-z-]+)\}\}/g)].some((m) => values[m[1]!] === ""))
    .join("\n");
  return kept.replace(/\{\{([a-z-]+)\}\}/g, (match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${file}: unknown placeholder ${match}`);
    return value;
  });
}

export function loadLegalPage(slug: LegalSlug): LegalPage {
  const file = `content/legal/${slug}.md`;
  const { data, body } = splitFrontmatter(readFileSync(file, "utf8"));
  const parsed = legalFrontmatter.safeParse(data);
  if (!parsed.success) throw new Error(`${file}: invalid frontmatter: ${parsed.error.message}`);
  if (!body.includes(`Última atualização: ${LEGAL_UPDATED_AT[slug]}`)) {
    throw new Error(`${file}: missing "Última atualização: ${LEGAL_UPDATED_AT[slug]}"`);
  }
  return { ...parsed.data, html: renderMarkdown(fillPlaceholders(body, legalPlaceholders(), file)) };
}

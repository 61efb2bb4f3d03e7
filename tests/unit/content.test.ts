// The editorial content of content/blog and content/legal against the product spec
// (sections 2, 3 and 9), decisions.md and docs/content-format.md.
import { readFileSync, readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { fillPlaceholders, legalPlaceholders } from "../../app/features/legal/legal-content.server.ts";
import { STATIC_PAGE_PATHS } from "../../app/lib/routes-table.ts";
import { BLOG_CATEGORIES, articleFrontmatterSchema } from "../../app/features/blog/article-schema.ts";
import { countWords, parseArticle } from "../../app/features/blog/articles.server.ts";
import { splitFrontmatter } from "../../app/lib/markdown.server.ts";

const BLOG_DIR = "content/blog";
const LEGAL_DIR = "content/legal";

// The spec's fixed slug list (section 2), written out.
const SPEC_SLUGS = [
  "depreciacao-de-veiculos-como-estimar-valor-revenda",
  "combustivel-mais-economico-alcool-ou-gasolina-2025",
  "como-usar-tabela-fipe-negociar-carro",
  "passo-a-passo-financiamento-veiculos-usados",
  "veiculos-eletricos-brasil-incentivos-economia",
  "salao-do-automovel-2025-tudo-sobre-o-evento",
  "carros-usados-automaticos-ate-35-mil",
  "carros-usados-automaticos-ate-45-mil",
  "carros-usados-automaticos-ate-55-mil",
  "carros-usados-automaticos-ate-65-mil",
  "suvs-usados-seminovos-ate-50-mil",
  "suvs-usados-seminovos-ate-60-mil",
  "suvs-usados-seminovos-ate-70-mil",
  "suvs-usados-seminovos-ate-80-mil",
  "carros-usados-ate-10-mil",
  "carros-usados-ate-30-mil",
  "carros-usados-ate-40-mil",
  "carros-usados-ate-50-mil",
  "carros-usados-ate-60-mil",
  "primeiro-carro-ate-20-mil",
  "luz-painel-acende-carro-nao-da-partida",
  "carro-parado-pode-descarregar-bateria",
  "agua-ou-aditivo-radiador",
  "carro-puxando-para-o-lado",
  "ar-condicionado-carro-parou-de-gelar",
  "barulho-estranho-no-motor",
  "pneu-careca-riscos-quando-trocar",
  "hora-certa-trocar-oleo-carro",
  "carro-falhando-na-subida",
  "direcao-dura-causas-comuns",
  "carro-engasgando-ao-acelerar",
  "freio-fazendo-barulho",
  "quando-trocar-fluido-de-freio",
  "suspensao-batendo-sinais-problema",
  "luz-injecao-eletronica-acesa",
  "zinabre-bateria-carro-como-limpar",
] as const;

// Spec section 9 / the editorial brief: facts each article must state, as exact strings.
const EDITORIAL_FACTS: Record<string, readonly string[]> = {
  "salao-do-automovel-2025-tudo-sobre-o-evento": [
    "22 a 30 de novembro de 2025",
    "São Paulo",
    "a partir das 12h",
    "21 de novembro",
    "das 18h às 23h",
    "2 horas antes",
    "não há venda de veículos no local",
  ],
  "pneu-careca-riscos-quando-trocar": ["1,6 mm", "5 pontos", "multa", "5 a 6 anos", "a cada 10.000 km"],
  "agua-ou-aditivo-radiador": ["toda semana ou a cada 1.000 km"],
  "ar-condicionado-carro-parou-de-gelar": ["a cada 6 meses ou 10.000 km"],
  "carro-parado-pode-descarregar-bateria": ["2 a 4 anos"],
  "zinabre-bateria-carro-como-limpar": ["2 a 4 anos"],
  "hora-certa-trocar-oleo-carro": [
    "5.000 km ou 6 meses",
    "7.500 a 10.000 km ou 12 meses",
    "10.000 a 15.000 km ou 12 meses",
    "uso severo",
    "metade",
    "a cada 15 dias",
  ],
  "carro-falhando-na-subida": ["a cada 10.000 ou 15.000 km", "30.000 a 50.000 km"],
  "carro-engasgando-ao-acelerar": ["a cada 10.000 ou 15.000 km", "30.000 a 50.000 km"],
  "quando-trocar-fluido-de-freio": ["a cada 2 anos ou 20.000 km", "100 °C", "DOT 4", "230 °C"],
  "combustivel-mais-economico-alcool-ou-gasolina-2025": ["70%", "30%"],
};

// Internal links may point at any page of the site's route table.
const STATIC_ROUTES: readonly string[] = STATIC_PAGE_PATHS;

const BUYING_GUIDE = /^(carros-usados-|suvs-usados-seminovos-|carros-usados-automaticos-|primeiro-carro-ate-20-mil$)/;
const MODEL_BULLET = /^- \*\*[^*]+ \(\d{4}–\d{4}\)\*\*: \S.*$/gmu;

type Entry = { slug: string; source: string; data: Record<string, unknown>; body: string };

const entries: Entry[] = readdirSync(BLOG_DIR)
  .filter((f) => f.endsWith(".md"))
  .sort()
  .map((file) => {
    const slug = file.slice(0, -3);
    const source = readFileSync(`${BLOG_DIR}/${file}`, "utf8");
    try {
      const { data, body } = splitFrontmatter(source);
      return { slug, source, data, body };
    } catch (error) {
      // Broken YAML: reported by the frontmatter test of this file.
      return { slug, source, data: { yamlError: String(error) }, body: "" };
    }
  });

// Parsed with the app's own loader function; a file it rejects is reported by the frontmatter test
// below (and drops out of the other checks instead of aborting the whole file).
const articles = entries.flatMap((e) => {
  try {
    return [parseArticle(e.slug, e.source)];
  } catch {
    return [];
  }
});
const bySlug = new Map(articles.map((a) => [a.slug, a]));
const bodyOf = (slug: string) => entries.find((e) => e.slug === slug)?.body ?? "";

function duplicates(values: string[]): string[] {
  const seen = new Set<string>();
  return values.filter((v) => (seen.has(v) ? true : (seen.add(v), false)));
}

describe("content/blog: the article set", () => {
  it("holds exactly the 36 slugs of the spec", () => {
    expect(SPEC_SLUGS).toHaveLength(36);
    expect(new Set(SPEC_SLUGS).size).toBe(36);
    expect(entries.map((e) => e.slug).sort()).toEqual([...SPEC_SLUGS].sort());
  });

  it.each(entries.map((e) => [e.slug, e] as const))("%s has a valid frontmatter", (_slug, entry) => {
    const result = articleFrontmatterSchema.safeParse(entry.data);
    expect(result.success ? [] : result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`)).toEqual([]);
  });

  it("every file is accepted by the site's article loader", () => {
    expect(articles.map((a) => a.slug)).toEqual(entries.map((e) => e.slug));
  });

  it("has unique titles and h1 headings", () => {
    expect(duplicates(articles.map((a) => a.title))).toEqual([]);
    expect(duplicates(articles.map((a) => a.h1))).toEqual([]);
    expect(duplicates(articles.map((a) => a.slug))).toEqual([]);
  });

  it('every title ends with " | Carro em Conta"', () => {
    expect(articles.filter((a) => !a.title.endsWith(" | Carro em Conta")).map((a) => a.slug)).toEqual([]);
  });

  it("every body has at least 600 words", () => {
    const short = entries
      .map((e) => ({ slug: e.slug, words: countWords(e.body) }))
      .filter((x) => x.words < 600)
      .map((x) => `${x.slug}: ${x.words}`);
    expect(short).toEqual([]);
  });

  it("FAQ, when present, has exactly 3 items, and at least 30 articles have one", () => {
    const withFaq = articles.filter((a) => a.faq !== undefined);
    expect(withFaq.filter((a) => a.faq?.length !== 3).map((a) => a.slug)).toEqual([]);
    expect(withFaq.length).toBeGreaterThanOrEqual(30);
  });

  it("uses all 12 categories", () => {
    expect(BLOG_CATEGORIES).toHaveLength(12);
    expect([...new Set(articles.map((a) => a.category))].sort()).toEqual([...BLOG_CATEGORIES].sort());
  });

  it("dates are only 2025-09-01 or 2025-09-02", () => {
    expect(articles.filter((a) => !["2025-09-01", "2025-09-02"].includes(a.date)).map((a) => a.slug)).toEqual([]);
  });

  it("every author is the editorial team", () => {
    expect(articles.filter((a) => a.author !== "Equipe Carro em Conta").map((a) => a.slug)).toEqual([]);
  });
});

describe("content/blog: article bodies", () => {
  it("no body has a markdown H1 (the page renders h1)", () => {
    const offenders = entries.filter((e) => /^# /m.test(e.body)).map((e) => e.slug);
    expect(offenders).toEqual([]);
  });

  it('no body writes its own "Perguntas frequentes" section (the page renders the faq items)', () => {
    const offenders = entries.filter((e) => /^#{2,3} Perguntas frequentes/im.test(e.body)).map((e) => e.slug);
    expect(offenders).toEqual([]);
  });

  it("the buying guides list at least 6 models as `- **Name (YYYY–YYYY)**: text`", () => {
    const guides = entries.filter((e) => BUYING_GUIDE.test(e.slug));
    expect(guides.map((g) => g.slug).sort()).toEqual(
      SPEC_SLUGS.filter((s) => BUYING_GUIDE.test(s))
        .slice()
        .sort(),
    );
    expect(guides).toHaveLength(14);
    const tooFew = guides
      .map((g) => ({ slug: g.slug, models: g.body.match(MODEL_BULLET)?.length ?? 0 }))
      .filter((x) => x.models < 6)
      .map((x) => `${x.slug}: ${x.models}`);
    expect(tooFew).toEqual([]);
  });

  it("the model-bullet pattern rejects malformed bullets", () => {
    const bad = [
      "- **Fiat Uno (1995-2004)**: hífen comum",
      "- **Fiat Uno**: sem anos",
      "- Fiat Uno (1995–2004): sem negrito",
    ];
    expect(bad.join("\n").match(MODEL_BULLET)).toBeNull();
    expect("- **Fiat Uno Mille (1995–2004)**: simples.".match(MODEL_BULLET)).toHaveLength(1);
  });

  it("the motor show article has the ticket table with the four first-batch prices", () => {
    const body = bodyOf("salao-do-automovel-2025-tudo-sobre-o-evento");
    const lines = body.split("\n").map((l) => l.trim());
    const headerIndex = lines.findIndex((l) => l.startsWith("|") && l.includes("Tipo de ingresso"));
    expect(headerIndex).toBeGreaterThanOrEqual(0);
    expect(lines[headerIndex + 1]).toMatch(/^\|(\s*:?-{3,}:?\s*\|)+$/);
    const rows: string[][] = [];
    for (let i = headerIndex + 2; i < lines.length && lines[i]?.startsWith("|"); i++) {
      rows.push(
        (lines[i] ?? "")
          .replace(/^\||\|$/g, "")
          .split("|")
          .map((c) => c.trim()),
      );
    }
    expect(rows.map((r) => [r[0], r[1]])).toEqual([
      ["Inteira", "R$ 110"],
      ["Meia-entrada", "R$ 55"],
      ["VIP", "R$ 500"],
      ["Avant Première", "R$ 800"],
    ]);
    // The rendered HTML keeps it a real table.
    const html = bySlug.get("salao-do-automovel-2025-tudo-sobre-o-evento")?.html ?? "";
    expect(html).toContain("<table>");
    expect(html).toMatch(/<th[^>]*>Tipo de ingresso<\/th>/);
  });

  describe("editorial facts of the spec are stated in their article", () => {
    for (const [slug, facts] of Object.entries(EDITORIAL_FACTS)) {
      it(slug, () => {
        expect(SPEC_SLUGS).toContain(slug);
        const entry = entries.find((e) => e.slug === slug);
        expect(entry, `${slug}.md exists`).toBeDefined();
        const text = entry?.body ?? "";
        expect(facts.filter((fact) => !text.includes(fact))).toEqual([]);
      });
    }
  });

  it("every internal link resolves to a known route or an existing article", () => {
    const known = new Set([...STATIC_ROUTES, ...entries.map((e) => `/blog/${e.slug}`)]);
    const broken: string[] = [];
    let count = 0;
    for (const e of entries) {
      for (const m of e.body.matchAll(/\]\((\/[^)\s]*)/g)) {
        count++;
        const target = (m[1] ?? "").replace(/[?#].*$/, "");
        if (!known.has(target)) broken.push(`${e.slug} -> ${m[1]}`);
      }
    }
    expect(broken).toEqual([]);
    // The articles do cross-link (otherwise this check proves nothing).
    expect(count).toBeGreaterThan(36);
  });
});

describe("content/legal", () => {
  const files = readdirSync(LEGAL_DIR).filter((f) => f.endsWith(".md"));

  it("holds the three legal pages", () => {
    expect(files.sort()).toEqual(["politica-de-cookies.md", "politica-de-privacidade.md", "termos-de-uso.md"]);
  });

  // The spec's 27 August 2025 until the texts changed materially (see legal-content.server.ts).
  it.each(files)("%s says it was last updated on 21 November 2026", (file) => {
    expect(readFileSync(`${LEGAL_DIR}/${file}`, "utf8")).toContain("Última atualização: 21 de novembro de 2026");
  });

  it.each(files)("%s uses only known placeholders and no hard-coded contact details", (file) => {
    const body = readFileSync(`${LEGAL_DIR}/${file}`, "utf8");
    const values = legalPlaceholders({
      name: "Empresa Exemplo Ltda.",
      cnpj: "12.345.678/0001-95",
      address: "Rua Exemplo, 100, São Paulo, SP",
      dpoName: "Ana Souza",
      dpoEmail: "privacidade@example.com.br",
    });
    const filled = fillPlaceholders(body, values, file);
    expect(filled).not.toMatch(/\{\{|\}\}/);
    expect(body).not.toContain("contato@carroemconta.com.br");
  });

  it("the privacy policy names the configured controller, CNPJ, address and DPO", () => {
    const body = readFileSync(`${LEGAL_DIR}/politica-de-privacidade.md`, "utf8");
    const filled = fillPlaceholders(
      body,
      legalPlaceholders({
        name: "Empresa Exemplo Ltda.",
        cnpj: "12.345.678/0001-95",
        address: "Rua Exemplo, 100, São Paulo, SP",
        dpoName: "Ana Souza",
        dpoEmail: "privacidade@example.com.br",
      }),
    );
    expect(filled).toContain("- **Nome:** Empresa Exemplo Ltda.");
    expect(filled).toContain("- **CNPJ:** 12.345.678/0001-95");
    expect(filled).toContain("- **Endereço:** Rua Exemplo, 100, São Paulo, SP");
    expect(filled).toContain("O encarregado pelo tratamento de dados pessoais (DPO) é Ana Souza");
    const unset = fillPlaceholders(
      body,
      legalPlaceholders({ name: "", cnpj: "", address: "", dpoName: "", dpoEmail: "" }),
    );
    expect(unset).not.toContain("CNPJ");
    expect(unset).toContain("atende pelo e-mail contato@carroemconta.com.br");
  });

  it("the privacy and cookie policies state the real session cookie, its lifetime and the mail outbox", () => {
    const privacy = readFileSync(`${LEGAL_DIR}/politica-de-privacidade.md`, "utf8");
    const cookies = readFileSync(`${LEGAL_DIR}/politica-de-cookies.md`, "utf8");
    expect(cookies).toContain("`cec.session_token`");
    expect(cookies).toContain("7 dias");
    expect(privacy).toContain("7 dias");
    expect(privacy).toContain("user agent");
    expect(privacy).toContain("fila de envio");
    expect(privacy).not.toContain("apenas em memória e por pouco tempo");
  });

  it("the cookie policy says consent lasts a year", () => {
    expect(readFileSync(`${LEGAL_DIR}/politica-de-cookies.md`, "utf8")).toContain(
      "O seu consentimento vale por um ano",
    );
  });
});

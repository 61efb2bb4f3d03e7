// The editorial content of content/blog and content/legal against docs/product.md (the
// articles, their fields and editorial facts) and docs/content-format.md.
import { readFileSync, readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { fillPlaceholders, legalPlaceholders } from "#app/features/legal/legal-content.server.ts";
import { STATIC_PAGE_PATHS } from "#app/lib/routes-table.ts";
import { BLOG_CATEGORIES, articleFrontmatterSchema } from "#app/features/blog/article-schema.ts";
import { countWords, parseArticle } from "#app/features/blog/articles.server.ts";
import { splitFrontmatter } from "#app/lib/markdown.server.ts";
import { FIGURE_HEIGHT, FIGURE_WIDTH, bodyFigures } from "#app/features/blog/body-figures.ts";
import { loader as figureLoader } from "#app/routes/blog-figure-svg.ts";
import routerConfig from "../../react-router.config.ts";
import { SUMMARY_INTERVAL_MS } from "../../server/http/access-log.ts";
import {
  CONTACT_MESSAGE_RETENTION_MONTHS,
  RETENTION_EVERY_MS,
  UNCONFIRMED_SUBSCRIPTION_DAYS,
} from "../../server/retention/retention.ts";
import { MAX_VEHICLES_PER_EMAIL } from "../../app/domain/price-alerts/strings.ts";
import { SENT_RETENTION_DAYS } from "../../server/mail/outbox.ts";
import { MAX_CONFIRMATION_MAILS } from "../../server/mail/confirmation-window.ts";

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

// Articles published after the spec's set, each with what it covers.
const ADDED_SLUGS = [
  "cnh-2026-o-que-mudou" /* the December 2025 licence rules */,
  "ipva-2026-aliquotas-por-estado" /* the IPVA rates of the 27 states, from the data */,
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
  it("holds exactly the 36 slugs of the spec and the articles added since", () => {
    expect(SPEC_SLUGS).toHaveLength(36);
    expect(new Set(SPEC_SLUGS).size).toBe(36);
    expect(entries.map((e) => e.slug).sort()).toEqual([...SPEC_SLUGS, ...ADDED_SLUGS].sort());
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

  it("the spec's articles are dated 2025-09-01 or 2025-09-02; added ones later, none in the future", () => {
    const spec: readonly string[] = SPEC_SLUGS;
    expect(
      articles
        .filter((a) => spec.includes(a.slug) && !["2025-09-01", "2025-09-02"].includes(a.date))
        .map((a) => a.slug),
    ).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    expect(articles.filter((a) => !spec.includes(a.slug) && a.date <= "2025-09-02").map((a) => a.slug)).toEqual([]);
    expect(articles.filter((a) => a.date > today || (a.updated ?? "") > today).map((a) => a.slug)).toEqual([]);
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

// ---------------------------------------------------------------------------------------------
// In-body figures (spec section 2: "placeholder images with alt text").

/** The paths react-router prerenders into the build (its prerender list). */
function prerenderedPaths(): string[] {
  return routerConfig.prerender();
}

function imgTags(html: string): string[] {
  return html.match(/<img\b[^>]*>/g) ?? [];
}

function attr(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
}

describe("content/blog: in-body figures", () => {
  it("every article shows at least one figure in its body", () => {
    const without = entries.filter((e) => bodyFigures(e.slug, e.body).length === 0).map((e) => e.slug);
    expect(without).toEqual([]);
  });

  it("every in-body <img> has alt text, width, height, lazy loading and async decoding", () => {
    const problems: string[] = [];
    let count = 0;
    for (const a of articles) {
      for (const tag of imgTags(a.html)) {
        count++;
        const alt = attr(tag, "alt") ?? "";
        if (alt.trim().length < 15) problems.push(`${a.slug}: alt "${alt}"`);
        if (attr(tag, "width") !== String(FIGURE_WIDTH)) problems.push(`${a.slug}: width in ${tag}`);
        if (attr(tag, "height") !== String(FIGURE_HEIGHT)) problems.push(`${a.slug}: height in ${tag}`);
        if (attr(tag, "loading") !== "lazy") problems.push(`${a.slug}: loading in ${tag}`);
        if (attr(tag, "decoding") !== "async") problems.push(`${a.slug}: decoding in ${tag}`);
        if (!attr(tag, "src")?.startsWith("/images/blog/figuras/")) problems.push(`${a.slug}: src in ${tag}`);
      }
    }
    expect(problems).toEqual([]);
    expect(count).toBeGreaterThanOrEqual(36);
  });

  it("no article repeats its alt text, and no alt text is the article's own illustration text", () => {
    const problems: string[] = [];
    for (const e of entries) {
      const alts = bodyFigures(e.slug, e.body).map((f) => f.alt);
      if (new Set(alts).size !== alts.length) problems.push(`${e.slug}: repeated alt`);
      if (alts.includes(String(e.data.image_alt))) problems.push(`${e.slug}: alt equals image_alt`);
    }
    expect(problems).toEqual([]);
  });

  it("every figure file is in the prerender list and its route draws an SVG", async () => {
    const paths = new Set(prerenderedPaths());
    const missing: string[] = [];
    for (const a of articles) {
      for (const tag of imgTags(a.html)) {
        const src = attr(tag, "src") ?? "";
        if (!paths.has(src)) missing.push(src);
        const file = src.replace("/images/blog/figuras/", "");
        const response = (await figureLoader({ params: { file } } as never)) as Response;
        expect(response.headers.get("Content-Type"), src).toBe("image/svg+xml");
        expect(await response.text(), src).toMatch(/^<svg [^>]*width="1200" height="600"/);
      }
    }
    expect(missing).toEqual([]);
  });

  it("the figure route answers 404 for a figure an article does not have", async () => {
    const slug = articles[0]?.slug ?? "";
    const n = bodyFigures(slug, bodyOf(slug)).length + 1;
    await expect(figureLoader({ params: { file: `${slug}-${n}.svg` } } as never)).rejects.toMatchObject({
      init: { status: 404 },
    });
    await expect(figureLoader({ params: { file: "nao-existe-1.svg" } } as never)).rejects.toMatchObject({
      init: { status: 404 },
    });
  });
});

// ---------------------------------------------------------------------------------------------
// Rules from the content review of 2026-11-21, so the same class of defect cannot come back.

type Link = { slug: string; text: string; target: string; sentence: string };

/** Every markdown link to a site page, with its anchor text and the sentence around it. */
function toolLinks(): Link[] {
  const links: Link[] = [];
  for (const e of entries) {
    for (const paragraph of e.body.split(/\n\s*\n/)) {
      for (const sentence of paragraph.split(/(?<=[.!?;])\s+(?=[A-ZÁÉÍÓÚÂÊÔÃÕÇ])/u)) {
        for (const m of sentence.matchAll(/\[([^\]]+)\]\((\/[^)\s]*)\)/g)) {
          links.push({ slug: e.slug, text: m[1] ?? "", target: m[2] ?? "", sentence });
        }
      }
    }
  }
  return links;
}

/** Text of an article a reader sees: body and FAQ. */
function readerText(e: Entry): string {
  const faq = (e.data.faq as Array<{ question: string; answer: string }> | undefined) ?? [];
  return [e.body, ...faq.flatMap((f) => [f.question, f.answer])].join("\n");
}

// What each tool of the site does, as the anchor text of a link to it must name it. A link
// promises a tool: the words must match what the page really offers (spec sections 2, 3, 9).
const TOOL_ANCHORS: Record<string, { must: RegExp; mustNot?: RegExp; sentenceMust?: RegExp }> = {
  "/fipe": { must: /fipe/i },
  "/ipva": { must: /ipva/i },
  "/financiamento": { must: /financiamento/i },
  // Fuel consumption: distance, litres and price give km/l and the cost of the trip.
  "/combustivel": { must: /consumo/i, mustNot: /álcool|etanol|gasolina|comparador/i },
  // The alcohol vs gasoline price comparator (two pump prices, 70% rule), not a car comparator.
  "/comparador": { must: /(álcool|etanol).*gasolina/i, mustNot: /carros?\b|veículos|modelos|consumo/i },
  // Licensing: the SP due month by plate and late charges on a base value the user types.
  "/licenciamento": { must: /simulador de licenciamento/i, sentenceMust: /vencimento/i },
  "/calculadoras": { must: /calculadoras/i },
  // The vehicle comparison: up to three vehicles by FIPE value, 12-month variation and IPVA.
  "/fipe/comparar": { must: /comparador de (carros|veículos)/i, sentenceMust: /FIPE.*(12 meses|IPVA)/i },
};

describe("content/blog: links promise only what the tools do", () => {
  const links = toolLinks().filter((l) => !l.target.startsWith("/blog/"));

  it("the articles link to the tools (otherwise the checks below prove nothing)", () => {
    expect(new Set(links.map((l) => l.target))).toEqual(
      new Set(["/fipe", "/fipe/comparar", "/ipva", "/financiamento", "/combustivel", "/comparador", "/licenciamento"]),
    );
  });

  it("every link to a tool names that tool by what it does", () => {
    const wrong = links
      .filter((l) => {
        const rule = TOOL_ANCHORS[l.target];
        if (!rule) return true;
        return (
          !rule.must.test(l.text) ||
          (rule.mustNot?.test(l.text) ?? false) ||
          (rule.sentenceMust ? !rule.sentenceMust.test(l.sentence) : false)
        );
      })
      .map((l) => `${l.slug}: [${l.text}](${l.target})`);
    expect(wrong).toEqual([]);
  });

  it("no tool link promises a cost per kilometre, a side-by-side car comparison or a state's fees", () => {
    const promises =
      /custo por quil[ôo]metro|lado a lado|taxas? anua(l|is) na página|custo no seu estado|consulte débitos.*\]\(\/licenciamento/i;
    const wrong = links
      .filter((l) => /^\/(comparador|combustivel|licenciamento)$/.test(l.target) && promises.test(l.sentence))
      .map((l) => `${l.slug}: ${l.sentence}`);
    expect(wrong).toEqual([]);
  });

  it("a car comparison is mentioned only as a link to the site's own, /fipe/comparar", () => {
    expect(STATIC_ROUTES).toContain("/fipe/comparar");
    const offenders = entries
      .filter((e) => {
        const text = readerText(e);
        const mentions = text.match(/comparador de (carros|veículos|modelos)/gi)?.length ?? 0;
        const linked = text.match(/\[comparador de (carros|veículos|modelos)\]\(\/fipe\/comparar\)/gi)?.length ?? 0;
        return mentions !== linked || /\[comparador\]\(/i.test(text);
      })
      .map((e) => e.slug);
    expect(offenders).toEqual([]);
    expect(links.filter((l) => l.target === "/fipe/comparar").length).toBeGreaterThanOrEqual(3);
  });
});

describe("content/blog: the fuel article (review (b) and (c) 5)", () => {
  const FUEL = "combustivel-mais-economico-alcool-ou-gasolina-2025";
  const text = () => bodyOf(FUEL);

  it("states the E30 gasoline in force since 1º de agosto de 2025", () => {
    expect(text()).toMatch(/1º de agosto de 2025/);
    expect(text()).toMatch(/\bE30\b/);
    expect(text()).toMatch(/30% de etanol anidro/);
  });

  it("every consumption claim agrees with ethanol yielding 70% of gasoline", () => {
    // Yield y (ethanol km/l ÷ gasoline km/l): "x% menos km por litro" means x = 1 − y;
    // "x% mais combustível" means x = 1/y − 1 (43% for y = 0,70, not 30%).
    const y = 0.7;
    const claims: string[] = [];
    for (const e of entries) {
      const t = readerText(e);
      for (const m of t.matchAll(/(\d+)\s?% menos (quilômetros|km) por litro/g)) {
        if (Math.abs(Number(m[1]) / 100 - (1 - y)) > 0.02) claims.push(`${e.slug}: ${m[0]}`);
      }
      for (const m of t.matchAll(/(\d+)\s?% mais (combustível|litros|etanol|álcool)/g)) {
        if (Math.abs(Number(m[1]) / 100 - (1 / y - 1)) > 0.02) claims.push(`${e.slug}: ${m[0]}`);
      }
    }
    expect(claims).toEqual([]);
    // The fuel article does state the difference (so the rule above has something to check).
    expect(text()).toMatch(/30% menos quilômetros por litro/);
    expect(text()).toMatch(/rende perto de 70% da gasolina/);
  });
});

// The newest model years the review accepts for each budget (estimated 2025 FIPE values);
// null: the model does not fit this budget at all. Model names as the bullets write them.
const ACCEPTED_NEWEST_YEAR: Record<string, Record<string, number | null>> = {
  "carros-usados-ate-30-mil": {
    "Chevrolet Classic": 2015,
    "Fiat Palio": 2015,
    "Fiat Uno Vivace": 2014,
    "Volkswagen Voyage": 2012,
    "Ford Fiesta": 2013,
  },
  "carros-usados-automaticos-ate-35-mil": { "Toyota Corolla": 2006, "Ford Focus": 2011 },
  "carros-usados-automaticos-ate-45-mil": { "Honda Fit": 2012, "Toyota Corolla": 2010 },
  "carros-usados-automaticos-ate-65-mil": { "Honda Fit": 2016, "Honda City": 2016, "Renault Logan": 2021 },
  "suvs-usados-seminovos-ate-50-mil": { "Honda CR-V": 2009 },
  "suvs-usados-seminovos-ate-70-mil": { "Honda HR-V": 2016 },
  "suvs-usados-seminovos-ate-80-mil": { "Fiat Pulse": 2022 },
  "primeiro-carro-ate-20-mil": {
    "Fiat Uno Mille": 2010,
    "Fiat Palio Fire": 2010,
    "Chevrolet Celta": 2010,
    "Volkswagen Gol G5": null,
  },
};

function modelBullets(body: string): Array<{ name: string; from: number; to: number; line: string }> {
  return [...body.matchAll(/^- \*\*(.+?) \((\d{4})–(\d{4})\)\*\*: (.*)$/gmu)].map((m) => ({
    name: m[1] ?? "",
    from: Number(m[2]),
    to: Number(m[3]),
    line: m[0],
  }));
}

describe("content/blog: buying guides fit their budget (review (c) 6)", () => {
  it("no model's newest year goes past what the budget buys", () => {
    const problems: string[] = [];
    for (const [slug, limits] of Object.entries(ACCEPTED_NEWEST_YEAR)) {
      const bullets = modelBullets(bodyOf(slug));
      expect(bullets.length, slug).toBeGreaterThanOrEqual(6);
      for (const b of bullets) {
        const base = Object.keys(limits).find((name) => b.name === name || b.name.startsWith(`${name} `));
        if (base === undefined) continue;
        const max = limits[base];
        if (max === null || b.to > (max ?? Infinity)) problems.push(`${slug}: ${b.name} (${b.from}–${b.to})`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("every year range runs forward and within the years a used car can have", () => {
    const bad = entries
      .filter((e) => BUYING_GUIDE.test(e.slug))
      .flatMap((e) => modelBullets(e.body).map((b) => ({ slug: e.slug, ...b })))
      .filter((b) => b.from > b.to || b.from < 1990 || b.to > 2024)
      .map((b) => `${b.slug}: ${b.name} (${b.from}–${b.to})`);
    expect(bad).toEqual([]);
  });

  it("a model's engine claims fit its years: no turbo Captur before 2022, a 1.3 for the Etios hatch", () => {
    const bad: string[] = [];
    for (const e of entries.filter((x) => BUYING_GUIDE.test(x.slug))) {
      for (const b of modelBullets(e.body)) {
        if (b.name.startsWith("Renault Captur") && b.to < 2022 && /turbo/i.test(b.line))
          bad.push(`${e.slug}: ${b.name}`);
        if (b.name.startsWith("Toyota Etios") && /hatch/i.test(b.line) && /1\.5/.test(b.line) && !/1\.3/.test(b.line))
          bad.push(`${e.slug}: ${b.name}`);
      }
    }
    expect(bad).toEqual([]);
  });

  it("a guide whose lead names the gearboxes' speeds covers the speeds of its models", () => {
    const words: Record<string, number> = { quatro: 4, cinco: 5, seis: 6, sete: 7, oito: 8 };
    const bad: string[] = [];
    for (const e of entries.filter((x) => BUYING_GUIDE.test(x.slug))) {
      const lead = e.body.trim().split(/\n\s*\n/)[0] ?? "";
      const m = /câmbios de (\w+) (?:e|a) (\w+) marchas/.exec(lead);
      if (!m) continue;
      const [lo, hi] = [words[m[1] ?? ""] ?? 0, words[m[2] ?? ""] ?? 0];
      for (const b of modelBullets(e.body)) {
        for (const g of b.line.matchAll(/de (quatro|cinco|seis|sete|oito) marchas/g)) {
          const n = words[g[1] ?? ""] ?? 0;
          if (n < lo || n > hi) bad.push(`${e.slug}: ${b.name} has ${n}, lead says ${lo}–${hi}`);
        }
      }
    }
    expect(bad).toEqual([]);
  });
});

describe("content/blog: legal statements in the buying guides (review (c) 7)", () => {
  it("a private sale is never called warranty-free without the Código Civil's hidden-defect protection", () => {
    const bad = entries
      .flatMap((e) =>
        readerText(e)
          .split("\n")
          .map((line) => ({ slug: e.slug, line })),
      )
      .filter(({ line }) => /particular/i.test(line) || /^\|\s*Garantia/.test(line))
      .filter(({ line }) => /sem garantia/i.test(line) && !/vícios (ocultos|redibitórios)/i.test(line))
      .map(({ slug, line }) => `${slug}: ${line}`);
    expect(bad).toEqual([]);
  });

  it("signing the transfer is described with the ATPV-e, not as a notary step only", () => {
    const bad: string[] = [];
    for (const e of entries) {
      for (const sentence of readerText(e).split(/(?<=[.!?])\s+/)) {
        if (/reconhec\w* (a |da )?transferência|antes de ir ao cartório/i.test(sentence))
          bad.push(`${e.slug}: ${sentence}`);
        if (/assina\w* (a |da )?(transferência|ATPV)/i.test(sentence) && !/ATPV-e/.test(sentence))
          bad.push(`${e.slug}: ${sentence}`);
      }
    }
    expect(bad).toEqual([]);
  });
});

describe("content/blog: consistency and house style (review (b), (c) 9 and 10)", () => {
  it("advice on how many lenders to compare is the same everywhere", () => {
    const counts = new Set<string>();
    for (const e of entries) {
      for (const m of readerText(e).matchAll(/pelo menos (dois|duas|três|quatro|cinco) (bancos|instituições)/g)) {
        counts.add(m[1] ?? "");
      }
    }
    expect([...counts]).toEqual(["três"]);
  });

  it("an FAQ question that asks two things (test drive or buying) gets both answered", () => {
    const bad = entries
      .flatMap((e) =>
        ((e.data.faq as Array<{ question: string; answer: string }> | undefined) ?? []).map((f) => ({
          slug: e.slug,
          ...f,
        })),
      )
      .filter((f) => /test drive ou /i.test(f.question) && !/test drive/i.test(f.answer))
      .map((f) => `${f.slug}: ${f.question}`);
    expect(bad).toEqual([]);
  });

  it("no comparison table row says the same thing in every column", () => {
    const bad: string[] = [];
    for (const e of entries) {
      for (const line of e.body.split("\n")) {
        const cells = line
          .trim()
          .replace(/^\||\|$/g, "")
          .split("|")
          .map((c) => c.trim());
        if (!line.trim().startsWith("|") || cells.length < 3) continue;
        const data = cells.slice(1);
        if (data.every((c) => /\bigual\b/i.test(c))) bad.push(`${e.slug}: ${line.trim()}`);
      }
    }
    expect(bad).toEqual([]);
  });

  // Wrong or clumsy phrasings the review found, with the rule each breaks.
  const STYLE: Array<[RegExp, string]> = [
    [/anti-ruído/i, "2009 Orthographic Agreement: antirruído"],
    [/\bjudia(da|do|r)\b/i, "avoid judiar/judiado"],
    [/parecem parecidos/i, "redundant"],
    [/Se o sintoma parecido/i, "article: um sintoma parecido"],
    [/e mantendo distância/i, "parallelism: e mantenha"],
    [/(?<!se )\besqueça do\b/i, "esquecer-se de / esquecer algo"],
    [/motor do CVT/i, "the CVT is a gearbox, not an engine"],
    [/rende \d+ pontos/i, "penalty points are not yielded"],
    [/bom de estrada e seguro\b/i, "ambiguous: insurance or safety"],
    [/\bUp! /, "VW writes up!"],
    [/RENAVAM/, "one spelling: Renavam"],
    [/três números/i, "not all numbers: três informações"],
    [/\b[Ll]embre que\b/, "lembre-se de que"],
    [/a cada par de horas/i, "calque: a cada duas horas"],
    [/ou exigida a diferença/i, "ou pode ser cobrada a diferença"],
    [/São Paulo Motor Show/i, "unverified event name"],
    [/\bpeladas?\b/i, "colloquial: básicas"],
    [/Cuide para que/, "stilted: Tome cuidado para que"],
    [/dura tanto quanto/i, "unverifiable absolute"],
    [/Inmetro costuma\w* informar o consumo em kWh/i, "the PBEV does not publish kWh"],
    [/quais incentivos existem/i, "H1 promise the article does not keep"],
    [/só se tornou exigência geral mais recentemente/i, "vague: say when"],
    [/Resolução (do CONTRAN |CONTRAN )?(n[º°] )?641/i, "641/2016 covers buses and trucks, not cars"],
  ];

  it.each(STYLE.map(([re, why]) => [String(re), re, why] as const))("no text matches %s", (_name, re, why) => {
    const offenders = entries
      .filter(
        (e) => re.test(readerText(e)) || re.test(String(e.data.h1 ?? "")) || re.test(String(e.data.summary ?? "")),
      )
      .map((e) => `${e.slug} (${why})`);
    expect(offenders).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// Facts that are true today: no stale year in a headline, events told in the right
// tense, the rules and figures checked in November 2026, and every touched article dated.

/**
 * Titles or h1 headings that may name a year older than the current one, each with its reason.
 * Empty today: a past year in a headline reads as stale, so the article's headline is rewritten
 * (the slug may keep its year) unless there is a reason to keep it.
 */
const OLD_YEAR_HEADLINE_ALLOWED: Record<string, string> = {};

/** The years before `currentYear` a headline names ("em 2025", "Salão 2024"). */
function oldYears(text: string, currentYear: number): number[] {
  return [...text.matchAll(/\b(19|20)\d{2}\b/g)].map((m) => Number(m[0])).filter((y) => y < currentYear);
}

// The articles this issue brought up to date, with the day they were checked.
const UPDATED_ON: Record<string, string> = {
  "salao-do-automovel-2025-tudo-sobre-o-evento": "2026-11-24",
  "combustivel-mais-economico-alcool-ou-gasolina-2025": "2026-11-24",
  "veiculos-eletricos-brasil-incentivos-economia": "2026-11-24",
  "cnh-2026-o-que-mudou": "2026-11-24",
};

describe("content/blog: facts that are true today", () => {
  const currentYear = new Date().getUTCFullYear();

  it("no title or h1 names a year older than the current one, except with a reason", () => {
    const stale = articles
      .filter((a) => !(a.slug in OLD_YEAR_HEADLINE_ALLOWED))
      .flatMap((a) =>
        [a.title, a.h1].filter((text) => oldYears(text, currentYear).length > 0).map((text) => `${a.slug}: ${text}`),
      );
    expect(stale).toEqual([]);
    for (const [slug, reason] of Object.entries(OLD_YEAR_HEADLINE_ALLOWED)) {
      expect(bySlug.has(slug), slug).toBe(true);
      expect(reason.length, `${slug} needs a reason`).toBeGreaterThan(10);
    }
  });

  it("the headline rule catches a past year and lets the current and future ones through", () => {
    expect(oldYears("Álcool ou gasolina em 2025: qual compensa mais?", 2026)).toEqual([2025]);
    expect(oldYears("Salão do Automóvel 2027: datas e local", 2026)).toEqual([]);
    expect(oldYears("CNH 2026: o que mudou", 2026)).toEqual([]);
    expect(oldYears("Motor 1.6 de 120 cv", 2026)).toEqual([]);
  });

  it("no article dates itself relative to when it is read (este ano, ano que vem)", () => {
    const relative = /\b(este|neste|deste|desse|nesse) ano\b|\bano que vem\b|\bpróximo ano\b/i;
    expect(
      entries.filter((e) => relative.test(readerText(e)) || relative.test(String(e.data.h1))).map((e) => e.slug),
    ).toEqual([]);
  });

  it("every article this issue touched says when it was checked", () => {
    for (const [slug, day] of Object.entries(UPDATED_ON)) expect(bySlug.get(slug)?.updated, slug).toBe(day);
    // An update is never before the first publication (the schema checks it too).
    expect(articles.filter((a) => a.updated !== undefined && a.updated < a.date).map((a) => a.slug)).toEqual([]);
  });

  it("the IPVA article lists the 27 states' 2026 rates from the calculator's data", () => {
    const html = bySlug.get("ipva-2026-aliquotas-por-estado")?.html ?? "";
    const body = html.slice(html.indexOf("<tbody>"), html.indexOf("</tbody>"));
    expect(body.match(/<tr>/g)).toHaveLength(27);
    expect(html).toContain("<tr><td>Distrito Federal (DF)</td><td>3%</td><td>2%</td><td>conferido</td></tr>");
    expect(html).toContain("<td>não conferido para 2026</td>");
    // The rules are the data's, by name; the national one (EC 137/2025) first.
    expect(html).toContain("Motos de até 180 cc de pessoas físicas são isentas em SP a partir de 2026");
    expect(html).toMatch(/<li><strong>Todo o país<\/strong>: Veículos com 20 anos ou mais/);
    // No directive left unexpanded.
    expect(html).not.toContain("{{");
  });

  it("the motor show article tells 2025 in the past and gives what is known of 2027", () => {
    const text = readerText(entries.find((e) => e.slug === "salao-do-automovel-2025-tudo-sobre-o-evento") as Entry);
    expect(text).toContain("de 30 de outubro a 7 de novembro de 2027");
    expect(text).toContain("Distrito Anhembi");
    expect(text).toMatch(/aconteceu de 22 a 30 de novembro de 2025/);
    expect(text).not.toMatch(/está de volta em 2025|edição deste ano|acontece de 22 a 30 de novembro/i);
    expect(bySlug.get("salao-do-automovel-2025-tudo-sobre-o-evento")?.sources?.length).toBeGreaterThanOrEqual(2);
  });

  it("the electric-car article gives the 35% import tax from July 2026", () => {
    expect(bodyOf("veiculos-eletricos-brasil-incentivos-economia")).toContain("35% a partir de julho de 2026");
  });

  it("the new licence article is a Dicas article with the rules of December 2025 and its sources", () => {
    const cnh = bySlug.get("cnh-2026-o-que-mudou");
    expect(cnh?.category).toBe("Dicas");
    const body = bodyOf("cnh-2026-o-que-mudou");
    for (const fact of [
      "Resolução Contran nº 1.020",
      "1º de dezembro de 2025",
      "Medida Provisória 1.327/2025",
      "caiu de 20 para 2 horas",
      "70 anos ou mais",
    ]) {
      expect(body, fact).toContain(fact);
    }
    expect(cnh?.sources?.length).toBeGreaterThanOrEqual(4);
  });

  it("an article's sources are web addresses, listed once", () => {
    for (const a of articles.filter((x) => x.sources)) {
      const urls = (a.sources ?? []).map((src) => src.url);
      expect(new Set(urls).size, a.slug).toBe(urls.length);
      for (const url of urls) expect(url, a.slug).toMatch(/^https?:\/\/[^\s]+$/);
    }
  });
});

describe("content/legal", () => {
  const files = readdirSync(LEGAL_DIR).filter((f) => f.endsWith(".md"));

  it("holds the three legal pages", () => {
    expect(files.sort()).toEqual(["politica-de-cookies.md", "politica-de-privacidade.md", "termos-de-uso.md"]);
  });

  // The spec's 27 August 2025 until the texts changed materially (see legal-content.server.ts);
  // the privacy policy again on 24 November 2026 (price alerts), all three on 25 November 2026
  // (what the calculators send without JavaScript, the plate's final digit, the phone; one confirmation per price-alert vehicle).
  const UPDATED: Record<string, string> = {};
  it.each(files)("%s says when it was last updated", (file) => {
    expect(readFileSync(`${LEGAL_DIR}/${file}`, "utf8")).toContain(
      `Última atualização: ${UPDATED[file] ?? "25 de novembro de 2026"}`,
    );
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

  it("the privacy policy's retention periods and log records are the server's", () => {
    const privacy = readFileSync(`${LEGAL_DIR}/politica-de-privacidade.md`, "utf8");
    // server/retention: what it deletes and how often.
    expect(CONTACT_MESSAGE_RETENTION_MONTHS).toBe(12);
    expect(privacy).toContain("**Mensagens de contato**: por até 12 meses depois da última troca de mensagens");
    expect(RETENTION_EVERY_MS).toBe(60 * 60_000);
    expect(privacy).toContain("apagada em até uma hora");
    expect(SENT_RETENTION_DAYS).toBe(30);
    expect(privacy).toContain("apagado automaticamente 30 dias depois da entrega");
    // Price alerts (server/retention, server/price-alerts): unconfirmed requests, the 20-vehicle cap.
    expect(UNCONFIRMED_SUBSCRIPTION_DAYS).toBe(7);
    expect(MAX_VEHICLES_PER_EMAIL).toBe(20);
    expect(privacy).toContain("até 20 confirmados por endereço");
    expect(MAX_CONFIRMATION_MAILS).toBe(3);
    expect(privacy).toContain("no máximo um por veículo e três por endereço a cada 24 horas");
    expect(privacy).toContain("um pedido não confirmado é apagado 7 dias depois de feito");
    // server/access-log: a record per client per minute, not a line per request.
    expect(SUMMARY_INTERVAL_MS).toBe(60_000);
    expect(privacy).toContain("guardam, a cada minuto, os endereços IP que acessaram o site");
    expect(privacy).not.toContain("para cada requisição");
  });

  it("the privacy policy names the ANPD as the Agência Nacional de Proteção de Dados (MP 1.317/2025)", () => {
    const privacy = readFileSync(`${LEGAL_DIR}/politica-de-privacidade.md`, "utf8");
    expect(privacy).toContain("Agência Nacional de Proteção de Dados (ANPD)");
    expect(privacy).not.toMatch(/Autoridade Nacional de Proteção de Dados/);
  });

  it("the cookie policy says consent lasts a year", () => {
    expect(readFileSync(`${LEGAL_DIR}/politica-de-cookies.md`, "utf8")).toContain(
      "O seu consentimento vale por um ano",
    );
  });
});

// The blog, article pages, news page, RSS feed and sitemap in a real browser, checked against
// the articles in content/blog (docs/product.md, "Content").
import { readFileSync, readdirSync } from "node:fs";
import { expect, test, type Locator, type Page } from "@playwright/test";
import type { ArticleFrontmatter } from "../../app/features/blog/article-schema.ts";
import { splitFrontmatter } from "../../app/lib/markdown.server.ts";
import { bodyFigures } from "../../app/features/blog/body-figures.ts";
import { hydrated } from "./helpers.ts";

const SITE_URL = "https://www.carroemconta.com.br";
const RSS_TYPE = "application/rss+xml";
const MOTOR_SHOW = "salao-do-automovel-2025-tudo-sobre-o-evento";
const TYRES = "pneu-careca-riscos-quando-trocar";
/** The newest article, published after the spec's 36. */
const CNH = "cnh-2026-o-que-mudou";
const IPVA = "ipva-2026-aliquotas-por-estado";

type ContentArticle = ArticleFrontmatter & { slug: string; body: string };

const ARTICLES: ContentArticle[] = readdirSync("content/blog")
  .filter((f) => f.endsWith(".md"))
  .map((file) => {
    const { data, body } = splitFrontmatter(readFileSync(`content/blog/${file}`, "utf8"));
    return { ...(data as ArticleFrontmatter), slug: file.slice(0, -3), body };
  });
const SLUGS = ARTICLES.map((a) => a.slug).sort();
const article = (slug: string): ContentArticle => {
  const found = ARTICLES.find((a) => a.slug === slug);
  if (!found) throw new Error(`content/blog/${slug}.md is missing`);
  return found;
};

/** pt-BR long date in UTC, as the spec asks: "2025-09-02" → "2 de setembro de 2025". */
function dateBR(iso: string): string {
  const months = [
    "janeiro",
    "fevereiro",
    "março",
    "abril",
    "maio",
    "junho",
    "julho",
    "agosto",
    "setembro",
    "outubro",
    "novembro",
    "dezembro",
  ];
  const [y, m, d] = iso.split("-").map(Number);
  return `${d} de ${months[(m ?? 1) - 1]} de ${y}`;
}

/** The slug of a `/blog/<slug>` href, or the href itself when it is something else. */
function slugOf(href: string | null): string {
  return (href ?? "").replace(/^\/blog\//, "");
}

/** Blog/news cards: the <article> elements of the card grid. */
function cards(scope: Locator): Locator {
  return scope.locator("ul > li > article");
}

/** The category badge (the illustration draws the category too, as SVG text). */
function badge(scope: Locator, category: string): Locator {
  return scope.locator("span", { hasText: new RegExp(`^${category}$`) });
}

const XML_ENTITIES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"' };

/**
 * An article's illustration: drawn in the page (an inline <svg>, no image file to decode), one
 * image for assistive technology, and the same drawing as its file /images/blog/{slug}.svg
 * (same texts, same colours), with a gradient id of its own.
 */
async function expectIllustration(drawing: Locator, slug: string, shape: "1200:630" | "fills its row" = "1200:630") {
  await expect(drawing).toHaveCount(1);
  await expect(drawing).toBeVisible();
  expect(await drawing.evaluate((el) => el.tagName.toLowerCase())).toBe("svg");
  const box = await drawing.boundingBox();
  const ratioHeight = ((box?.width ?? 0) * 630) / 1200;
  if (shape === "1200:630") {
    expect(Math.abs((box?.height ?? 0) - ratioHeight)).toBeLessThan(2);
  } else {
    // As tall as its row (never shorter than its own shape), cropped on the right.
    expect(box?.height ?? 0).toBeGreaterThan(ratioHeight - 2);
    await expect(drawing).toHaveAttribute("preserveAspectRatio", "xMinYMid slice");
  }
  const file = await (await drawing.page().request.get(`/images/blog/${slug}.svg`)).text();
  const fileTexts = [...file.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) =>
    m[1]!.replace(/&(amp|lt|gt|quot);/g, (e) => XML_ENTITIES[e]!),
  );
  expect(fileTexts.length).toBeGreaterThanOrEqual(3);
  expect(await drawing.locator("text").allTextContents()).toEqual(fileTexts);
  const fileColours = [...file.matchAll(/(?:stop-color|fill)="(#[0-9a-f]{3,6})"/g)].map((m) => m[1]);
  const pageColours = await drawing.evaluate((el) =>
    [...el.querySelectorAll("[stop-color], [fill]")]
      .map((n) => n.getAttribute("stop-color") ?? n.getAttribute("fill"))
      .filter((c) => c?.startsWith("#")),
  );
  expect(pageColours).toEqual(fileColours);
  expect(await drawing.locator("rect").first().getAttribute("fill")).toBe(`url(#ilustracao-${slug})`);
}

/** Checks one card against its article's frontmatter; returns the slug. */
async function expectCard(card: Locator): Promise<string> {
  const titleLink = card.getByRole("heading").getByRole("link");
  const slug = slugOf(await titleLink.getAttribute("href"));
  expect(SLUGS, `card links to an existing article (${slug})`).toContain(slug);
  const a = article(slug);
  await expect(titleLink).toHaveText(a.h1);
  expect(a.image_alt.trim()).not.toBe("");
  await expectIllustration(card.getByRole("img", { name: a.image_alt }), slug);
  await expect(badge(card, a.category)).toBeVisible();
  await expect(card.getByText(a.summary, { exact: true })).toBeVisible();
  await expect(card.locator("time")).toHaveText(dateBR(a.date));
  await expect(card.locator("time")).toHaveAttribute("datetime", a.date);
  const readMore = card.getByRole("link", { name: /^Ler mais/ });
  await expect(readMore).toHaveText(/Ler mais/);
  await expect(readMore).toHaveAttribute("href", `/blog/${slug}`);
  return slug;
}

function decodeEntities(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&");
}

/** The visible text of the prerendered <main>, without tags. */
function mainText(html: string): string {
  const main = /<main[\s\S]*?<\/main>/.exec(html)?.[0] ?? "";
  return decodeEntities(main.replace(/<[^>]+>/g, " ")).replace(/\s+/g, " ");
}

/** Sentences of the lead paragraph that hold no markdown syntax (rendered as plain text). */
function plainLeadSentences(body: string): string[] {
  const lead = body.trim().split(/\n\s*\n/)[0] ?? "";
  return lead.split(/(?<=[.!?])\s+/).filter((s) => s.length > 30 && !/[*_`[\]()"<>&]/.test(s));
}

async function jsonLd(page: Page): Promise<Array<Record<string, unknown>>> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((t) => JSON.parse(t) as Record<string, unknown>);
}

test.describe("content under test", () => {
  test("content/blog holds the spec's 36 articles and the two added since", () => {
    expect(SLUGS).toHaveLength(38);
    expect(SLUGS).toContain(CNH);
    expect(SLUGS).toContain(IPVA);
  });
});

test.describe("/blog listing", () => {
  test("shows 6 complete cards first, newest first", async ({ page }) => {
    await page.goto("/blog");
    const list = cards(page.getByRole("main"));
    await expect(list).toHaveCount(6);
    const slugs: string[] = [];
    for (const card of await list.all()) slugs.push(await expectCard(card));
    expect(new Set(slugs).size).toBe(6);
    // Newest first: the IPVA article (25 November 2026) leads, then the licence article
    // (24 November 2026), then the motor show article (2 September 2025), and no 1 September
    // article comes before a 2 September one.
    expect(slugs.slice(0, 3)).toEqual([IPVA, CNH, MOTOR_SHOW]);
    await expect(list.first().locator("time")).toHaveText("25 de novembro de 2026");
    await expect(list.nth(1).locator("time")).toHaveText("24 de novembro de 2026");
    await expect(list.nth(2).locator("time")).toHaveText("2 de setembro de 2025");
    const dates = slugs.map((s) => article(s).date);
    expect([...dates].sort().reverse()).toEqual(dates);
    await expect(page.getByRole("button", { name: "Mostrar mais" })).toBeVisible();
  });

  test('"Mostrar mais" adds 6 per click and disappears when all articles are shown', async ({ page, request }) => {
    const total = SLUGS.length;
    await page.goto("/blog");
    await hydrated(page);
    const list = cards(page.getByRole("main"));
    const more = page.getByRole("button", { name: "Mostrar mais" });
    await expect(list).toHaveCount(6);
    for (let shown = 6; shown < total; shown += 6) {
      await more.click();
      await expect(list).toHaveCount(Math.min(shown + 6, total));
    }
    await expect(more).toHaveCount(0);
    await expect(list).toHaveCount(total);

    const hrefs = await list.evaluateAll((els) =>
      els.map((el) => el.querySelector("h2 a, h3 a")?.getAttribute("href") ?? ""),
    );
    expect(hrefs.map(slugOf).sort()).toEqual(SLUGS);
    // Every card's article exists on the site.
    for (const href of hrefs) {
      const response = await request.get(href);
      expect(response.status(), href).toBe(200);
    }
    // Spot-check cards revealed by the last clicks, too.
    await expectCard(list.nth(20));
    await expectCard(list.nth(total - 1));
  });

  test("a card opens its article", async ({ page }) => {
    await page.goto("/blog");
    await hydrated(page);
    const second = cards(page.getByRole("main")).nth(1);
    const slug = slugOf(await second.getByRole("heading").getByRole("link").getAttribute("href"));
    await second.getByRole("link", { name: /^Ler mais/ }).click();
    await expect(page).toHaveURL(`/blog/${slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(article(slug).h1);
  });
});

test.describe("article page", () => {
  const a = article(TYRES);

  test("hero, image, FAQ and sidebar", async ({ page }) => {
    const response = await page.goto(`/blog/${TYRES}`);
    expect(response?.status()).toBe(200);
    await hydrated(page);

    const h1 = page.getByRole("heading", { level: 1 });
    await expect(h1).toHaveText(a.h1);
    const hero = page.locator("section").filter({ has: h1 });
    await expect(hero.getByText(a.category, { exact: true }).first()).toBeVisible();
    await expect(hero.locator("time")).toHaveText(dateBR(a.date));
    await expect(hero.getByText("Equipe Carro em Conta")).toBeVisible();

    await expectIllustration(page.getByRole("main").getByRole("img", { name: a.image_alt }), TYRES);

    const faq = page.getByRole("region", { name: "Perguntas frequentes" });
    await expect(faq.getByRole("heading", { name: "Perguntas frequentes" })).toBeVisible();
    const questions = faq.locator("summary");
    await expect(questions).toHaveCount(3);
    expect(a.faq).toHaveLength(3);
    await expect(questions).toHaveText((a.faq ?? []).map((f) => f.question));
    const firstAnswer = faq.getByText(a.faq?.[0]?.answer ?? "(no answer)", { exact: true });
    await expect(firstAnswer).toBeHidden();
    await questions.first().click();
    await expect(firstAnswer).toBeVisible();

    const sidebar = page.getByRole("complementary", { name: "Outras Notícias" });
    await expect(sidebar.getByRole("heading", { name: "Outras Notícias" })).toBeVisible();
    const links = sidebar.getByRole("link");
    await expect(links).toHaveCount(4);
    const hrefs = (await links.evaluateAll((els) => els.map((el) => el.getAttribute("href") ?? ""))).map(slugOf);
    expect(new Set(hrefs).size).toBe(4);
    expect(hrefs).not.toContain(TYRES);
    for (const slug of hrefs) expect(SLUGS).toContain(slug);
  });

  test("meta tags and JSON-LD", async ({ page }) => {
    await page.goto(`/blog/${TYRES}`);
    const head = page.locator("head");
    await expect(page).toHaveTitle(a.title);
    await expect(head.locator('meta[name="description"]')).toHaveAttribute("content", a.description);
    await expect(head.locator('meta[name="keywords"]')).toHaveAttribute("content", a.keywords.join(", "));
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute("href", `${SITE_URL}/blog/${TYRES}`);
    await expect(head.locator('meta[property="og:title"]')).toHaveAttribute("content", a.title);
    await expect(head.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
    await expect(head.locator('meta[property="og:image"]')).toHaveAttribute(
      "content",
      `${SITE_URL}/images/share/blog/${TYRES}.png`,
    );
    await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");

    const items = await jsonLd(page);
    expect(items.map((i) => i["@type"]).sort()).toEqual(["Article", "BreadcrumbList", "FAQPage"]);
    const art = items.find((i) => i["@type"] === "Article");
    expect(art?.headline).toBe(a.h1);
    expect(art?.datePublished).toBe(a.date);
    expect((art?.image as { url: string }).url).toBe(`${SITE_URL}/images/share/blog/${TYRES}.png`);
    const crumbs = items.find((i) => i["@type"] === "BreadcrumbList")?.itemListElement as Array<{ item: string }>;
    expect(crumbs.map((c) => c.item)).toEqual([`${SITE_URL}/`, `${SITE_URL}/blog`, `${SITE_URL}/blog/${TYRES}`]);
    const faq = items.find((i) => i["@type"] === "FAQPage")?.mainEntity as Array<{ name: string }>;
    expect(faq.map((q) => q.name)).toEqual((a.faq ?? []).map((f) => f.question));
  });

  test("the prerendered HTML is readable without JavaScript", async ({ request }) => {
    const response = await request.get(`/blog/${TYRES}`);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("text/html");
    const html = await response.text();
    const text = mainText(html);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${a.h1.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}</h1>`));
    const lead = plainLeadSentences(a.body);
    expect(lead.length).toBeGreaterThan(0);
    for (const sentence of lead) expect(text).toContain(sentence);
    expect(text).toContain("Perguntas frequentes");
    for (const item of a.faq ?? []) {
      expect(text).toContain(item.question);
      expect(text).toContain(item.answer);
    }
    // Body headings are HTML, not markdown.
    expect(html).toMatch(/<h2[^>]*>Por que o pneu careca é tão perigoso<\/h2>/);
    expect(text).not.toContain("## ");
    expect(text).not.toContain("**");
    expect(text).not.toMatch(/\]\(\//);
    // The sidebar is there before hydration too.
    expect(text).toContain("Outras Notícias");
  });

  test("with JavaScript disabled the article still shows its heading, body and FAQ", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/blog/${TYRES}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(a.h1);
    await expect(page.getByRole("heading", { level: 2, name: "Por que o pneu careca é tão perigoso" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Perguntas frequentes" }).locator("summary")).toHaveCount(3);
    await context.close();
  });

  test("the lead paragraph is set larger than the rest of the body", async ({ page }) => {
    await page.goto(`/blog/${TYRES}`);
    const paragraphs = page.locator(".prose-content > p");
    const lead = plainLeadSentences(a.body)[0] ?? "(no lead)";
    await expect(paragraphs.first()).toContainText(lead);
    const size = (i: number) => paragraphs.nth(i).evaluate((el) => Number.parseFloat(getComputedStyle(el).fontSize));
    expect(await size(0)).toBeGreaterThan(await size(1));
  });

  test("in-body figures: alt text, fixed size reserved before loading, lazy, then drawn", async ({ page }) => {
    const figures = bodyFigures(TYRES, a.body);
    expect(figures.length).toBeGreaterThan(0);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/blog/${TYRES}`);
    const body = page.locator(".prose-content");
    const imgs = body.locator("figure img");
    await expect(imgs).toHaveCount(figures.length);
    for (const [i, f] of figures.entries()) {
      const img = body.getByRole("img", { name: f.alt });
      await expect(img).toHaveAttribute("src", f.src);
      await expect(img).toHaveAttribute("width", "1200");
      await expect(img).toHaveAttribute("height", "600");
      await expect(img).toHaveAttribute("loading", "lazy");
      // The box has its final 2:1 shape before the file arrives, so nothing below it shifts.
      const box = await imgs.nth(i).boundingBox();
      expect(box?.width ?? 0).toBeGreaterThan(200);
      expect(Math.abs((box?.height ?? 0) - (box?.width ?? 0) / 2)).toBeLessThan(2);
      await img.scrollIntoViewIfNeeded();
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(1200);
    }
  });

  test("every article's in-body figures are files of the build", async ({ request }) => {
    const srcs = ARTICLES.flatMap((x) => bodyFigures(x.slug, x.body).map((f) => f.src));
    expect(srcs.length).toBeGreaterThanOrEqual(ARTICLES.length);
    for (const src of srcs) {
      const response = await request.get(src);
      expect(response.status(), src).toBe(200);
      expect(response.headers()["content-type"], src).toContain("image/svg+xml");
      expect(await response.text(), src).toMatch(/^<svg [^>]*width="1200" height="600"/);
    }
  });

  test("the motor show article shows the ticket table", async ({ page }) => {
    await page.goto(`/blog/${MOTOR_SHOW}`);
    const table = page.getByRole("table").filter({ has: page.getByRole("columnheader", { name: "Tipo de ingresso" }) });
    await expect(table).toHaveCount(1);
    await expect(table.getByRole("columnheader")).toHaveText(["Tipo de ingresso", /Preço/, "Descrição"]);
    const rows = await table
      .locator("tbody tr")
      .evaluateAll((trs) =>
        trs.map((tr) => [...tr.querySelectorAll("td")].slice(0, 2).map((td) => td.textContent?.trim())),
      );
    expect(rows).toEqual([
      ["Inteira", "R$ 110"],
      ["Meia-entrada", "R$ 55"],
      ["VIP", "R$ 500"],
      ["Avant Première", "R$ 800"],
    ]);
  });

  test("an updated article says when, lists its sources at the end and dates its JSON-LD", async ({ page }) => {
    const show = article(MOTOR_SHOW);
    expect(show.updated).toBe("2026-11-24");
    await page.goto(`/blog/${MOTOR_SHOW}`);
    const hero = page.locator("section").filter({ has: page.getByRole("heading", { level: 1 }) });
    await expect(hero.getByText("Atualizado em 24 de novembro de 2026")).toBeVisible();
    await expect(hero.locator(`time[datetime="${show.updated}"]`)).toHaveText("24 de novembro de 2026");
    await expect(hero.locator(`time[datetime="${show.date}"]`)).toHaveText("2 de setembro de 2025");
    const sources = page.getByRole("region", { name: "Fontes" });
    const links = sources.getByRole("link");
    await expect(links).toHaveCount(show.sources?.length ?? -1);
    for (const [i, source] of (show.sources ?? []).entries()) {
      await expect(links.nth(i)).toHaveAttribute("href", source.url);
      await expect(links.nth(i)).toContainText(source.title);
    }
    // The sources close the article: nothing of the article comes after them.
    expect(
      await sources.evaluate((el) => el.parentElement?.tagName === "ARTICLE" && el.nextElementSibling === null),
    ).toBe(true);
    const art = (await jsonLd(page)).find((i) => i["@type"] === "Article");
    expect(art?.datePublished).toBe("2025-09-02");
    expect(art?.dateModified).toBe("2026-11-24");
    await expect(page.locator('head meta[property="article:modified_time"]')).toHaveAttribute("content", "2026-11-24");
  });

  test("an article never updated shows no 'Atualizado em' and no sources", async ({ page }) => {
    await page.goto(`/blog/${TYRES}`);
    await expect(page.getByText(/Atualizado em/)).toHaveCount(0);
    await expect(page.getByRole("region", { name: "Fontes" })).toHaveCount(0);
    const art = (await jsonLd(page)).find((i) => i["@type"] === "Article");
    expect(art?.dateModified).toBe(a.date);
  });

  test("the new licence article is published in Dicas with its sources", async ({ page }) => {
    const cnh = article(CNH);
    await page.goto(`/blog/${CNH}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(cnh.h1);
    await expect(page).toHaveTitle(cnh.title);
    await expect(badge(page.locator("section").first(), "Dicas")).toBeVisible();
    await expect(page.getByRole("region", { name: "Fontes" }).getByRole("link")).toHaveCount(cnh.sources?.length ?? -1);
    await expect(page.getByRole("main")).toContainText("Resolução Contran nº 1.020");
  });

  test("the IPVA article shows the 27 states' rates from the calculator's data and links the calculator", async ({
    page,
  }) => {
    await page.goto(`/blog/${IPVA}`);
    const table = page.getByRole("table", { name: "Alíquotas do IPVA 2026 por estado" });
    await expect(table.locator("tbody tr")).toHaveCount(27);
    await expect(table.getByRole("row", { name: /Distrito Federal \(DF\)/ })).toContainText("3%");
    await expect(page.getByRole("main").getByRole("link", { name: "calculadora de IPVA" }).first()).toHaveAttribute(
      "href",
      "/ipva",
    );
  });

  test("a buying guide shows its models as bullets of name plus description", async ({ page }) => {
    await page.goto("/blog/carros-usados-ate-10-mil");
    const models = page
      .getByRole("main")
      .getByRole("listitem")
      .filter({ has: page.locator("strong", { hasText: /\(\d{4}–\d{4}\)$/ }) });
    expect(await models.count()).toBeGreaterThanOrEqual(6);
    await expect(models.first()).toHaveText(/^.+ \(\d{4}–\d{4}\): \S.{20,}/);
  });
});

test.describe("/noticias", () => {
  test("features the motor show article", async ({ page }) => {
    await page.goto("/noticias");
    const featured = page.getByRole("region", { name: "Destaque" });
    const show = article(MOTOR_SHOW);
    const link = featured.getByRole("link", { name: show.h1, exact: true });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute("href", `/blog/${MOTOR_SHOW}`);
    await expect(badge(featured, show.category)).toBeVisible();
    await expectIllustration(featured.getByRole("img", { name: show.image_alt }), MOTOR_SHOW, "fills its row");
  });

  test("category chips filter the cards", async ({ page }) => {
    await page.goto("/noticias");
    await hydrated(page);
    const feed = page.getByRole("region", { name: "Últimas publicações" });
    const list = cards(feed);
    const chips = page.getByRole("group", { name: "Filtrar por categoria" });
    const all = chips.getByRole("button", { name: "Todas", exact: true });
    await expect(all).toHaveAttribute("aria-pressed", "true");
    const others = ARTICLES.filter((x) => x.slug !== MOTOR_SHOW);
    await expect(list).toHaveCount(others.length);

    for (const category of ["Manutenção", "Guias de Compra"] as const) {
      const chip = chips.getByRole("button", { name: category, exact: true });
      await chip.click();
      await expect(chip).toHaveAttribute("aria-pressed", "true");
      await expect(all).toHaveAttribute("aria-pressed", "false");
      const expected = others
        .filter((x) => x.category === category)
        .map((x) => x.slug)
        .sort();
      expect(expected.length).toBeGreaterThan(0);
      await expect(list).toHaveCount(expected.length);
      const shown = await list.evaluateAll((els) =>
        els.map((el) => el.querySelector("h3 a")?.getAttribute("href") ?? ""),
      );
      expect(shown.map(slugOf).sort()).toEqual(expected);
    }
    await all.click();
    await expect(all).toHaveAttribute("aria-pressed", "true");
    await expect(list).toHaveCount(others.length);
  });
});

test.describe("feeds", () => {
  test("/rss.xml is an RSS 2.0 feed with every article", async ({ page, request }) => {
    const response = await request.get("/rss.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/xml/);
    const xml = await response.text();
    expect(xml.startsWith("<?xml")).toBe(true);
    await page.goto("/blog");
    const parsed = await page.evaluate((source) => {
      const doc = new DOMParser().parseFromString(source, "application/xml");
      const items = [...doc.querySelectorAll("rss > channel > item")];
      return {
        error: doc.querySelector("parsererror")?.textContent ?? null,
        version: doc.documentElement.getAttribute("version"),
        channelTitle: doc.querySelector("rss > channel > title")?.textContent ?? "",
        items: items.map((item) => ({
          title: item.querySelector("title")?.textContent ?? "",
          link: item.querySelector("link")?.textContent ?? "",
          pubDate: item.querySelector("pubDate")?.textContent ?? "",
        })),
      };
    }, xml);
    expect(parsed.error).toBeNull();
    expect(parsed.version).toBe("2.0");
    expect(parsed.channelTitle).toContain("Carro em Conta");
    expect(parsed.items).toHaveLength(SLUGS.length);
    expect(parsed.items.map((i) => i.link.replace(`${SITE_URL}/blog/`, "")).sort()).toEqual(SLUGS);
    for (const item of parsed.items) {
      expect(item.title).toBe(article(item.link.replace(`${SITE_URL}/blog/`, "")).h1);
      expect(Number.isNaN(Date.parse(item.pubDate))).toBe(false);
    }
  });

  for (const path of ["/", "/blog", `/blog/${TYRES}`, "/noticias"]) {
    test(`${path} links the RSS feed in its head`, async ({ page }) => {
      await page.goto(path);
      const link = page.locator(`head link[rel="alternate"][type="${RSS_TYPE}"]`);
      await expect(link).toHaveCount(1);
      await expect(link).toHaveAttribute("href", "/rss.xml");
    });
  }

  test("/sitemap.xml lists every article URL", async ({ page, request }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    const xml = await response.text();
    await page.goto("/blog");
    const locs = await page.evaluate((source) => {
      const doc = new DOMParser().parseFromString(source, "application/xml");
      if (doc.querySelector("parsererror")) return null;
      return [...doc.getElementsByTagName("loc")].map((l) => l.textContent ?? "");
    }, xml);
    expect(locs).not.toBeNull();
    const articleLocs = (locs ?? []).filter((l) => l.startsWith(`${SITE_URL}/blog/`));
    expect(articleLocs.map((l) => l.replace(`${SITE_URL}/blog/`, "")).sort()).toEqual(SLUGS);
    expect(locs).toContain(`${SITE_URL}/blog`);
    expect(locs).toContain(`${SITE_URL}/noticias`);
    // An updated article's lastmod is its update, not its first publication.
    expect(xml).toContain(`<loc>${SITE_URL}/blog/${MOTOR_SHOW}</loc><lastmod>2026-11-24</lastmod>`);
    expect(xml).toContain(`<loc>${SITE_URL}/blog/${TYRES}</loc><lastmod>${article(TYRES).date}</lastmod>`);
  });
});

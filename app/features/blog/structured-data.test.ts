import { describe, expect, it } from "vitest";
import type { Article } from "./article-schema.ts";
import { articleJsonLd } from "./structured-data.ts";

const article = {
  slug: "pneu-careca-riscos-quando-trocar",
  h1: "Pneu careca: riscos e quando trocar",
  description: "d",
  date: "2026-01-10",
  category: "Manutenção",
  keywords: ["pneu"],
  author: "Equipe",
} as unknown as Article;
const url = (path: string) => `https://example.com${path}`;

describe("articleJsonLd", () => {
  it("gives the article's PNG share card, with its size, as the Article image", () => {
    const [art] = articleJsonLd(article, url) as Array<Record<string, unknown>>;
    expect(art!.image).toEqual({
      "@type": "ImageObject",
      url: "https://example.com/images/share/blog/pneu-careca-riscos-quando-trocar.png",
      width: 1200,
      height: 630,
    });
  });

  it("dates the Article: published on `date`, modified on `updated` (or `date` without one)", () => {
    const [plain] = articleJsonLd(article, url) as Array<Record<string, unknown>>;
    expect(plain).toMatchObject({ datePublished: "2026-01-10", dateModified: "2026-01-10" });
    const [updated] = articleJsonLd({ ...article, updated: "2026-11-24" }, url) as Array<Record<string, unknown>>;
    expect(updated).toMatchObject({ datePublished: "2026-01-10", dateModified: "2026-11-24" });
  });
});

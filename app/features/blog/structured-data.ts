// JSON-LD for article pages: Article, BreadcrumbList and, with a FAQ, FAQPage.
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH, shareImagePath } from "../../lib/share-image.ts";
import { SITE } from "../../lib/site.ts";
import type { Article } from "./article-schema.ts";

export function articleJsonLd(article: Article, url: (path: string) => string) {
  const pageUrl = url(`/blog/${article.slug}`);
  const graph: object[] = [
    {
      "@context": "https://schema.org",
      "@type": "Article",
      headline: article.h1,
      description: article.description,
      // The article's 1200x630 PNG card (the one og:image shows): search engines and apps
      // that read this take PNG everywhere, and its size is known.
      image: {
        "@type": "ImageObject",
        url: url(shareImagePath(`/blog/${article.slug}`)),
        width: SHARE_IMAGE_WIDTH,
        height: SHARE_IMAGE_HEIGHT,
      },
      datePublished: article.date,
      dateModified: article.updated ?? article.date,
      inLanguage: "pt-BR",
      articleSection: article.category,
      keywords: article.keywords.join(", "),
      author: { "@type": "Organization", name: article.author, url: url("/sobre-nos") },
      publisher: {
        "@type": "Organization",
        name: SITE.name,
        logo: { "@type": "ImageObject", url: url("/favicon.svg") },
      },
      mainEntityOfPage: pageUrl,
    },
    {
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Início", item: url("/") },
        { "@type": "ListItem", position: 2, name: "Blog", item: url("/blog") },
        { "@type": "ListItem", position: 3, name: article.h1, item: pageUrl },
      ],
    },
  ];
  if (article.faq) {
    graph.push({
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: article.faq.map((item) => ({
        "@type": "Question",
        name: item.question,
        acceptedAnswer: { "@type": "Answer", text: item.answer },
      })),
    });
  }
  return graph;
}

import { SITE } from "./site.ts";
import { SITE_URL } from "./public-env.ts";

export type PageMetaInput = {
  title: string;
  description: string;
  path: string;
  /** Extra tags (Open Graph for articles, robots for the not-found page...). */
  extra?: Array<Record<string, string>>;
};

export function absoluteUrl(path: string): string {
  return path === "/" ? `${SITE_URL}/` : `${SITE_URL}${path}`;
}

/** The title, description and canonical link every page sets (spec section 2). */
export function pageMeta({ title, description, path, extra = [] }: PageMetaInput) {
  const url = absoluteUrl(path);
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: SITE.name },
    { property: "og:locale", content: SITE.locale },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    ...extra,
  ];
}

/** Pages for the site's operators (/entrar, /admin...): a title and noindex, nothing to share. */
export function privatePageMeta(title: string) {
  return [
    { title: `${title} | ${SITE.name}` },
    { name: "description", content: `Área restrita do ${SITE.name}.` },
    { name: "robots", content: "noindex, nofollow" },
  ];
}

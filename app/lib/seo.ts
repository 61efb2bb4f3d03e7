import { SITE } from "./site.ts";
import { SITE_URL } from "./public-env.ts";
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH, pageShareImageAlt, shareImagePath } from "./share-image.ts";

export type PageMetaInput = {
  title: string;
  description: string;
  path: string;
  /** The share image (a PNG of 1200x630 in the build); by default the page's own card. */
  image?: { path: string; alt: string };
  /** Extra tags (Open Graph for articles, robots for the not-found page...). */
  extra?: Array<Record<string, string>>;
};

export function absoluteUrl(path: string): string {
  return path === "/" ? `${SITE_URL}/` : `${SITE_URL}${path}`;
}

/** The title, description, canonical link and share tags every page sets (spec section 2). */
export function pageMeta({ title, description, path, image, extra = [] }: PageMetaInput) {
  const url = absoluteUrl(path);
  const share = image ?? { path: shareImagePath(path), alt: pageShareImageAlt(title) };
  const imageUrl = absoluteUrl(share.path);
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: SITE.name },
    { property: "og:locale", content: SITE.locale },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: imageUrl },
    { property: "og:image:type", content: "image/png" },
    { property: "og:image:width", content: String(SHARE_IMAGE_WIDTH) },
    { property: "og:image:height", content: String(SHARE_IMAGE_HEIGHT) },
    { property: "og:image:alt", content: share.alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:image", content: imageUrl },
    { name: "twitter:image:alt", content: share.alt },
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

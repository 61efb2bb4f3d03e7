// Share images (og:image): every page and article has a 1200x630 PNG, drawn at build time
// by scripts/share-images.ts with server/share-image/. This module is the contract both sides
// read: where a page's PNG lives. (The cards' texts live in the build script, so they add
// nothing to the pages' JavaScript.)
import { SITE } from "./site.ts";

export const SHARE_IMAGE_WIDTH = 1200;
export const SHARE_IMAGE_HEIGHT = 630;

/** The PNG's path for a page: "/" -> /images/share/inicio.png, "/blog/x" -> /images/share/blog/x.png. */
export function shareImagePath(pagePath: string): string {
  return `/images/share${pagePath === "/" ? "/inicio" : pagePath}.png`;
}

/** og:image:alt of an article's card, which shows its category and headline. */
export function articleShareImageAlt(category: string, headline: string): string {
  return `${SITE.name} — ${category}: ${headline}`;
}

/** og:image:alt of a page's card, which shows the site's name and the page's subject. */
export function pageShareImageAlt(title: string): string {
  const subject = title.endsWith(SITE.titleSuffix) ? title.slice(0, -SITE.titleSuffix.length) : title;
  return subject.includes(SITE.name) ? subject : `${SITE.name} — ${subject}`;
}

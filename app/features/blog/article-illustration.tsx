import { cn } from "../../lib/cn.ts";
import type { ArticleFrontmatter } from "./article-schema.ts";
import {
  ARTICLE_IMAGE_FONTS,
  ARTICLE_IMAGE_HEIGHT,
  ARTICLE_IMAGE_VIEWBOX,
  ARTICLE_IMAGE_WIDTH,
  articleSvgContent,
} from "./article-image.ts";

/**
 * An article's illustration drawn in the page, not loaded as an <img>: Chromium builds an
 * isolated document on the main thread for every SVG shown as an image (up to 33 ms for one of
 * /blog's cards on this project's machine, unthrottled; ADR 016). The same
 * drawing as its file (/images/blog/{slug}.svg, article-image.ts). One image for assistive
 * technology, named by the article's image description; its text is not read twice.
 */
export function ArticleIllustration({
  article,
  fill = false,
  className,
}: {
  article: { slug: string; h1: string; category: ArticleFrontmatter["category"]; imageAlt: string };
  /** Fills the height its row gives it too, cropped as `object-fit: cover` would but keeping the left, where its text starts (the featured article). */
  fill?: boolean;
  className?: string;
}) {
  return (
    <svg
      role="img"
      aria-label={article.imageAlt}
      width={ARTICLE_IMAGE_WIDTH}
      height={ARTICLE_IMAGE_HEIGHT}
      viewBox={ARTICLE_IMAGE_VIEWBOX}
      fontFamily={ARTICLE_IMAGE_FONTS}
      preserveAspectRatio={fill ? "xMinYMid slice" : undefined}
      className={cn("aspect-[1200/630] w-full", fill ? "h-full" : "h-auto", className)}
      // Generated from the article's own title and category (escaped), never from a visitor.
      dangerouslySetInnerHTML={{
        __html: articleSvgContent({ title: article.h1, category: article.category }, `ilustracao-${article.slug}`),
      }}
    />
  );
}

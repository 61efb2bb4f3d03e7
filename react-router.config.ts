import type { Config } from "@react-router/dev/config";
import { readFileSync, readdirSync } from "node:fs";
import { bodyFigures } from "./app/features/blog/body-figures.ts";
import {
  CONSOLE_PAGE_PATHS,
  GENERATED_FILE_PATHS,
  NEWSLETTER_CONFIRM_PATHS,
  NEWSLETTER_UNSUBSCRIBE_PATHS,
  NOT_FOUND_PATH,
  STATIC_PAGE_PATHS,
} from "./app/lib/routes-table.ts";

function blogSlugs(): string[] {
  return readdirSync("content/blog")
    .filter((name) => name.endsWith(".md"))
    .map((name) => name.slice(0, -3));
}

/** The in-body figures of every article, prerendered as SVG files. */
function figurePaths(): string[] {
  return blogSlugs().flatMap((slug) =>
    bodyFigures(slug, readFileSync(`content/blog/${slug}.md`, "utf8")).map((f) => f.src),
  );
}

export default {
  appDirectory: "app",
  ssr: false,
  prerender: () => [
    ...STATIC_PAGE_PATHS,
    ...CONSOLE_PAGE_PATHS,
    ...blogSlugs().map((slug) => `/blog/${slug}`),
    ...NEWSLETTER_UNSUBSCRIBE_PATHS,
    ...NEWSLETTER_CONFIRM_PATHS,
    NOT_FOUND_PATH,
    ...GENERATED_FILE_PATHS,
    ...blogSlugs().map((slug) => `/images/blog/${slug}.svg`),
    ...figurePaths(),
  ],
} satisfies Config;

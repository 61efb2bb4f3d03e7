import type { Config } from "@react-router/dev/config";
import { readdirSync } from "node:fs";
import { CONSOLE_PAGE_PATHS, GENERATED_FILE_PATHS, NOT_FOUND_PATH, STATIC_PAGE_PATHS } from "./app/lib/routes-table.ts";

function blogSlugs(): string[] {
  return readdirSync("content/blog")
    .filter((name) => name.endsWith(".md"))
    .map((name) => name.slice(0, -3));
}

export default {
  appDirectory: "app",
  ssr: false,
  prerender: () => [
    ...STATIC_PAGE_PATHS,
    ...CONSOLE_PAGE_PATHS,
    ...blogSlugs().map((slug) => `/blog/${slug}`),
    NOT_FOUND_PATH,
    ...GENERATED_FILE_PATHS,
    ...blogSlugs().map((slug) => `/images/blog/${slug}.svg`),
  ],
} satisfies Config;

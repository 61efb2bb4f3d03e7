import type { Config } from "@react-router/dev/config";
import { readFileSync, readdirSync } from "node:fs";
import { bodyFigures } from "./app/features/blog/body-figures.ts";
import { PRERENDERED_PATHS } from "./app/lib/routes-table.ts";
import { schemaProblems } from "./scripts/facts.ts";

// The dated facts (IPVA year files, SP licensing fee) must match their zod schemas to build.
const factsProblems = schemaProblems();
if (factsProblems.length > 0) throw new Error(`Invalid dated facts:\n- ${factsProblems.join("\n- ")}`);

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
  // Pages built from data (a vehicle, a share URL, a form's post) render on request in the
  // server (server/ssr/); every page listed below is prerendered to a file as well.
  ssr: true,
  // Every page carries the whole route manifest, as with prerendering alone: client navigations
  // never ask the server for a route's module list (no /__manifest endpoint to run).
  routeDiscovery: { mode: "initial" },
  // The route table's prerendered addresses (app/lib/routes-table.ts), and the blog's articles,
  // cover images and in-body figures from content/blog.
  prerender: () => [
    ...PRERENDERED_PATHS,
    ...blogSlugs().map((slug) => `/blog/${slug}`),
    ...blogSlugs().map((slug) => `/images/blog/${slug}.svg`),
    ...figurePaths(),
  ],
} satisfies Config;

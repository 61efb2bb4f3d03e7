// A signed link's outcomes and the prerendered page that tells each one: the page module lists
// its slugs ({slug: outcome}); a form posted without JavaScript is redirected to `{base}/{slug}`.

/** Each outcome's result page under `base`. */
export function resultPaths<R extends string>(base: string, results: Record<string, R>): Record<R, string> {
  return Object.fromEntries(Object.entries(results).map(([slug, result]) => [result, `${base}/${slug}`])) as Record<
    R,
    string
  >;
}

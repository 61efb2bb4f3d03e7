// Lines of an article body replaced at build by blocks generated from the site's data, so an
// article never copies a figure by hand (docs/content-format.md):
//   {{ipva-aliquotas 2026}}  the 27 states' IPVA rates for the year (app/domain/ipva/data)
//   {{ipva-regras 2026}}     the year's national and state IPVA rules, by name
// A directive for a year without data, or an unknown directive, fails the build with the file.
import { ipvaRatesTableHtml, ipvaRulesListHtml } from "../domain/ipva/article-tables.ts";
import type { IpvaYearData } from "../domain/ipva/data-schema.ts";
import { ipvaDataFor } from "../domain/ipva/rates.ts";

const DIRECTIVE = /^\{\{\s*([a-z-]+)\s+(\d{4})\s*\}\}$/;

const RENDERERS: Record<string, (data: IpvaYearData) => string> = {
  "ipva-aliquotas": ipvaRatesTableHtml,
  "ipva-regras": ipvaRulesListHtml,
};

/** The body with each directive line replaced by its HTML block (kept apart by blank lines). */
export function expandDataDirectives(
  slug: string,
  markdown: string,
  dataFor: (year: number) => IpvaYearData | null = ipvaDataFor,
): string {
  return markdown
    .split("\n")
    .map((line) => {
      const text = line.trim();
      if (!text.startsWith("{{")) return line;
      const m = DIRECTIVE.exec(text);
      const render = m ? RENDERERS[m[1] ?? ""] : undefined;
      if (!m || !render) throw new Error(`content/blog/${slug}.md: data directive not understood: ${text}`);
      const data = dataFor(Number(m[2]));
      if (!data) throw new Error(`content/blog/${slug}.md: no IPVA data for ${m[2]}: ${text}`);
      return `\n${render(data)}\n`;
    })
    .join("\n");
}

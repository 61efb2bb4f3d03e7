// The breadcrumb trail of the pages rendered from the server's data (/fipe/desvalorizacao, the
// fuel prices pages).

/** A page of a breadcrumb trail. */
export type TrailItem = { name: string; path: string };

const TONES = {
  onBrand: { list: "text-brand-50", link: "text-white", current: "text-white" },
  onLight: { list: "text-gray-700", link: "text-brand-700", current: "text-gray-900" },
} as const;

/**
 * A page's trail (Início › Tabela FIPE › Desvalorização): a link for each page above it, the last
 * item the page itself. `tone` fits it to its background: "onBrand" in a page's heading band,
 * "onLight" above it on the page's own background.
 */
export function BreadcrumbTrail({
  trail,
  tone,
  className,
}: {
  trail: readonly TrailItem[];
  tone: keyof typeof TONES;
  className?: string;
}) {
  const colors = TONES[tone];
  return (
    <nav aria-label="Trilha de navegação" className={className}>
      <ol className={`flex flex-wrap items-center gap-1 text-sm ${colors.list}`}>
        {trail.map((t, i) =>
          i < trail.length - 1 ? (
            <li key={t.path} className="flex items-center gap-1">
              <a href={t.path} className={`${colors.link} underline underline-offset-2`}>
                {t.name}
              </a>
              <span aria-hidden="true">›</span>
            </li>
          ) : (
            <li key={t.path} aria-current="page" className={`font-semibold ${colors.current}`}>
              {t.name}
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}

import { BRAZILIAN_STATES } from "../../lib/states.ts";

/** The 27 states' pages of a subject ("/ipva/sp"…), as a list of links under a heading. */
export function StateLinks({ basePath, title, id }: { basePath: string; title: string; id: string }) {
  return (
    <section aria-labelledby={id} className="mx-auto max-w-6xl px-4 pb-10">
      <h2 id={id} className="text-xl font-bold text-gray-900">
        {title}
      </h2>
      <ul className="mt-4 grid grid-cols-2 gap-2 text-sm sm:grid-cols-3 lg:grid-cols-5">
        {BRAZILIAN_STATES.map((s) => (
          <li key={s.code}>
            <a href={`${basePath}/${s.code.toLowerCase()}`} className="text-brand-700 underline">
              {s.name} ({s.code})
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

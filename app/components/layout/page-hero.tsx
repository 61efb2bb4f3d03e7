import type { ReactNode } from "react";

/** The heading band at the top of inner pages. */
export function PageHero({
  title,
  children,
  eyebrow,
  breadcrumb,
}: {
  title: string;
  children?: ReactNode;
  eyebrow?: string;
  /** A trail of links above the heading. */
  breadcrumb?: ReactNode;
}) {
  return (
    <section className="bg-gradient-to-br from-brand-800 to-brand-600 text-white">
      <div className="mx-auto max-w-6xl px-4 py-7 sm:py-14">
        {breadcrumb ? <div className="mb-4">{breadcrumb}</div> : null}
        {eyebrow ? <p className="text-sm font-semibold tracking-wide text-brand-100 uppercase">{eyebrow}</p> : null}
        <h1 className="mt-1 text-3xl font-extrabold tracking-tight sm:text-4xl">{title}</h1>
        {children ? <div className="mt-3 max-w-3xl text-base text-brand-50 sm:text-lg">{children}</div> : null}
      </div>
    </section>
  );
}

// The tables of the FIPE catalog's pages rendered on request (/fipe/codigo/…,
// /fipe/{tipo}/{marca}/{modelo}, /fipe/desvalorizacao): a header row over rows whose first cell
// links to the row's page.
import type { ReactNode } from "react";
import { cn } from "../../lib/cn.ts";

/** A table row's header cell (`<th scope="row">`, styled by `className`) linking to the row's page. */
export function LinkRowHeader({ href, className, children }: { href: string; className: string; children: ReactNode }) {
  return (
    <th scope="row" className={className}>
      <a href={href} className="text-brand-700 underline underline-offset-2 hover:text-brand-800">
        {children}
      </a>
    </th>
  );
}

/** A column of a catalog table: its header, and `right` for figures (aligned right). */
export type CatalogColumn = { label: ReactNode; right?: boolean };

/**
 * A catalog table in its bordered, scrollable box: the caption (for screen readers only unless
 * `captionClassName` shows it), the header row of `columns`, and `children`, the body's rows;
 * `narrow` for tighter header cells on phones (the rows' cells follow suit).
 */
export function CatalogTable({
  className,
  caption,
  captionClassName = "sr-only",
  columns,
  narrow = false,
  children,
}: {
  className?: string;
  caption: ReactNode;
  captionClassName?: string;
  columns: readonly CatalogColumn[];
  narrow?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={cn(className, "overflow-x-auto rounded-xl border border-gray-200")}>
      <table className="w-full text-left text-sm">
        <caption className={captionClassName}>{caption}</caption>
        <thead className="bg-gray-50 text-gray-700">
          <tr>
            {columns.map((column, i) => (
              <th
                key={i}
                scope="col"
                className={cn(
                  narrow ? "px-3 py-3" : "px-4 py-3",
                  column.right && "text-right",
                  "font-semibold",
                  narrow && "sm:px-4",
                )}
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">{children}</tbody>
      </table>
    </div>
  );
}

// A result's parts, shared by the calculators and the vehicle page's yearly cost: the highlighted
// figure and the rows of label and value.

export function ResultHighlight({
  label,
  value,
  tone = "brand",
}: {
  label: string;
  value: string;
  tone?: "brand" | "accent";
}) {
  return (
    <div className={tone === "brand" ? "rounded-xl bg-brand-50 p-5" : "rounded-xl bg-green-50 p-5"}>
      <p className="text-sm font-semibold text-gray-700">{label}</p>
      <p className={`mt-1 text-3xl font-extrabold ${tone === "brand" ? "text-brand-700" : "text-accent-700"}`}>
        {value}
      </p>
    </div>
  );
}

export function ResultRows({ rows }: { rows: ReadonlyArray<readonly [string, string]> }) {
  return (
    <dl className="mt-4 divide-y divide-gray-100">
      {rows.map(([label, value]) => (
        <div key={label} className="flex items-center justify-between gap-4 py-2.5">
          <dt className="text-sm text-gray-700">{label}</dt>
          <dd className="text-right font-semibold text-gray-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

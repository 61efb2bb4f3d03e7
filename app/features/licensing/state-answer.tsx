// The licensing answer for the chosen state (app/domain/licensing/state-rules.ts's
// licensingAnswer): the fee and what it includes, its source, the caveat, and "Consulte o
// Detran-XX" (linked where the data names the Detran's address) wherever no dated source gave
// the figure. Shown under the calculator's result and on a state's page.
import { formatDateShortBR } from "../../lib/format.ts";
import type { LicensingYearData } from "../../domain/licensing/data-schema.ts";
import { licensingFee, type LicensingAnswer, type LicensingFeeAnswer } from "../../domain/licensing/state-rules.ts";
import { LICENSING_STATE_STRINGS as T } from "./state-strings.ts";
import type { LicensingVehicleKind } from "../../domain/licensing/vocabulary.ts";

export function SourceLink({ title, url }: { title: string; url: string }) {
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" className="underline">
      {title}
      <span className="sr-only"> (abre em nova aba)</span>
    </a>
  );
}

/** "Consulte o Detran-RJ.", linked to the Detran's page when the data has its address. */
export function ConsultDetran({ agency, url }: { agency: string; url?: string }) {
  return url ? (
    <>
      Consulte o{" "}
      <a href={url} target="_blank" rel="noopener noreferrer" className="font-semibold text-brand-700 underline">
        {agency}
        <span className="sr-only"> (abre em nova aba)</span>
      </a>
      .
    </>
  ) : (
    <>Consulte o {agency}.</>
  );
}

/**
 * The fees a vehicle of the form's type pays: "Automóveis e Motos" asks the car's and, where
 * the state charges motorcycles apart (CE), the motorcycle's too.
 */
export function feesFor(
  data: LicensingYearData,
  answer: LicensingAnswer,
  types: readonly LicensingVehicleKind[],
): LicensingFeeAnswer[] {
  const fees = types.map((vehicleType) => licensingFee(data, { state: answer.state, vehicleType }));
  return fees.filter((fee, i) => fees.findIndex((f) => f.text === fee.text) === i);
}

/** The fee rows, their source and the caveat. */
export function LicensingFeeDetails({
  answer,
  fees,
  linkedSource,
}: {
  answer: LicensingAnswer;
  fees: LicensingFeeAnswer[];
  /** A source the page links already (the deadline's): named, not linked twice. */
  linkedSource?: string;
}) {
  const known = fees.filter((f): f is Extract<LicensingFeeAnswer, { kind: "known" }> => f.kind === "known");
  const source = known[0]?.source;
  return (
    <div className="mt-3 space-y-2 text-sm text-gray-700">
      {known.length === 0 ? (
        <p>
          {T.feeTitle} de {answer.year}: não encontramos a taxa numa fonte datada.{" "}
          <ConsultDetran agency={answer.agency} url={answer.detranUrl} />
        </p>
      ) : (
        <>
          <dl className="space-y-1">
            {known.map((fee) => (
              <div key={fee.text} className="flex justify-between gap-3">
                <dt>
                  {T.feeTitle} {answer.year}
                  {fee.label ? ` (${fee.label})` : ""}
                </dt>
                <dd className="font-semibold text-gray-900 tabular-nums">{fee.text}</dd>
              </div>
            ))}
          </dl>
          <p>
            {T.includesLabel}: {known[0]!.includes}
            {known[0]!.validUntil ? ` ${T.feeValidUntil(known[0]!.validUntil)}` : ""}
          </p>
        </>
      )}
      {fees.map((f) =>
        f.kind === "unknown" && f.pending ? (
          <p key={f.pending} className="text-amber-900">
            {f.pending}
          </p>
        ) : null,
      )}
      {source ? (
        <p className="text-xs text-gray-600">
          {T.sourceLabel} da taxa:{" "}
          {source.url === linkedSource ? "a mesma do prazo" : <SourceLink title={source.title} url={source.url} />}
          {source.read ? `, lida em ${formatDateShortBR(source.read)}` : ""}.
        </p>
      ) : null}
      {answer.caveat ? (
        <p className="text-xs text-gray-600">
          <span className="font-semibold">{T.caveatPrefix}</span> {answer.caveat}
        </p>
      ) : null}
    </div>
  );
}

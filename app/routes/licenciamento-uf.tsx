import { data, redirect } from "react-router";
import type { Route } from "./+types/licenciamento-uf";
import { PageHero } from "../components/layout/page-hero.tsx";
import type { LicensingYearData } from "../domain/licensing/data-schema.ts";
import { LicensingCalculator } from "../features/licensing/licensing-calculator.tsx";
import { licensingPageData } from "../domain/licensing/licensing-data.ts";
import { ConsultDetran, SourceLink } from "../features/licensing/state-answer.tsx";
import { calendarRows, licensingFee } from "../domain/licensing/state-rules.ts";
import { LICENSING_STATE_STRINGS as T, licensingTipsFor } from "../features/licensing/state-strings.ts";
import { LICENSING_VEHICLE_TYPES, type LicensingVehicleKind } from "../domain/licensing/vocabulary.ts";
import { brasiliaToday } from "../lib/brasilia-date.ts";
import { formatDateShortBR } from "../lib/format.ts";
import { pageMeta } from "../lib/seo.ts";
import { inState, isStateCode, type StateCode } from "../lib/states.ts";

// /licenciamento/{uf}: a state's licensing fee (what it includes), its deadline by final plate
// digit, its sources and the day checked, and the calculator preset to the state; rendered on
// request for the licensing year of the day in Brasília (the previous year's, labelled, until
// the new file is in). Only the state's entry comes with the page, from the loader.

const TYPE_LABELS: Record<LicensingVehicleKind, string> = {
  car: "Automóveis",
  motorcycle: "Motos",
  truck: "Caminhões",
};

export function loader({ params }: Route.LoaderArgs) {
  const raw = params.uf ?? "";
  const uf = raw.toUpperCase();
  if (!isStateCode(uf)) throw data(null, { status: 404 });
  if (raw !== uf.toLowerCase()) throw redirect(`/licenciamento/${uf.toLowerCase()}`, 301);
  const { year, data: all } = licensingPageData(brasiliaToday());
  const stateData: LicensingYearData = { ...all, states: { [uf]: all.states[uf] } as LicensingYearData["states"] };
  return { uf, year, data: stateData };
}

export function headers() {
  return { "Cache-Control": "public, max-age=600" };
}

export { keepLoaderData as shouldRevalidate } from "../lib/query-params.ts";

/** "Licenciamento 2026 no Rio de Janeiro: taxa, calendário e prazos" */
export function licensingStateTitle(year: number, uf: string): string {
  return `Licenciamento ${year} ${inState(uf as StateCode)}: taxa, calendário e prazos`;
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: "Página não encontrada | Carro em Conta" }];
  const { uf, year } = loaderData;
  return pageMeta({
    title: `${licensingStateTitle(year, uf)} | Carro em Conta`,
    description: `Licenciamento ${year} ${inState(uf as StateCode)} (${uf}): a taxa e o que ela inclui, o prazo pelo final da placa e as fontes, com a calculadora de multa e juros por atraso.`,
    path: `/licenciamento/${uf.toLowerCase()}`,
  });
}

export default function LicensingStatePage({ loaderData }: Route.ComponentProps) {
  const { uf, year, data: yearData } = loaderData;
  const code = uf as keyof LicensingYearData["states"];
  const entry = yearData.states[code];
  const deadline = entry.deadline;
  const fees = LICENSING_VEHICLE_TYPES.map((vehicleType) => licensingFee(yearData, { state: code, vehicleType }));
  const known = fees.filter((f, i) => f.kind === "known" && fees.findIndex((g) => g.text === f.text) === i);
  return (
    <>
      <PageHero
        title={licensingStateTitle(yearData.year, uf)}
        breadcrumb={
          <a href="/licenciamento#estados" className="text-sm text-brand-100 underline">
            Licenciamento: todos os estados
          </a>
        }
      >
        A taxa, o prazo pelo final da placa e as fontes do licenciamento {inState(code)}. Conferido em{" "}
        {formatDateShortBR(entry.checked)}.
      </PageHero>
      <div className="mx-auto max-w-6xl space-y-8 px-4 pt-6 text-gray-800">
        {yearData.year < year ? (
          <p className="rounded-lg bg-amber-50 p-2 text-sm text-amber-900">
            {T.notYetPublished(year, entry.agency)} {T.previousYearLabel(yearData.year)}
          </p>
        ) : null}
        {entry.pending ? (
          <p className="rounded-lg bg-amber-50 p-2 text-sm text-amber-900">{entry.pending.note}</p>
        ) : null}
        <section aria-labelledby="taxa">
          <h2 id="taxa" className="text-xl font-bold text-gray-900">
            {T.feeTitle} de {yearData.year}
          </h2>
          {entry.fee && known.length ? (
            <div className="mt-3 space-y-2">
              <ul className="space-y-1">
                {known.map((fee) =>
                  fee.kind === "known" ? (
                    <li key={fee.text} className="font-semibold">
                      {fee.label ? `${fee.label}: ` : ""}
                      {fee.text}
                    </li>
                  ) : null,
                )}
              </ul>
              <p className="text-sm">
                {T.includesLabel}: {entry.fee.includes}
                {entry.fee.validUntil ? ` ${T.feeValidUntil(formatDateShortBR(entry.fee.validUntil))}` : ""}
              </p>
              <p className="text-xs text-gray-600">
                {T.sourceLabel}: <SourceLink title={entry.fee.source.title} url={entry.fee.source.url} />
                {entry.fee.source.read ? `, lida em ${formatDateShortBR(entry.fee.source.read)}` : ""}.
              </p>
            </div>
          ) : (
            <p className="mt-3">
              Não encontramos a taxa de {yearData.year} numa fonte datada.{" "}
              <ConsultDetran agency={entry.agency} url={entry.detranUrl} />
            </p>
          )}
        </section>
        <section aria-labelledby="prazos">
          <h2 id="prazos" className="text-xl font-bold text-gray-900">
            Prazos de {yearData.year} pelo final da placa
          </h2>
          <div className="mt-3 space-y-3">
            {deadline?.kind === "by-final" ? (
              deadline.calendars.map((calendar, i) => (
                <table key={i} className="w-full max-w-md border-collapse text-left text-sm">
                  <caption className="mb-2 text-left font-semibold">
                    Licenciamento {yearData.year} em {uf}
                    {calendar.vehicleTypes ? ` (${calendar.vehicleTypes.map((t) => TYPE_LABELS[t]).join(", ")})` : ""}
                  </caption>
                  <thead>
                    <tr className="border-b border-gray-300">
                      <th scope="col" className="py-2">
                        Final da placa
                      </th>
                      <th scope="col" className="py-2">
                        Prazo
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {calendarRows(calendar).map((row) => (
                      <tr key={row.finals} className="border-b border-gray-100">
                        <th scope="row" className="py-2 font-normal">
                          {row.finals}
                        </th>
                        <td className="py-2 tabular-nums">{row.due}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              ))
            ) : deadline?.kind === "single" ? (
              <p>
                Um só prazo para todas as placas:{" "}
                {deadline.due.length === 10 ? formatDateShortBR(deadline.due) : deadline.due}.
              </p>
            ) : deadline?.kind === "with-ipva" ? (
              <p>{deadline.detail}</p>
            ) : (
              <p>
                Não encontramos o calendário de {yearData.year} numa fonte datada.{" "}
                <ConsultDetran agency={entry.agency} url={entry.detranUrl} />
              </p>
            )}
            {deadline ? (
              <p className="text-xs text-gray-600">
                {T.sourceLabel}: <SourceLink title={deadline.source.title} url={deadline.source.url} />
                {deadline.source.read ? `, lida em ${formatDateShortBR(deadline.source.read)}` : ""}.
              </p>
            ) : null}
            {entry.caveat ? (
              <p className="text-sm text-gray-600">
                <span className="font-semibold">{T.caveatPrefix}</span> {entry.caveat}
              </p>
            ) : null}
          </div>
        </section>
        <section aria-labelledby="dicas-estado">
          <h2 id="dicas-estado" className="text-xl font-bold text-gray-900">
            O que saber {inState(code)}
          </h2>
          <ul className="mt-3 list-disc space-y-1 pl-5 text-sm">
            {licensingTipsFor(code).map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
          <p className="mt-3 text-sm">
            <a href={`/ipva/${uf.toLowerCase()}`} className="text-brand-700 underline">
              IPVA {inState(code)}: alíquotas, calendário e descontos
            </a>
          </p>
        </section>
      </div>
      <section aria-labelledby="calculadora" className="mt-8">
        <h2 id="calculadora" className="mx-auto max-w-6xl px-4 text-xl font-bold text-gray-900">
          Consulte o prazo e calcule os encargos {inState(code)}
        </h2>
        <LicensingCalculator data={yearData} year={year} fixedState={code} />
      </section>
    </>
  );
}

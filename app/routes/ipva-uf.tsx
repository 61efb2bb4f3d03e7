import { data, redirect, type ShouldRevalidateFunction } from "react-router";
import type { Route } from "./+types/ipva-uf";
import { PageHero } from "../components/layout/page-hero.tsx";
import type { IpvaCalendar, IpvaStateEntry, IpvaYearData } from "../domain/ipva/data-schema.ts";
import { IpvaCalculator } from "../features/ipva/ipva-calculator.tsx";
import { IpvaCalendarTable, OtherDiscounts } from "../features/ipva/payment-plan.tsx";
import { percentText, remindersPath, remindersWebcalUrl } from "../features/ipva/reminders.ts";
import { ipvaDataForVisitors } from "../domain/ipva/rates.ts";
import { VEHICLE_TYPE_LABELS, ipvaCalendarNotice, taxAgency } from "../features/ipva/strings.ts";
import { useIpvaYearOffer } from "../features/ipva/use-year-offer.ts";
import { ipvaYearsOn } from "../domain/ipva/years.ts";
import { brasiliaToday } from "../lib/brasilia-date.ts";
import { formatBRL, formatDateShortBR, formatRatePercent } from "../lib/format.ts";
import { ReminderCard } from "../features/reminders/reminder-card.tsx";
import { pageMeta } from "../lib/seo.ts";
import { inState, isStateCode, type StateCode } from "../lib/states.ts";

// /ipva/{uf}: a state's IPVA for the tax year of the request's day in Brasília (rates, rules,
// calendar by final plate, discounts, the calculator preset to the state, sources and the day
// checked), rendered on request. Only the state's entry of each year comes with the page, from
// the loader: the year files stay out of its scripts.

/** A year's data with only one state's entry (what the page and its calculator read). */
function stateOnly(year: IpvaYearData, uf: StateCode): IpvaYearData {
  return { ...year, states: { [uf]: year.states[uf] } as IpvaYearData["states"] };
}

export function loader({ params }: Route.LoaderArgs) {
  const raw = params.uf ?? "";
  const uf = raw.toUpperCase();
  if (!isStateCode(uf)) throw data(null, { status: 404 });
  if (raw !== uf.toLowerCase()) throw redirect(`/ipva/${uf.toLowerCase()}`, 301);
  const today = brasiliaToday();
  const offer = ipvaYearsOn(new Date(`${today}T12:00:00Z`));
  const years = offer.years.map((y) => stateOnly(ipvaDataForVisitors(y) as IpvaYearData, uf));
  const year = offer.selected;
  const entry = (years.find((d) => d.year === year) as IpvaYearData).states[uf];
  // Last year's calendar, for reference while the year's is not published.
  const previous = ipvaDataForVisitors(year - 1)?.states[uf].calendar;
  const reference = entry.calendar?.status !== "published" && previous?.status === "published" ? previous : null;
  return { today, uf, year, years, entry, reference };
}

export function headers() {
  return { "Cache-Control": "public, max-age=600" };
}

// Sending the calculator writes the query: the page's data stays.
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;

/** "IPVA 2027 em São Paulo: alíquotas, calendário e descontos" */
export function ipvaStateTitle(year: number, uf: string): string {
  return `IPVA ${year} ${inState(uf as StateCode)}: alíquotas, calendário e descontos`;
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: "Página não encontrada | Carro em Conta" }];
  const { uf, year } = loaderData;
  return pageMeta({
    title: `${ipvaStateTitle(year, uf)} | Carro em Conta`,
    description: `IPVA ${year} ${inState(uf as StateCode)} (${uf}): alíquotas por tipo de veículo, isenções, datas de pagamento pelo final da placa, desconto da cota única, parcelas e a calculadora, com as fontes de cada dado.`,
    path: `/ipva/${uf.toLowerCase()}`,
  });
}

function SourceLink({ title, url }: { title: string; url: string }) {
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" className="text-brand-700 underline">
      {title}
      <span className="sr-only"> (abre em nova aba)</span>
    </a>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} className="text-xl font-bold text-gray-900">
        {title}
      </h2>
      <div className="mt-3 space-y-3 text-gray-800">{children}</div>
    </section>
  );
}

function Rates({ entry, year, uf }: { entry: IpvaStateEntry; year: number; uf: StateCode }) {
  const rows: Array<[string, number]> = [
    [VEHICLE_TYPE_LABELS.car, entry.car],
    ...(entry.pickup !== undefined ? [[VEHICLE_TYPE_LABELS.pickup, entry.pickup] as [string, number]] : []),
    [VEHICLE_TYPE_LABELS.motorcycle, entry.motorcycle],
    ...(entry.truckBus !== undefined ? [[VEHICLE_TYPE_LABELS["truck-bus"], entry.truckBus] as [string, number]] : []),
  ];
  return (
    <>
      {entry.status === "confirmed" ? null : (
        <p className="rounded-lg bg-amber-50 p-2 text-sm text-amber-900">
          Alíquotas {inState(uf)} não conferidas para {year}: usamos as de {year - 1}. Confira na{" "}
          <SourceLink {...(entry.sefaz ?? entry.source)} />.
        </p>
      )}
      <table className="w-full max-w-md border-collapse text-left text-sm">
        <caption className="sr-only">Alíquotas do IPVA por tipo de veículo</caption>
        <thead>
          <tr className="border-b border-gray-300">
            <th scope="col" className="py-2">
              Tipo de veículo
            </th>
            <th scope="col" className="py-2">
              Alíquota sobre o valor venal
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, rate]) => (
            <tr key={label} className="border-b border-gray-100">
              <th scope="row" className="py-2 font-normal">
                {label}
              </th>
              <td className="py-2 font-semibold tabular-nums">{formatRatePercent(rate)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {entry.rules?.length ? (
        <>
          <h3 className="font-semibold text-gray-900">Regras especiais e isenções</h3>
          <ul className="list-disc space-y-2 pl-5 text-sm">
            {entry.rules.map((rule) => (
              <li key={rule.id}>
                {rule.name}.{rule.detail ? ` ${rule.detail}` : ""} Fonte:{" "}
                <SourceLink title={rule.source.title} url={rule.source.url} />.
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {entry.minimumTax ? (
        <p className="text-sm">
          {entry.minimumTax.name} (até {formatBRL(entry.minimumTax.amount)}). Fonte:{" "}
          <SourceLink title={entry.minimumTax.source.title} url={entry.minimumTax.source.url} />.
        </p>
      ) : null}
      {entry.caveat ? (
        <p className="text-sm text-gray-600">
          <span className="font-semibold">Atenção:</span> {entry.caveat}
        </p>
      ) : null}
    </>
  );
}

/** A published calendar: the table, the instalments, the discounts, the source. */
function PublishedCalendar({
  calendar,
  year,
}: {
  calendar: Extract<IpvaCalendar, { status: "published" }>;
  year: number;
}) {
  const plan = calendar.instalments;
  return (
    <>
      {calendar.schedules.length ? (
        <IpvaCalendarTable
          year={year}
          schedules={calendar.schedules}
          discounts={calendar.singlePayment.map((o) => o.discountPercent)}
        />
      ) : (
        <p className="text-sm">A fonte não dá as datas por final de placa.</p>
      )}
      <ul className="list-disc space-y-1 pl-5 text-sm">
        {calendar.singlePayment
          .filter((o) => o.discountPercent > 0)
          .map((o, i) => (
            <li key={i}>Cota única com {percentText(o.discountPercent)} de desconto, até a data do seu final.</li>
          ))}
        {plan ? (
          <li>
            Parcelamento em até {plan.max} vezes
            {plan.minimumAmount ? `, com parcela mínima de ${formatBRL(plan.minimumAmount)}` : ""}
            {plan.singlePaymentUpTo ? `; até ${formatBRL(plan.singlePaymentUpTo)}, só em cota única` : ""}.
          </li>
        ) : null}
      </ul>
      <OtherDiscounts discounts={calendar.otherDiscounts ?? []} />
      {calendar.nextBusinessDay ? (
        <p className="text-xs text-gray-600">Data em fim de semana ou feriado: vale o dia útil seguinte.</p>
      ) : null}
      {calendar.caveat ? (
        <p className="text-sm text-gray-600">
          <span className="font-semibold">Sobre o calendário:</span> {calendar.caveat}
        </p>
      ) : null}
      <p className="text-xs text-gray-600">
        Fonte do calendário: <SourceLink title={calendar.source.title} url={calendar.source.url} />, conferida em{" "}
        {formatDateShortBR(calendar.checked)}.
      </p>
    </>
  );
}

function Reminders({ uf }: { uf: string }) {
  const digits = [1, 2, 3, 4, 5, 6, 7, 8, 9, 0];
  return (
    <>
      <p className="text-sm">
        Receba as datas do IPVA (cota única, desconto e parcelas) e do licenciamento, quando conhecidas, no calendário
        do celular. “Assinar” mantém o calendário atualizado quando a {taxAgency(uf as StateCode)} publicar datas novas.
      </p>
      <ul className="grid grid-cols-1 gap-1 text-sm sm:grid-cols-2">
        {digits.map((d) => {
          const path = remindersPath(uf, d);
          return (
            <li key={d}>
              Final {d}:{" "}
              <a href={path} download className="text-brand-700 underline">
                baixar (.ics)
              </a>{" "}
              ·{" "}
              <a href={remindersWebcalUrl(path)} className="text-brand-700 underline">
                assinar
              </a>
            </li>
          );
        })}
      </ul>
    </>
  );
}

export default function IpvaStatePage({ loaderData }: Route.ComponentProps) {
  const { today, uf, year, years, entry, reference } = loaderData;
  const offer = useIpvaYearOffer(today);
  const calendar = entry.calendar;
  return (
    <>
      <PageHero
        title={ipvaStateTitle(year, uf)}
        breadcrumb={
          <a href="/ipva#estados" className="text-sm text-brand-100 underline">
            IPVA: todos os estados
          </a>
        }
      >
        As alíquotas, as datas de pagamento pelo final da placa e os descontos do IPVA {year} {inState(uf)}, com a fonte
        de cada dado. Conferido em {formatDateShortBR(entry.checked)}.
      </PageHero>
      <div className="mx-auto max-w-6xl px-4 pt-6">
        <Section id="aliquotas" title={`Alíquotas e regras em ${year}`}>
          <Rates entry={entry} year={year} uf={uf} />
        </Section>
        <Section id="calendario" title={`Calendário e descontos de ${year}`}>
          {calendar?.status === "published" ? (
            <PublishedCalendar calendar={calendar} year={year} />
          ) : (
            <>
              <p className="rounded-lg bg-amber-50 p-2 text-sm text-amber-900">
                {ipvaCalendarNotice(calendar?.status ?? "not-found", year, uf, reference !== null)}
              </p>
              {calendar?.caveat ? <p className="text-sm text-gray-600">{calendar.caveat}</p> : null}
              {reference ? (
                <div className="rounded-lg border border-dashed border-gray-300 p-3">
                  <p className="mb-2 text-sm font-semibold text-gray-700">
                    Referência: calendário de {year - 1} (não vale para {year})
                  </p>
                  <PublishedCalendar calendar={reference} year={year - 1} />
                </div>
              ) : null}
            </>
          )}
        </Section>
        <Section id="lembretes" title="Lembretes no seu calendário">
          <Reminders uf={uf} />
          <ReminderCard defaultState={uf} className="mt-4" />
        </Section>
        <Section id="fontes" title="Fontes">
          <ul className="list-disc space-y-1 pl-5 text-sm">
            <li>
              Alíquotas: <SourceLink title={entry.source.title} url={entry.source.url} />
              {entry.source.read ? `, lida em ${formatDateShortBR(entry.source.read)}` : ""}.
            </li>
            {entry.sefaz ? (
              <li>
                Página oficial: <SourceLink title={entry.sefaz.title} url={entry.sefaz.url} />.
              </li>
            ) : null}
            <li>Dados conferidos em {formatDateShortBR(entry.checked)}.</li>
          </ul>
        </Section>
      </div>
      <section aria-labelledby="calculadora" className="mt-6">
        <h2 id="calculadora" className="mx-auto max-w-6xl px-4 text-xl font-bold text-gray-900">
          Calcule o IPVA {inState(uf)}
        </h2>
        <IpvaCalculator years={years} offer={offer} fixedState={uf} />
      </section>
    </>
  );
}

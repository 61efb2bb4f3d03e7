import { PageHero } from "../components/layout/page-hero.tsx";
import { StateLinks } from "../components/layout/state-links.tsx";
import { IpvaCalculator, ipvaPageTitle } from "../features/ipva/ipva-calculator.tsx";
import { ipvaDataForVisitors } from "../domain/ipva/rates.ts";
import { ipvaYearsOn } from "../domain/ipva/years.ts";
import type { IpvaYearData } from "../domain/ipva/data-schema.ts";
import { useIpvaYearOffer } from "../features/ipva/use-year-offer.ts";
import { brasiliaToday } from "../lib/brasilia-date.ts";
import { absoluteUrl, pageMeta } from "../lib/seo.ts";
import { SITE } from "../lib/site.ts";
import type { ShouldRevalidateFunction } from "react-router";
import type { Route } from "./+types/ipva";

// The year comes from the IPVA data (app/domain/ipva/data/<year>.json) and the day: "IPVA
// 2026" until 30 November 2026, then "IPVA 2027" (with 2026 still offered). The day is the
// request's: the server renders /ipva on each request (server/ssr/ssr-routes.ts), and the
// calculator checks the browser's own day after hydration.

/**
 * The day of the request in Brasília (AAAA-MM-DD), and the data of the tax years offered on it: the
 * rates come with the page, not in its scripts (the calculator fetches a year the browser's day
 * offers besides).
 */
export function loader() {
  const today = brasiliaToday();
  const years = ipvaYearsOn(new Date(`${today}T12:00:00Z`)).years.map((y) => ipvaDataForVisitors(y) as IpvaYearData);
  return { today, years };
}

/** The tax year a share URL asks for (`exercicio`), when it is offered on that day; else the default. */
function selectedYear(today: string, search: string): number {
  const offer = ipvaYearsOn(new Date(`${today}T12:00:00Z`));
  const asked = Number(new URLSearchParams(search).get("exercicio"));
  return offer.years.includes(asked) ? asked : offer.selected;
}

const description = (year: number) =>
  `Calcule o IPVA ${year} do seu carro ou moto com a alíquota do seu estado e as regras especiais do ano, como a imunidade dos veículos com 20 anos ou mais. Grátis e na hora, com link para a consulta oficial de SP.`;

/** A share URL is rendered on the server the same way for everyone: kept for a while. */
export function headers() {
  return { "Cache-Control": "public, max-age=600" };
}

export function meta({ loaderData, location }: Route.MetaArgs) {
  const year = selectedYear(loaderData?.today ?? brasiliaToday(), location.search);
  return [
    ...pageMeta({ title: ipvaPageTitle(year), description: description(year), path: "/ipva" }),
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "WebApplication",
        name: `Calculadora de IPVA ${year}`,
        description: description(year),
        url: absoluteUrl("/ipva"),
        applicationCategory: "FinanceApplication",
        operatingSystem: "Any",
        inLanguage: "pt-BR",
        isAccessibleForFree: true,
        offers: { "@type": "Offer", price: "0", priceCurrency: "BRL" },
        publisher: { "@type": "Organization", name: SITE.name, url: absoluteUrl("/") },
      },
    },
  ];
}

// Writing the calculator's inputs to the address must not ask the server for the day again.
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;

export default function IpvaPage({ loaderData }: Route.ComponentProps) {
  const offer = useIpvaYearOffer(loaderData.today);
  return (
    <>
      <PageHero title="Calculadora de IPVA">
        Calcule o IPVA {offer.years.join(" ou ")} do seu carro ou moto com a alíquota do seu estado.
      </PageHero>
      <IpvaCalculator years={loaderData.years} offer={offer} />
      <StateLinks basePath="/ipva" id="estados" title="IPVA por estado: alíquotas, calendário e descontos" />
    </>
  );
}

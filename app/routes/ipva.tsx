import { PageHero } from "../components/layout/page-hero.tsx";
import { IpvaCalculator } from "../features/ipva/ipva-calculator.tsx";
import { IPVA_RATES_YEAR } from "../features/ipva/rates.ts";
import { absoluteUrl, pageMeta } from "../lib/seo.ts";
import { SITE } from "../lib/site.ts";

// The year comes from the IPVA data (app/features/ipva/data/<year>.json): "IPVA 2026".
const TITLE = `Calculadora de IPVA ${IPVA_RATES_YEAR} por Estado | Carro em Conta`;
const DESCRIPTION = `Calcule o IPVA ${IPVA_RATES_YEAR} do seu carro ou moto com a alíquota do seu estado e as regras especiais do ano. Grátis e na hora, com link para a consulta oficial de SP.`;

/** A share URL is rendered on the server the same way for everyone: kept for a while. */
export function headers() {
  return { "Cache-Control": "public, max-age=600" };
}

export function meta() {
  return [
    ...pageMeta({ title: TITLE, description: DESCRIPTION, path: "/ipva" }),
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "WebApplication",
        name: `Calculadora de IPVA ${IPVA_RATES_YEAR}`,
        description: DESCRIPTION,
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

export default function IpvaPage() {
  return (
    <>
      <PageHero title="Calculadora de IPVA">
        Calcule o IPVA {IPVA_RATES_YEAR} do seu carro ou moto com a alíquota do seu estado.
      </PageHero>
      <IpvaCalculator />
    </>
  );
}

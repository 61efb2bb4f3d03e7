import { ArrowRight } from "../components/icons/outline/arrow-right.ts";
import { CalendarClock } from "../components/icons/outline/calendar-clock.ts";
import { Calculator } from "../components/icons/outline/calculator.ts";
import { Fuel } from "../components/icons/outline/fuel.ts";
import { Landmark } from "../components/icons/outline/landmark.ts";
import { Scale } from "../components/icons/outline/scale.ts";
import { Link } from "react-router";
import { PageHero } from "../components/layout/page-hero.tsx";
import { CALCULATOR_LINKS } from "../lib/site.ts";
import { pageMeta } from "../lib/seo.ts";

export function meta() {
  return pageMeta({
    title: "Calculadoras Automotivas Grátis | Carro em Conta",
    description:
      "Calculadoras grátis de financiamento de veículos, IPVA, consumo de combustível, álcool ou gasolina e licenciamento. Resultados na hora, sem cadastro.",
    path: "/calculadoras",
  });
}

const ICONS: Record<string, typeof Calculator> = {
  "/financiamento": Calculator,
  "/ipva": Landmark,
  "/combustivel": Fuel,
  "/comparador": Scale,
  "/licenciamento": CalendarClock,
};

export default function Calculadoras() {
  return (
    <>
      <PageHero title="Calculadoras">
        Ferramentas gratuitas para planejar a compra, os impostos e o uso do seu veículo. Nada do que você digita fica
        guardado.
      </PageHero>
      <div className="mx-auto max-w-6xl px-4 py-12">
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {CALCULATOR_LINKS.map((link) => {
            const Icon = ICONS[link.to] ?? Calculator;
            return (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className="group flex h-full flex-col rounded-2xl border border-gray-200 bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:border-brand-200 hover:shadow-md"
                >
                  <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                    <Icon aria-hidden="true" className="size-6" />
                  </span>
                  <h2 className="mt-4 text-lg font-bold text-gray-900">{link.label}</h2>
                  <p className="mt-2 flex-1 text-sm leading-relaxed text-gray-700">{link.description}</p>
                  <span className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-700">
                    Calcular agora <ArrowRight aria-hidden="true" className="size-4" />
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
    </>
  );
}

import { ArrowRight } from "../components/icons/outline/arrow-right.ts";
import { BadgeCheck } from "../components/icons/outline/badge-check.ts";
import { Calculator } from "../components/icons/outline/calculator.ts";
import { Car } from "../components/icons/outline/car.ts";
import { Fuel } from "../components/icons/outline/fuel.ts";
import { Landmark } from "../components/icons/outline/landmark.ts";
import { MapPin } from "../components/icons/outline/map-pin.ts";
import { Newspaper } from "../components/icons/outline/newspaper.ts";
import { Scale } from "../components/icons/outline/scale.ts";
import { ShieldCheck } from "../components/icons/outline/shield-check.ts";
import { Zap } from "../components/icons/outline/zap.ts";
import { Link, useLoaderData } from "react-router";
import { Button } from "../components/ui/button.tsx";
import { IconCards } from "../components/ui/icon-cards.tsx";
import { NewsletterBox } from "../features/newsletter/newsletter-box.tsx";
import { pageMeta } from "../lib/seo.ts";
import { homeExample } from "./home-example.ts";

/**
 * The hero card's worked example, computed by the calculators when the page is built (the
 * loader runs at prerender): the figures are in the HTML, the calculators' code is not in the
 * page's scripts.
 */
export function loader() {
  return homeExample();
}

export function meta() {
  return pageMeta({
    title: "Carro em Conta | Calculadoras de Veículos, Tabela FIPE e Dicas",
    description:
      "Calcule financiamento, IPVA, consumo e álcool ou gasolina, consulte a Tabela FIPE e leia dicas práticas para comprar e manter seu carro. Grátis.",
    path: "/",
  });
}

const TOOLS = [
  {
    to: "/financiamento",
    icon: Calculator,
    title: "Financiamento",
    text: "Simule a parcela, os juros e o custo total pela Tabela Price, com a comparação pelo SAC.",
  },
  {
    to: "/ipva",
    icon: Landmark,
    title: "IPVA",
    text: "Calcule o imposto do seu carro ou moto com a alíquota de cada um dos 27 estados.",
  },
  {
    to: "/combustivel",
    icon: Fuel,
    title: "Consumo de Combustível",
    text: "Descubra quantos quilômetros por litro seu veículo faz e quanto custou cada trajeto.",
  },
  {
    to: "/comparador",
    icon: Scale,
    title: "Álcool ou Gasolina",
    text: "Aplique a regra dos 70% e saiba qual combustível compensa no posto.",
  },
  {
    to: "/precos-combustiveis",
    icon: MapPin,
    title: "Preços dos combustíveis",
    text: "A média da ANP desta semana no seu estado e na sua cidade, e os postos mais baratos da pesquisa.",
  },
  {
    to: "/fipe",
    icon: Car,
    title: "Tabela FIPE",
    text: "Consulte o preço médio de carros, motos e caminhões para negociar com segurança.",
  },
  {
    to: "/noticias",
    icon: Newspaper,
    title: "Notícias",
    text: "Acompanhe os destaques do mundo automotivo e as novidades do nosso blog.",
  },
] as const;

const BENEFITS = [
  {
    icon: BadgeCheck,
    title: "Cálculos precisos",
    text: "Fórmulas usadas pelo mercado, como a Tabela Price, e alíquotas de IPVA de todos os estados.",
  },
  {
    icon: ShieldCheck,
    title: "Dados seguros e anônimos",
    text: "Sem cadastro: o que você digita nas calculadoras não fica guardado em nossos servidores.",
  },
  {
    icon: Zap,
    title: "Resultados instantâneos",
    text: "Preencha os campos e veja o resultado na hora, no celular ou no computador.",
  },
] as const;

/** A section's heading (the section points to it with aria-labelledby). */
function SectionTitle({ id, children }: { id: string; children: string }) {
  return (
    <h2 id={id} className="text-2xl font-extrabold tracking-tight text-gray-900 sm:text-3xl">
      {children}
    </h2>
  );
}

export default function Home() {
  const example = useLoaderData<typeof loader>();
  return (
    <>
      <section className="relative overflow-hidden bg-gradient-to-br from-brand-900 via-brand-800 to-brand-600 text-white">
        <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-16 sm:py-20 lg:grid-cols-[1.2fr_1fr]">
          <div>
            <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-medium text-brand-50">
              <ShieldCheck aria-hidden="true" className="size-4" /> Grátis e sem cadastro
            </p>
            <h1 className="mt-5 text-4xl leading-tight font-extrabold tracking-tight sm:text-5xl">
              Faça as contas do seu carro antes de decidir
            </h1>
            <p className="mt-5 max-w-xl text-lg text-brand-50">
              Calculadoras de financiamento, IPVA, consumo e combustível, consulta à Tabela FIPE e dicas práticas para
              comprar, manter e economizar com o seu veículo.
            </p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <Button asChild size="lg" variant="accent">
                <Link to="/calculadoras">
                  Ver calculadoras <ArrowRight aria-hidden="true" className="size-5" />
                </Link>
              </Button>
              <Button asChild size="lg" variant="outlineLight">
                <Link to="/fipe">Consultar Tabela FIPE</Link>
              </Button>
            </div>
          </div>
          <div aria-hidden="true" className="hidden lg:block">
            <div className="rounded-3xl bg-white/10 p-6 shadow-2xl ring-1 ring-white/20">
              <div className="rounded-2xl bg-white p-5 text-gray-900">
                <p className="text-sm font-semibold text-gray-600">Parcela estimada</p>
                <p className="mt-1 text-3xl font-extrabold text-brand-700">{example.installment}</p>
                <p className="mt-1 text-xs text-gray-600">{example.installmentCaption}</p>
                <div className="mt-4 grid grid-cols-2 gap-3 text-sm">
                  <div className="rounded-xl bg-gray-50 p-3">
                    <p className="text-gray-600">Parcelas</p>
                    <p className="font-bold">{example.months}</p>
                  </div>
                  <div className="rounded-xl bg-gray-50 p-3">
                    <p className="text-gray-600">Taxa</p>
                    <p className="font-bold">{example.rate}</p>
                  </div>
                  <div className="rounded-xl bg-gray-50 p-3">
                    <p className="text-gray-600">Etanol x gasolina</p>
                    <p className="font-bold text-accent-600">{example.ethanolRatio}</p>
                    <p className="text-xs text-gray-600">{example.ethanolCaption}</p>
                  </div>
                  <div className="rounded-xl bg-gray-50 p-3">
                    <p className="text-gray-600">Consumo</p>
                    <p className="font-bold">{example.consumption}</p>
                    <p className="text-xs text-gray-600">{example.consumptionCaption}</p>
                  </div>
                </div>
              </div>
            </div>
          </div>
        </div>
      </section>

      <section className="mx-auto max-w-6xl px-4 py-14 sm:py-16" aria-labelledby="ferramentas">
        <div className="max-w-2xl">
          <SectionTitle id="ferramentas">Ferramentas para o dia a dia de quem dirige</SectionTitle>
          <p className="mt-3 text-gray-700">Escolha uma ferramenta e tenha a resposta em poucos segundos.</p>
        </div>
        <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {TOOLS.map(({ to, icon: Icon, title, text }) => (
            <li key={to}>
              <Link
                to={to}
                className="group flex h-full flex-col rounded-2xl border border-gray-200 bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:border-brand-200 hover:shadow-md"
              >
                <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <h3 className="mt-4 text-lg font-bold text-gray-900">{title}</h3>
                <p className="mt-2 flex-1 text-sm leading-relaxed text-gray-700">{text}</p>
                <span className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-700">
                  Acessar <ArrowRight aria-hidden="true" className="size-4 transition group-hover:translate-x-0.5" />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section className="bg-white" aria-labelledby="beneficios">
        <div className="mx-auto max-w-6xl px-4 py-14 sm:py-16">
          <SectionTitle id="beneficios">Por que usar o Carro em Conta</SectionTitle>
          <IconCards
            cards={BENEFITS}
            className="mt-8 grid gap-6 md:grid-cols-3"
            cardClassName="rounded-2xl bg-gray-50 p-6"
            iconClassName="size-8 text-accent-600"
          />
          <p className="mt-8 flex items-start gap-3 rounded-2xl border border-accent-600/30 bg-green-50 p-5 text-sm text-green-950">
            <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-700" />
            <span>
              <strong>Sua privacidade em primeiro lugar:</strong> os dados que você informa nas calculadoras não são
              armazenados em nossos servidores. Com o JavaScript ativo, o cálculo é feito no seu navegador; sem ele, o
              formulário vai ao servidor só para calcular o resultado.
            </span>
          </p>
        </div>
      </section>

      <section className="mx-auto max-w-6xl px-4 py-14 sm:py-16">
        <div className="grid gap-8 rounded-3xl bg-gradient-to-br from-brand-700 to-brand-600 p-8 text-white shadow-lg sm:p-12 lg:grid-cols-2 lg:items-center">
          <div>
            <h2 className="text-2xl font-extrabold tracking-tight sm:text-3xl">
              Pronto para colocar seu carro na ponta do lápis?
            </h2>
            <p className="mt-3 text-brand-50">
              Simule o financiamento, descubra o IPVA e compare combustíveis antes de tomar a próxima decisão.
            </p>
          </div>
          <div className="flex flex-col gap-3 sm:flex-row lg:justify-end">
            <Button asChild size="lg" variant="accent">
              <Link to="/financiamento">Simular financiamento</Link>
            </Button>
            <Button asChild size="lg" variant="outlineLight">
              <Link to="/blog">Ler o blog</Link>
            </Button>
          </div>
        </div>
      </section>

      <section className="mx-auto max-w-6xl px-4 pb-16">
        <NewsletterBox title="Receba dicas e novidades no seu e-mail" />
      </section>
    </>
  );
}

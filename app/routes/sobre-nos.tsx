import { Lightbulb } from "../components/icons/outline/lightbulb.ts";
import { Eye } from "../components/icons/outline/eye.ts";
import { Users } from "../components/icons/outline/users.ts";
import { PageHero } from "../components/layout/page-hero.tsx";
import { IconCards } from "../components/ui/icon-cards.tsx";
import { pageMeta } from "../lib/seo.ts";

export function meta() {
  return pageMeta({
    title: "Sobre Nós | Carro em Conta",
    description:
      "Conheça o Carro em Conta: nossa missão é ajudar motoristas brasileiros a tomar decisões melhores sobre seus veículos com ferramentas grátis e conteúdo claro.",
    path: "/sobre-nos",
  });
}

const VALUES = [
  {
    icon: Lightbulb,
    title: "Inovação",
    text: "Buscamos sempre formas mais simples e rápidas de responder às dúvidas de quem dirige, do celular mais simples ao computador.",
  },
  {
    icon: Eye,
    title: "Transparência",
    text: "Mostramos como cada cálculo é feito e de onde vêm os números, para que você confira e decida com segurança.",
  },
  {
    icon: Users,
    title: "Foco no Usuário",
    text: "Ferramentas gratuitas, sem cadastro e sem guardar o que você digita nas calculadoras. Cada página é pensada para quem vai usá-la.",
  },
] as const;

export default function SobreNos() {
  return (
    <>
      <PageHero title="Sobre Nós">
        Ferramentas e informação para quem dirige e para quem vai comprar um carro no Brasil.
      </PageHero>
      <div className="mx-auto max-w-6xl space-y-12 px-4 py-12">
        <section
          aria-labelledby="missao"
          className="grid gap-8 rounded-2xl border border-gray-200 bg-white p-6 shadow-sm sm:p-10 lg:grid-cols-2"
        >
          <div>
            <h2 id="missao" className="text-2xl font-bold text-gray-900">
              Nossa missão
            </h2>
            <p className="mt-4 leading-relaxed text-gray-700">
              Ter um carro envolve muitas contas: a parcela do financiamento, o IPVA, o licenciamento, o combustível e a
              manutenção. Nossa missão é deixar essas contas claras para qualquer pessoa, com calculadoras gratuitas,
              consulta à Tabela FIPE e artigos práticos escritos em linguagem simples.
            </p>
            <p className="mt-4 leading-relaxed text-gray-700">
              Queremos que você chegue à concessionária, ao banco ou à oficina sabendo o que perguntar e quanto deve
              pagar.
            </p>
          </div>
          <div className="rounded-2xl bg-brand-50 p-6 text-brand-900">
            <h3 className="text-lg font-bold">O que você encontra aqui</h3>
            <ul className="mt-3 list-disc space-y-2 pl-5 text-sm">
              <li>Simulador de financiamento com Tabela Price e comparação pelo SAC.</li>
              <li>IPVA com as alíquotas de carros e motos dos 27 estados.</li>
              <li>Consumo de combustível e a regra dos 70% entre álcool e gasolina.</li>
              <li>Calendário de licenciamento pelo final da placa.</li>
              <li>Tabela FIPE de carros, motos e caminhões.</li>
              <li>Guias de compra, manutenção e segurança no blog.</li>
            </ul>
          </div>
        </section>
        <section aria-labelledby="valores">
          <h2 id="valores" className="text-2xl font-bold text-gray-900">
            Nossos valores
          </h2>
          <IconCards
            cards={VALUES}
            className="mt-6 grid gap-6 md:grid-cols-3"
            cardClassName="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm"
            iconClassName="size-8 text-brand-600"
          />
        </section>
      </div>
    </>
  );
}

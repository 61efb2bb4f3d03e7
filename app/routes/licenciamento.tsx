import { PageHero } from "../components/layout/page-hero.tsx";
import { LicensingCalculator } from "../features/licensing/licensing-calculator.tsx";
import { pageMeta } from "../lib/seo.ts";

/** A share URL is rendered on the server the same way for everyone: kept for a while. */
export function headers() {
  return { "Cache-Control": "public, max-age=600" };
}

export function meta() {
  return pageMeta({
    title: "Simulador de Licenciamento: Vencimento e Encargos | Carro em Conta",
    description:
      "Consulte o mês de vencimento do licenciamento pelo final da placa e calcule multa e juros por atraso. Calendário de SP para veículos leves e caminhões.",
    path: "/licenciamento",
  });
}

export default function LicenciamentoPage() {
  return (
    <>
      <PageHero title="Simulador de Licenciamento">
        Consulte o mês de vencimento pelo final da placa e calcule os encargos por atraso.
      </PageHero>
      <LicensingCalculator />
    </>
  );
}

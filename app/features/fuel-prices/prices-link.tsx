// The line under the fuel calculators that leads to the fuel price pages (each state's and each
// surveyed city's mean this week, and the cheapest surveyed stations).
import { FUEL_PRICES_PATH } from "../../domain/fuel-prices/pages.ts";

export function FuelPricesLink() {
  return (
    <section className="mx-auto max-w-6xl px-4 pb-10" aria-labelledby="precos-da-semana">
      <h2 id="precos-da-semana" className="text-lg font-bold text-gray-900">
        Quanto está o combustível na sua cidade?
      </h2>
      <p className="mt-2 text-gray-800">
        Veja a média da ANP desta semana no seu estado e na sua cidade, e os postos mais baratos da pesquisa, em{" "}
        <a href={FUEL_PRICES_PATH} className="text-brand-700 underline">
          Preços dos combustíveis
        </a>
        .
      </p>
    </section>
  );
}

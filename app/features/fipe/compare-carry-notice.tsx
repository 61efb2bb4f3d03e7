// Says that the vehicle being picked goes into a comparison (/fipe?comparar=... and a vehicle
// page reached from it), with the way back to the comparison.
import { GitCompareArrows } from "../../components/icons/outline/git-compare-arrows.ts";
import { Link } from "react-router";
import { MAX_COMPARED, comparePath } from "../../lib/fipe/compare-list.ts";
import type { VehicleCodes } from "../../lib/fipe/vehicle-path.ts";

const vehiclesText = (n: number) => `${n} ${n === 1 ? "veículo" : "veículos"}`;

/** The notice's sentence (also the search box's hint while picking). */
export function compareCarryText(list: readonly VehicleCodes[], onVehiclePage: boolean): string {
  const full = list.length >= MAX_COMPARED;
  return onVehiclePage
    ? `Adicionando à comparação: clique em Comparar para pôr este veículo ao lado ${list.length === 1 ? "do veículo" : `dos ${vehiclesText(list.length)}`} que você já escolheu${full ? " (o primeiro sai: são no máximo 3)" : ""}.`
    : `Adicionando à comparação: escolha o veículo que vai ficar ao lado ${list.length === 1 ? "do veículo" : `dos ${vehiclesText(list.length)}`} que você já escolheu${full ? " (o primeiro sai: são no máximo 3)" : ""}.`;
}

export function CompareCarryNotice({ list, onVehiclePage }: { list: VehicleCodes[]; onVehiclePage: boolean }) {
  if (!list.length) return null;
  return (
    <div className="mx-auto max-w-6xl px-4 pt-6" data-print="hide">
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-brand-200 bg-brand-50 px-4 py-3">
        <p className="flex items-start gap-2 text-sm text-brand-900">
          <GitCompareArrows aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {compareCarryText(list, onVehiclePage)}
        </p>
        <Link to={comparePath(list)} className="text-sm font-semibold text-brand-700 underline underline-offset-2">
          Voltar para a comparação
        </Link>
      </div>
    </div>
  );
}

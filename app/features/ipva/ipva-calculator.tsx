import { ExternalLink } from "lucide-react";
import { useEffect, useState, type FormEvent } from "react";
import { useSearchParams } from "react-router";
import { CalculatorLayout, ResultHighlight, ResultRows } from "../../components/calculator/calculator-layout.tsx";
import { Field } from "../../components/ui/field.tsx";
import { ChoiceGroup } from "../../components/calculator/choice-group.tsx";
import { MoneyInput } from "../../components/calculator/masked-inputs.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Select } from "../../components/ui/select.tsx";
import { toast } from "../../components/ui/toast-store.ts";
import { formatBRL, formatRatePercent } from "../../lib/format.ts";
import { maskMoney, parseMoney } from "../../lib/masks.ts";
import { enumParam, numberParam, useQueryWriter } from "../../lib/query-params.ts";
import { BRAZILIAN_STATES, stateName } from "../../lib/states.ts";
import { calculateIpva, type IpvaResult, type IpvaVehicleType } from "./calc.ts";
import { IPVA_RATES_YEAR } from "./rates.ts";
import { IPVA_STRINGS as S, IPVA_TIPS, OFFICIAL_LOOKUP } from "./strings.ts";

const STATE_OPTIONS = BRAZILIAN_STATES.map((s) => ({ value: s.code, label: `${s.name} (${s.code})` }));
const STATE_CODES = BRAZILIAN_STATES.map((s) => s.code);
const TYPE_PARAM = { car: "carro", motorcycle: "moto" } as const;
const VEHICLE_OPTIONS = [
  { value: "car", label: "Carro" },
  { value: "motorcycle", label: "Moto" },
] as const;

type Computed = { result: IpvaResult; state: string; vehicleType: IpvaVehicleType };

function OfficialLookup({ state }: { state: string }) {
  const link = OFFICIAL_LOOKUP[state];
  return (
    <p className="rounded-lg bg-gray-50 p-3 text-sm text-gray-700">
      Consulta oficial do valor venal ({state}):{" "}
      {link ? (
        <a
          href={link.href}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 font-semibold text-brand-700 underline"
        >
          {link.label} <ExternalLink aria-hidden="true" className="size-3.5" />
          <span className="sr-only">(abre em nova aba)</span>
        </a>
      ) : (
        <span className="font-semibold">{S.linkUnavailable}</span>
      )}
    </p>
  );
}

/** IPVA calculator (spec sections 3, 5, 9): value × the state's rate. */
export function IpvaCalculator() {
  const [searchParams] = useSearchParams();
  const writeQuery = useQueryWriter();
  const [value, setValue] = useState("");
  const [state, setState] = useState("SP");
  const [vehicleType, setVehicleType] = useState<IpvaVehicleType>("car");
  const [computed, setComputed] = useState<Computed | null>(null);
  const [token, setToken] = useState(0);

  useEffect(() => {
    const valor = numberParam(searchParams, "valor");
    const uf = enumParam(searchParams, "uf", STATE_CODES) ?? "SP";
    const tipo = enumParam(searchParams, "tipo", ["carro", "moto"]) === "moto" ? "motorcycle" : "car";
    if (valor === undefined) return;
    setValue(valor > 0 ? maskMoney(valor.toFixed(2)) : "");
    setState(uf);
    setVehicleType(tipo);
    const result = calculateIpva({ vehicleValue: valor, state: uf, vehicleType: tipo });
    if (result) setComputed({ result, state: uf, vehicleType: tipo });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const vehicleValue = parseMoney(value);
    const result = calculateIpva({ vehicleValue, state, vehicleType });
    if (!result) {
      toast({ title: S.errorTitle, description: S.errorDescription, variant: "destructive" });
      return;
    }
    setComputed({ result, state, vehicleType });
    setToken((t) => t + 1);
    writeQuery({ valor: vehicleValue.toFixed(2), uf: state, tipo: TYPE_PARAM[vehicleType] });
  }

  const form = (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <Field label="Valor venal do veículo" htmlFor="ipva-valor">
        <MoneyInput id="ipva-valor" name="valor" placeholder="R$ 0,00" value={value} onValueChange={setValue} />
      </Field>
      <Field label="Estado" htmlFor="ipva-estado">
        <Select id="ipva-estado" value={state} onValueChange={setState} options={STATE_OPTIONS} />
      </Field>
      <ChoiceGroup
        name="ipva-tipo"
        label="Tipo de veículo"
        value={vehicleType}
        onValueChange={setVehicleType}
        options={VEHICLE_OPTIONS}
      />
      <OfficialLookup state={state} />
      <Button type="submit" className="w-full">
        {S.calculate}
      </Button>
    </form>
  );

  const result = computed ? (
    <div>
      <ResultHighlight label={`IPVA ${IPVA_RATES_YEAR} estimado`} value={formatBRL(computed.result.ipvaValue)} />
      <ResultRows
        rows={[
          ["Estado", `${stateName(computed.state)} (${computed.state})`],
          ["Tipo de veículo", computed.vehicleType === "car" ? "Carro" : "Moto"],
          ["Alíquota", formatRatePercent(computed.result.rate)],
          ["IPVA", formatBRL(computed.result.ipvaValue)],
          ["DPVAT", formatBRL(computed.result.dpvat)],
          ["Total", formatBRL(computed.result.totalValue)],
        ]}
      />
      <p className="mt-4 text-sm text-gray-600">{S.dpvatNote}</p>
    </div>
  ) : null;

  return (
    <CalculatorLayout
      formTitle="Dados do veículo"
      form={form}
      result={result}
      tips={IPVA_TIPS}
      calculationToken={token}
    />
  );
}

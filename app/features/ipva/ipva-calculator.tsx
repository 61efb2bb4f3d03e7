import { ExternalLink } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useSearchParams } from "react-router";
import { CalculatorLayout, ResultHighlight, ResultRows } from "../../components/calculator/calculator-layout.tsx";
import { Field } from "../../components/ui/field.tsx";
import { ChoiceGroup } from "../../components/calculator/choice-group.tsx";
import { MoneyInput } from "../../components/calculator/masked-inputs.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Select } from "../../components/ui/select.tsx";
import { toast } from "../../components/ui/toast-store.ts";
import { Input } from "../../components/ui/input.tsx";
import { formatBRL, formatDateShortBR, formatRatePercent } from "../../lib/format.ts";
import { moneyInputFromNumber, onlyDigits, parseMoney } from "../../lib/masks.ts";
import { enumParam, numberParam, useQueryWriter } from "../../lib/query-params.ts";
import { BRAZILIAN_STATES, isStateCode, stateName } from "../../lib/states.ts";
import {
  asksDisplacement,
  calculateIpva,
  fuelsAsked,
  type IpvaFuel,
  type IpvaInput,
  type IpvaResult,
  type IpvaVehicleType,
} from "./calc.ts";
import type { IpvaRule } from "./data-schema.ts";
import { IPVA_RATES_YEAR, ipvaStateEntry } from "./rates.ts";
import { FUEL_LABELS, FUEL_PARAM, IPVA_STRINGS as S, IPVA_TIPS, OFFICIAL_LOOKUP, OTHER_FUEL_LABEL } from "./strings.ts";

const STATE_OPTIONS = BRAZILIAN_STATES.map((s) => ({ value: s.code, label: `${s.name} (${s.code})` }));
const STATE_CODES = BRAZILIAN_STATES.map((s) => s.code);
const TYPE_PARAM = { car: "carro", motorcycle: "moto" } as const;
const VEHICLE_OPTIONS = [
  { value: "car", label: "Carro" },
  { value: "motorcycle", label: "Moto" },
] as const;

type Computed = { result: IpvaResult; state: string; vehicleType: IpvaVehicleType };

/** "" = no fuel rule applies (gasoline, ethanol, flex, diesel...). */
type FuelChoice = IpvaFuel | "";

/** The inputs the rules of the state need, and only those (the rest is left out). */
function ruleInputs(state: string, vehicleType: IpvaVehicleType, fuel: FuelChoice, cc: string) {
  const inputs: Pick<IpvaInput, "fuel" | "displacementCc"> = {};
  if (fuel !== "" && fuelsAsked(state, vehicleType).includes(fuel)) inputs.fuel = fuel;
  if (cc !== "" && asksDisplacement(state, vehicleType)) inputs.displacementCc = Number(cc);
  return inputs;
}

/** Where the state's rate comes from and when it was checked, under the result. */
function RateSource({ state }: { state: string }) {
  if (!isStateCode(state)) return null;
  const entry = ipvaStateEntry(state);
  return (
    <p className="mt-2 text-xs text-gray-600">
      Fonte da alíquota ({state}):{" "}
      <a href={entry.source.url} target="_blank" rel="noopener noreferrer" className="underline">
        {entry.source.title}
        <span className="sr-only"> (abre em nova aba)</span>
      </a>
      , conferida em {formatDateShortBR(entry.checked)}
      {entry.status === "carried-over" ? `; sem mudança encontrada, vale a alíquota de ${IPVA_RATES_YEAR - 1}` : ""}.
    </p>
  );
}

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

/**
 * The inputs of a share URL and their result. The form sent before JavaScript carries the
 * fields' own values (tipo=car|motorcycle, combustivel=<fuel>); the page writes the short
 * codes (tipo=carro|moto, combustivel=<code>): both are read.
 */
function sharedIpva(params: URLSearchParams) {
  const valor = numberParam(params, "valor");
  if (valor === undefined) return null;
  const uf = enumParam(params, "uf", STATE_CODES) ?? "SP";
  const tipoParam = params.get("tipo");
  const tipo: IpvaVehicleType = tipoParam === "moto" || tipoParam === "motorcycle" ? "motorcycle" : "car";
  const combustivel = params.get("combustivel") ?? "";
  const fuel: FuelChoice =
    (Object.keys(FUEL_PARAM) as IpvaFuel[]).find((f) => FUEL_PARAM[f] === combustivel || f === combustivel) ?? "";
  const ccParam = numberParam(params, "cc");
  const cc = ccParam !== undefined && Number.isInteger(ccParam) && ccParam > 0 ? String(ccParam) : "";
  const result = calculateIpva({
    vehicleValue: valor,
    state: uf,
    vehicleType: tipo,
    ...ruleInputs(uf, tipo, fuel, cc),
  });
  return { valor, uf, tipo, fuel, cc, result };
}

/** IPVA calculator (spec sections 3, 5, 9): value × the state's rate. */
export function IpvaCalculator() {
  const [searchParams] = useSearchParams();
  const writeQuery = useQueryWriter();
  // A shared link (or the form sent before JavaScript) shows its inputs and result in the first
  // render, on the server as in the browser.
  const [shared] = useState(() => sharedIpva(searchParams));
  const [value, setValue] = useState(moneyInputFromNumber(shared?.valor));
  const [state, setState] = useState<string>(shared?.uf ?? "SP");
  const [vehicleType, setVehicleType] = useState<IpvaVehicleType>(shared?.tipo ?? "car");
  const [fuel, setFuel] = useState<FuelChoice>(shared?.fuel ?? "");
  const [cc, setCc] = useState(shared?.cc ?? "");
  const [computed, setComputed] = useState<Computed | null>(() =>
    shared?.result ? { result: shared.result, state: shared.uf, vehicleType: shared.tipo } : null,
  );
  const [token, setToken] = useState(0);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const vehicleValue = parseMoney(value);
    const rules = ruleInputs(state, vehicleType, fuel, cc);
    const result = calculateIpva({ vehicleValue, state, vehicleType, ...rules });
    if (!result) {
      toast({ title: S.errorTitle, description: S.errorDescription, variant: "destructive" });
      return;
    }
    setComputed({ result, state, vehicleType });
    setToken((t) => t + 1);
    writeQuery({
      valor: vehicleValue.toFixed(2),
      uf: state,
      tipo: TYPE_PARAM[vehicleType],
      combustivel: rules.fuel ? FUEL_PARAM[rules.fuel] : undefined,
      cc: rules.displacementCc,
    });
  }

  const fuelOptions = fuelsAsked(state, vehicleType);
  const showDisplacement = asksDisplacement(state, vehicleType);
  // The hints under the fuel and displacement fields say which rules of the state ask for them.
  const rulesFor = (needs: (rule: IpvaRule) => boolean) =>
    isStateCode(state)
      ? ipvaStateEntry(state).rules.filter(
          (r) => needs(r) && (r.vehicleType === undefined || r.vehicleType === vehicleType),
        )
      : [];
  const hintOf = (rules: IpvaRule[]) =>
    rules.map((r) => (r.detail ? `${r.name}. ${r.detail}` : `${r.name}.`)).join(" ");
  const fuelHint = hintOf(rulesFor((r) => r.fuel !== undefined));
  const displacementHint = hintOf(rulesFor((r) => r.maxDisplacementCc !== undefined));

  const form = (
    // Before JavaScript runs the browser sends the form as the share URL's query (rendered by the server).
    <form method="get" action="/ipva" onSubmit={onSubmit} noValidate className="space-y-4">
      <Field label="Valor venal do veículo" htmlFor="ipva-valor">
        <MoneyInput id="ipva-valor" name="valor" placeholder="R$ 0,00" value={value} onValueChange={setValue} />
      </Field>
      <Field label="Estado" htmlFor="ipva-estado">
        <Select id="ipva-estado" name="uf" value={state} onValueChange={setState} options={STATE_OPTIONS} />
      </Field>
      <ChoiceGroup
        name="tipo"
        label="Tipo de veículo"
        value={vehicleType}
        onValueChange={setVehicleType}
        options={VEHICLE_OPTIONS}
      />
      {fuelOptions.length > 0 ? (
        <Field label="Combustível" htmlFor="ipva-combustivel" hint={fuelHint}>
          <Select
            id="ipva-combustivel"
            name="combustivel"
            aria-describedby="ipva-combustivel-hint"
            value={fuelOptions.includes(fuel as IpvaFuel) ? fuel : ""}
            onValueChange={(v) => setFuel(v as FuelChoice)}
            options={[
              { value: "", label: OTHER_FUEL_LABEL },
              ...fuelOptions.map((f) => ({ value: f, label: FUEL_LABELS[f] })),
            ]}
          />
        </Field>
      ) : null}
      {showDisplacement ? (
        <Field label="Cilindrada (cc)" htmlFor="ipva-cilindrada" hint={displacementHint}>
          <Input
            id="ipva-cilindrada"
            name="cc"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            placeholder="160"
            aria-describedby="ipva-cilindrada-hint"
            value={cc}
            onChange={(e) => setCc(onlyDigits(e.target.value).replace(/^0+/, "").slice(0, 4))}
          />
        </Field>
      ) : null}
      <OfficialLookup state={state} />
      <Button type="submit" className="w-full">
        {S.calculate}
      </Button>
    </form>
  );

  const result = computed ? (
    <div>
      <ResultHighlight
        label={`IPVA ${computed.result.year} estimado`}
        value={computed.result.exempt ? S.exempt : formatBRL(computed.result.ipvaValue)}
      />
      <ResultRows
        rows={[
          ["Estado", `${stateName(computed.state)} (${computed.state})`],
          ["Tipo de veículo", computed.vehicleType === "car" ? "Carro" : "Moto"],
          ...(computed.result.rule ? [["Regra aplicada", computed.result.rule.name] as const] : []),
          ["Alíquota", computed.result.exempt ? S.exemptRate : formatRatePercent(computed.result.rate)],
          ["IPVA", formatBRL(computed.result.ipvaValue)],
          ["DPVAT", formatBRL(computed.result.dpvat)],
          ["Total", formatBRL(computed.result.totalValue)],
        ]}
      />
      <p className="mt-4 text-sm text-gray-600">{S.dpvatNote}</p>
      <RateSource state={computed.state} />
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

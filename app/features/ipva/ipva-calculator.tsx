import { ExternalLink } from "../../components/icons/outline/external-link.ts";
import { useEffect, useState, type FormEvent } from "react";
import { useIpvaYearOffer } from "./use-year-offer.ts";
import { CalculatorLayout, ResultHighlight, ResultRows } from "../../components/calculator/calculator-layout.tsx";
import { Field } from "../../components/ui/field.tsx";
import { ChoiceGroup } from "../../components/calculator/choice-group.tsx";
import { MoneyInput } from "../../components/calculator/masked-inputs.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Select } from "../../components/ui/select.tsx";
import { toast } from "../../components/ui/toast-store.ts";
import { Input } from "../../components/ui/input.tsx";
import { formatBRL, formatRatePercent } from "../../lib/format.ts";
import { moneyInputFromNumber, onlyDigits, parseMoney } from "../../lib/masks.ts";
import { enumParam, numberParam, useShareUrl } from "../../lib/query-params.ts";
import { STATE_CODES, STATE_OPTIONS, isStateCode, stateName } from "../../lib/states.ts";
import {
  calculateIpva,
  fuelsAsked,
  ipvaNeeds,
  ruleNeeds,
  rulesNeeding,
  vehicleTypesOf,
  type IpvaFuel,
  type IpvaInput,
  type IpvaNeed,
  type IpvaOwner,
  type IpvaResult,
  type IpvaVehicleType,
} from "./calc.ts";
import type { IpvaYearData } from "./data-schema.ts";
import { IPVA_FUELS, IPVA_OWNERS, IPVA_VEHICLE_TYPES } from "./vocabulary.ts";
import { useIpvaYearData } from "./use-year-data.ts";
import type { IpvaYearOffer } from "./years.ts";
import {
  FUEL_LABELS,
  FUEL_PARAM,
  IPVA_STRINGS as S,
  OFFICIAL_LOOKUP,
  OTHER_FUEL_LABEL,
  OWNER_LABELS,
  OWNER_PARAM,
  VEHICLE_TYPE_LABELS,
  VEHICLE_TYPE_PARAM,
  ipvaTips,
} from "./strings.ts";

type Computed = { result: IpvaResult; state: string; vehicleType: IpvaVehicleType; manufactureYear: number | null };

/** "" = no fuel rule applies (gasoline, ethanol, flex, diesel...). */
type FuelChoice = IpvaFuel | "";

type Fields = {
  vehicleType: IpvaVehicleType;
  fuel: FuelChoice;
  cc: string;
  power: string;
  owner: IpvaOwner;
};

/** The inputs the rules of the state need, and only those (the rest is left out). */
function ruleInputs(state: string, fields: Fields, data: IpvaYearData) {
  const needs = ipvaNeeds(state, fields.vehicleType, data);
  const inputs: Pick<IpvaInput, "fuel" | "displacementCc" | "powerCv" | "owner"> = {};
  if (
    needs.includes("fuel") &&
    fields.fuel !== "" &&
    fuelsAsked(state, fields.vehicleType, data).includes(fields.fuel)
  ) {
    inputs.fuel = fields.fuel;
  }
  if (needs.includes("displacement") && fields.cc !== "") inputs.displacementCc = Number(fields.cc);
  if (needs.includes("power") && fields.power !== "") inputs.powerCv = Number(fields.power);
  if (needs.includes("owner")) inputs.owner = fields.owner;
  return inputs;
}

/** A manufacture year as typed: 4 digits from 1900 up to the tax year, or null. */
function parseManufactureYear(text: string, taxYear: number): number | null {
  if (!/^\d{4}$/.test(text)) return null;
  const year = Number(text);
  return year >= 1900 && year <= taxYear ? year : null;
}

const withoutLeadingZeros = (digits: string) => digits.replace(/^0+/, "");

/** A whole number typed on a phone's number pad (year, cc, cv): what is not a digit is dropped. */
function DigitsInput({
  onDigits,
  ...props
}: {
  id: string;
  name: string;
  placeholder: string;
  value: string;
  onDigits: (digits: string) => void;
}) {
  return (
    <Input
      type="text"
      inputMode="numeric"
      autoComplete="off"
      aria-describedby={`${props.id}-hint`}
      {...props}
      onChange={(e) => onDigits(onlyDigits(e.target.value))}
    />
  );
}

function NewTabLink({ href, children }: { href: string; children: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className="underline">
      {children}
      <span className="sr-only"> (abre em nova aba)</span>
    </a>
  );
}

/** What decided the amount, and its source, under the result. */
function DecisionSource({ computed, data }: { computed: Computed; data: IpvaYearData }) {
  const { result, state } = computed;
  if (!isStateCode(state)) return null;
  const entry = data.states[state];
  const sefaz = entry.sefaz ?? entry.source;
  const { decision } = result;
  return (
    <div className="mt-3 space-y-2 text-xs text-gray-600">
      <p>
        Fonte da regra aplicada: <NewTabLink href={decision.source.url}>{decision.source.title}</NewTabLink>.
      </p>
      {decision.kind === "national-rule" ? null : result.confirmed ? null : (
        <p className="rounded-lg bg-amber-50 p-2 text-amber-900">
          Alíquota de {stateName(state)} não conferida para {result.year}: usamos a de {result.year - 1}. Confira na{" "}
          <NewTabLink href={sefaz.url}>{sefaz.title}</NewTabLink>.
        </p>
      )}
    </div>
  );
}

const NEED_LABELS: Record<IpvaNeed, string> = {
  age: "o ano de fabricação",
  fuel: "o combustível",
  displacement: "a cilindrada",
  power: "a potência",
  owner: "o proprietário",
};

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

const paramOf = <T extends string>(map: Record<T, string>, keys: readonly T[], raw: string | null): T | undefined =>
  keys.find((k) => map[k] === raw || k === raw);

const positiveInt = (n: number | undefined) => (n !== undefined && Number.isInteger(n) && n > 0 ? String(n) : "");

/**
 * The inputs of a share URL and their result. The form sent before JavaScript carries the
 * fields' own values (tipo=car, combustivel=electric...); the page writes the short codes
 * (tipo=carro, combustivel=eletrico...): both are read.
 */
function sharedIpva(params: URLSearchParams, offer: IpvaYearOffer, dataFor: (year: number) => IpvaYearData) {
  const valor = numberParam(params, "valor");
  const exercicio = numberParam(params, "exercicio");
  const taxYear = exercicio !== undefined && offer.years.includes(exercicio) ? exercicio : offer.selected;
  const data = dataFor(taxYear);
  const uf = enumParam(params, "uf", STATE_CODES) ?? "SP";
  const fields: Fields = {
    vehicleType: paramOf(VEHICLE_TYPE_PARAM, IPVA_VEHICLE_TYPES, params.get("tipo")) ?? "car",
    fuel: paramOf(FUEL_PARAM, IPVA_FUELS, params.get("combustivel")) ?? "",
    cc: positiveInt(numberParam(params, "cc")),
    power: positiveInt(numberParam(params, "cv")),
    owner: paramOf(OWNER_PARAM, IPVA_OWNERS, params.get("proprietario")) ?? "individual",
  };
  const fabricacao = params.get("fabricacao") ?? "";
  const manufactureYear = parseManufactureYear(fabricacao.trim(), data.year);
  if (valor === undefined) return { taxYear, uf, fields, fabricacao, valor: undefined, result: null, manufactureYear };
  const result = calculateIpva(
    {
      vehicleValue: valor,
      state: uf,
      vehicleType: fields.vehicleType,
      ...(manufactureYear !== null ? { manufactureYear } : {}),
      ...ruleInputs(uf, fields, data),
    },
    data,
  );
  return { taxYear, uf, fields, fabricacao, valor, result, manufactureYear };
}

/**
 * IPVA calculator (spec sections 3, 5, 9; issue 32): the vehicle's type, year of manufacture,
 * value and state, and only what the state's rules need besides (fuel, displacement, power,
 * owner). `years` is the data of the tax years the page offers (its loader's); `offer` is the
 * years offered (./use-year-offer.ts: the request's day, then the browser's); the calculator
 * finds it itself when not given.
 */
export function IpvaCalculator({
  years,
  offer: givenOffer,
}: {
  years: readonly IpvaYearData[];
  offer?: IpvaYearOffer;
}) {
  const ownOffer = useIpvaYearOffer();
  const { offer, dataFor } = useIpvaYearData(years, givenOffer ?? ownOffer);
  const { shared, params: searchParams, writeQuery } = useShareUrl((params) => sharedIpva(params, offer, dataFor));
  const [taxYear, setTaxYear] = useState(shared.taxYear);
  const [value, setValue] = useState(moneyInputFromNumber(shared.valor));
  const [state, setState] = useState<string>(shared.uf);
  const [manufacture, setManufacture] = useState(shared.fabricacao.replace(/\D/g, "").slice(0, 4));
  const [fields, setFields] = useState<Fields>(shared.fields);
  const [computed, setComputed] = useState<Computed | null>(() =>
    shared.result
      ? {
          result: shared.result,
          state: shared.uf,
          vehicleType: shared.fields.vehicleType,
          manufactureYear: shared.manufactureYear,
        }
      : null,
  );
  const [token, setToken] = useState(0);

  // When the offer changes (the browser's day is 1 December or later), the coming year is
  // selected, unless a share URL asked for a year still offered.
  const [offerSeen, setOfferSeen] = useState(offer);
  if (offerSeen !== offer) {
    setOfferSeen(offer);
    if (!searchParams.has("exercicio") || !offer.years.includes(taxYear)) {
      setTaxYear(offer.selected);
      // A shared result not yet recalculated by the visitor follows the year now selected.
      const again = token === 0 ? sharedIpva(searchParams, offer, dataFor) : null;
      if (again?.result) {
        setComputed({
          result: again.result,
          state: again.uf,
          vehicleType: again.fields.vehicleType,
          manufactureYear: again.manufactureYear,
        });
      }
    }
  }

  const data = dataFor(taxYear);
  // The page's title follows the selected year (the server's title names the request day's
  // default). After every render: a navigation (the query written) re-renders the route's meta.
  useEffect(() => {
    document.title = ipvaPageTitle(taxYear);
  });

  const typeOptions = vehicleTypesOf(state, data);
  const vehicleType = typeOptions.includes(fields.vehicleType) ? fields.vehicleType : "car";
  const current: Fields = { ...fields, vehicleType };
  const needs = ipvaNeeds(state, vehicleType, data);
  const setField = <K extends keyof Fields>(key: K, v: Fields[K]) => setFields((f) => ({ ...f, [key]: v }));

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const vehicleValue = parseMoney(value);
    if (!(vehicleValue > 0)) {
      toast({ title: S.errorTitle, description: S.errorDescription, variant: "destructive" });
      return;
    }
    const manufactureYear = parseManufactureYear(manufacture, data.year);
    if (manufactureYear === null) {
      toast({ title: S.errorTitle, description: S.errorYear, variant: "destructive" });
      return;
    }
    const rules = ruleInputs(state, current, data);
    const result = calculateIpva({ vehicleValue, state, vehicleType, manufactureYear, ...rules }, data);
    if (!result) {
      toast({ title: S.errorTitle, description: S.errorDescription, variant: "destructive" });
      return;
    }
    setComputed({ result, state, vehicleType, manufactureYear });
    setToken((t) => t + 1);
    writeQuery({
      valor: vehicleValue.toFixed(2),
      uf: state,
      tipo: VEHICLE_TYPE_PARAM[vehicleType],
      fabricacao: manufactureYear,
      exercicio: offer.years.length > 1 ? taxYear : undefined,
      combustivel: rules.fuel ? FUEL_PARAM[rules.fuel] : undefined,
      cc: rules.displacementCc,
      cv: rules.powerCv,
      proprietario: rules.owner ? OWNER_PARAM[rules.owner] : undefined,
    });
  }

  const fuelOptions = fuelsAsked(state, vehicleType, data);
  // A rule's detail is shown under the first field it needs; the next fields name it only.
  const hint = (need: IpvaNeed) =>
    rulesNeeding(need, state, vehicleType, data)
      .map((r) => {
        const first = ruleNeeds(r).find((n) => needs.includes(n));
        return first === need && r.detail ? `${r.name}. ${r.detail}` : `${r.name}.`;
      })
      .join(" ");

  const form = (
    // Before JavaScript runs the browser sends the form as the share URL's query (rendered by the server).
    <form method="get" action="/ipva" onSubmit={onSubmit} noValidate className="space-y-4">
      {offer.years.length > 1 ? (
        <Field label="Ano do IPVA" htmlFor="ipva-exercicio">
          <Select
            id="ipva-exercicio"
            name="exercicio"
            value={String(taxYear)}
            onValueChange={(v) => setTaxYear(Number(v))}
            options={offer.years.map((y) => ({ value: String(y), label: `IPVA ${y}` }))}
          />
        </Field>
      ) : null}
      <ChoiceGroup
        name="tipo"
        label="Tipo de veículo"
        value={vehicleType}
        onValueChange={(v) => setField("vehicleType", v)}
        options={typeOptions.map((t) => ({ value: t, label: VEHICLE_TYPE_LABELS[t] }))}
      />
      <Field
        label="Ano de fabricação"
        htmlFor="ipva-fabricacao"
        hint="Veículos com 20 anos ou mais de fabricação não pagam IPVA (Emenda Constitucional 137/2025)."
      >
        <DigitsInput
          id="ipva-fabricacao"
          name="fabricacao"
          placeholder="2018"
          value={manufacture}
          onDigits={(digits) => setManufacture(digits.slice(0, 4))}
        />
      </Field>
      <Field label="Valor venal do veículo" htmlFor="ipva-valor">
        <MoneyInput id="ipva-valor" name="valor" placeholder="R$ 0,00" value={value} onValueChange={setValue} />
      </Field>
      <Field label="Estado" htmlFor="ipva-estado">
        <Select id="ipva-estado" name="uf" value={state} onValueChange={setState} options={STATE_OPTIONS} />
      </Field>
      {needs.includes("fuel") ? (
        <Field label="Combustível" htmlFor="ipva-combustivel" hint={hint("fuel")}>
          <Select
            id="ipva-combustivel"
            name="combustivel"
            aria-describedby="ipva-combustivel-hint"
            value={fuelOptions.includes(current.fuel as IpvaFuel) ? current.fuel : ""}
            onValueChange={(v) => setField("fuel", v as FuelChoice)}
            options={[
              { value: "", label: OTHER_FUEL_LABEL },
              ...fuelOptions.map((f) => ({ value: f, label: FUEL_LABELS[f] })),
            ]}
          />
        </Field>
      ) : null}
      {needs.includes("displacement") ? (
        <Field label="Cilindrada (cc)" htmlFor="ipva-cilindrada" hint={hint("displacement")}>
          <DigitsInput
            id="ipva-cilindrada"
            name="cc"
            placeholder="160"
            value={current.cc}
            onDigits={(digits) => setField("cc", withoutLeadingZeros(digits).slice(0, 5))}
          />
        </Field>
      ) : null}
      {needs.includes("power") ? (
        <Field label="Potência (cv)" htmlFor="ipva-potencia" hint={hint("power")}>
          <DigitsInput
            id="ipva-potencia"
            name="cv"
            placeholder="100"
            value={current.power}
            onDigits={(digits) => setField("power", withoutLeadingZeros(digits).slice(0, 4))}
          />
        </Field>
      ) : null}
      {needs.includes("owner") ? (
        <Field label="Proprietário" htmlFor="ipva-proprietario" hint={hint("owner")}>
          <Select
            id="ipva-proprietario"
            name="proprietario"
            aria-describedby="ipva-proprietario-hint"
            value={current.owner}
            onValueChange={(v) => setField("owner", v as IpvaOwner)}
            options={IPVA_OWNERS.map((o) => ({ value: o, label: OWNER_LABELS[o] }))}
          />
        </Field>
      ) : null}
      <OfficialLookup state={state} />
      <Button type="submit" className="w-full">
        {S.calculate}
      </Button>
    </form>
  );

  const resultData = computed ? dataFor(computed.result.year) : null;
  // A fuel left as "Outro" is an answer (no fuel rule applies): only blanks are missing.
  const missing = computed ? computed.result.missing.filter((n) => n !== "fuel") : [];
  const result =
    computed && resultData ? (
      <div>
        <ResultHighlight
          label={`IPVA ${computed.result.year} estimado`}
          value={
            computed.result.exempt
              ? computed.result.decision.kind === "national-rule"
                ? S.immune
                : S.exempt
              : formatBRL(computed.result.ipvaValue)
          }
        />
        <ResultRows
          rows={[
            ["Estado", `${stateName(computed.state)} (${computed.state})`],
            ["Tipo de veículo", VEHICLE_TYPE_LABELS[computed.vehicleType]],
            ...(computed.manufactureYear !== null && computed.result.ageYears !== null
              ? [
                  [
                    "Ano de fabricação",
                    `${computed.manufactureYear} (${computed.result.ageYears} ${computed.result.ageYears === 1 ? "ano" : "anos"})`,
                  ] as const,
                ]
              : []),
            ["Regra aplicada", decisionName(computed)],
            ["Alíquota", computed.result.rate === 0 ? S.exemptRate : formatRatePercent(computed.result.rate)],
            ["IPVA", formatBRL(computed.result.ipvaValue)],
            ["DPVAT", formatBRL(computed.result.dpvat)],
            ["Total", formatBRL(computed.result.totalValue)],
          ]}
        />
        {missing.length > 0 && computed.result.decision.kind !== "national-rule" ? (
          <p className="mt-3 rounded-lg bg-amber-50 p-2 text-sm text-amber-900">
            Informe {missing.map((n) => NEED_LABELS[n]).join(" e ")} para conferir as regras que dependem disso: sem
            esse dado, elas não foram aplicadas.
          </p>
        ) : null}
        {computed.result.caveat && computed.result.decision.kind !== "national-rule" ? (
          // What the calculation simplifies for the state (the data's `caveat`, never its internal note).
          <p className="mt-3 text-xs text-gray-600">
            <span className="font-semibold">Atenção:</span> {computed.result.caveat}
          </p>
        ) : null}
        <DecisionSource computed={computed} data={resultData} />
        <p className="mt-4 text-sm text-gray-600">{S.dpvatNote}</p>
      </div>
    ) : null;

  return (
    <CalculatorLayout
      formTitle="Dados do veículo"
      form={form}
      result={result}
      tips={ipvaTips(data)}
      calculationToken={token}
    />
  );
}

/** "Regra aplicada": the rule's name, the minimum's, or the state's rate for the type. */
function decisionName({ result, state, vehicleType }: Computed): string {
  const { decision } = result;
  if (decision.kind === "national-rule" || decision.kind === "state-rule") return decision.rule.name;
  if (decision.kind === "minimum") return decision.name;
  return `Alíquota de ${VEHICLE_TYPE_LABELS[vehicleType].toLowerCase()} em ${state} (${result.year})`;
}

/** The page's title for a tax year ("Calculadora de IPVA 2026 por Estado | Carro em Conta"). */
export function ipvaPageTitle(year: number): string {
  return `Calculadora de IPVA ${year} por Estado | Carro em Conta`;
}

import { ExternalLink } from "../../components/icons/outline/external-link.ts";
import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { CalculatorForm, useProblemToast, useSendKey } from "../../components/calculator/calculator-form.tsx";
import { useIpvaYearOffer } from "./use-year-offer.ts";
import { CalculatorLayout } from "../../components/calculator/calculator-layout.tsx";
import { ResultHighlight, ResultRows } from "../../components/calculator/result-parts.tsx";
import { controlAttributes, Field } from "../../components/ui/field.tsx";
import { ChoiceGroup } from "../../components/calculator/choice-group.tsx";
import { MoneyField } from "../../components/calculator/labelled-fields.tsx";
import { Select } from "../../components/ui/select.tsx";
import { Input } from "../../components/ui/input.tsx";
import { formatBRL, formatRatePercent } from "../../lib/format.ts";
import { hasProblems } from "../../lib/form-reading.ts";
import { STATE_OPTIONS, isStateCode, stateName, type StateCode } from "../../lib/states.ts";
import {
  calculateIpva,
  fuelsAsked,
  ipvaNeeds,
  ruleNeeds,
  rulesNeeding,
  vehicleTypesOf,
  type IpvaNeed,
  type IpvaResult,
  type IpvaVehicleType,
} from "./calc.ts";
import { ipvaPaymentPlan } from "../../domain/ipva/calendar.ts";
import type { IpvaYearData } from "../../domain/ipva/data-schema.ts";
import { IpvaPaymentPlanView, RemindersLinks } from "./payment-plan.tsx";
import { reminderTypeOf } from "./reminders.ts";
import { IPVA_FUELS, IPVA_OWNERS } from "../../domain/ipva/vocabulary.ts";
import { paramOf, readIpvaForm, type IpvaChoices } from "./form.ts";
import { useIpvaYearData } from "./use-year-data.ts";
import type { IpvaYearOffer } from "../../domain/ipva/years.ts";
import {
  FUEL_LABELS,
  FUEL_PARAM,
  IPVA_STRINGS as S,
  OFFICIAL_LOOKUP,
  OTHER_FUEL_LABEL,
  OWNER_LABELS,
  OWNER_PARAM,
  VEHICLE_TYPE_LABELS,
  ipvaTips,
} from "./strings.ts";

type Computed = { result: IpvaResult; state: string; vehicleType: IpvaVehicleType; manufactureYear: number | null };

/** A whole number typed on a phone's number pad (year, cc, cv), read when the form is sent. */
function DigitsInput({
  error,
  ...props
}: {
  id: string;
  name: string;
  placeholder: string;
  maxLength: number;
  defaultValue: string;
  error?: string;
}) {
  return (
    <Input
      type="text"
      inputMode="numeric"
      autoComplete="off"
      {...controlAttributes(props.id, { hint: true, error })}
      {...props}
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

/**
 * IPVA calculator (spec sections 3, 5, 9): the vehicle's type, year of manufacture, value and
 * state, and only what the state's rules need besides (fuel, displacement, power, owner).
 * `years` is the data of the tax years the page offers (its loader's); `offer` is the years
 * offered (./use-year-offer.ts: the request's day, then the browser's); the calculator finds it
 * itself when not given. The form is uncontrolled: the year, state and type chosen are followed
 * (they decide which fields are asked), the texts are the browser's until the form is sent.
 */
export function IpvaCalculator({
  years,
  offer: givenOffer,
  fixedState,
}: {
  years: readonly IpvaYearData[];
  offer?: IpvaYearOffer;
  /** A state's own page (/ipva/sp): the state is not asked, and the form is sent to that page. */
  fixedState?: StateCode;
}) {
  const ownOffer = useIpvaYearOffer();
  const { offer, dataFor } = useIpvaYearData(years, givenOffer ?? ownOffer);
  const [params] = useSearchParams();
  const {
    values,
    problems,
    input,
    choices: sentChoices,
    finalDigit,
  } = readIpvaForm(params, offer, dataFor, fixedState);
  const sent = useSendKey();
  useProblemToast(
    hasProblems(problems),
    S.errorTitle,
    problems.fabricacao && !problems.valor ? S.errorYear : S.errorDescription,
  );
  // The choices follow the form as the person changes them, and each new send or offer.
  const [choices, setChoices] = useState(sentChoices);
  const [seen, setSeen] = useState({ search: params.toString(), offer });
  if (seen.search !== params.toString() || seen.offer !== offer) {
    setSeen({ search: params.toString(), offer });
    setChoices(sentChoices);
  }
  const { taxYear, state } = choices;
  const data = dataFor(taxYear);
  // The page's title follows the selected year (the server's title names the request day's
  // default). After every render: a navigation (the query written) re-renders the route's meta.
  useEffect(() => {
    document.title = ipvaPageTitle(taxYear);
  });

  const typeOptions = vehicleTypesOf(state, data);
  const vehicleType = typeOptions.includes(choices.vehicleType) ? choices.vehicleType : "car";
  const needs = ipvaNeeds(state, vehicleType, data);
  const choose = (next: Partial<IpvaChoices>) => setChoices((c) => ({ ...c, ...next }));

  const fuelOptions = fuelsAsked(state, vehicleType, data);
  const sentFuel = paramOf(FUEL_PARAM, IPVA_FUELS, values.combustivel || null);
  const sentOwner = paramOf(OWNER_PARAM, IPVA_OWNERS, values.proprietario || null) ?? "individual";
  // A rule's detail is shown under the first field it needs; the next fields name it only.
  const hint = (need: IpvaNeed) =>
    rulesNeeding(need, state, vehicleType, data)
      .map((r) => {
        const first = ruleNeeds(r).find((n) => needs.includes(n));
        return first === need && r.detail ? `${r.name}. ${r.detail}` : `${r.name}.`;
      })
      .join(" ");

  const form = (
    <CalculatorForm action={fixedState ? `/ipva/${fixedState.toLowerCase()}` : "/ipva"} submitLabel={S.calculate}>
      {offer.years.length > 1 ? (
        <Field label="Ano do IPVA" htmlFor="ipva-exercicio">
          <Select
            // A new offer (the browser's day) shows its default year.
            key={offer.selected}
            id="ipva-exercicio"
            name="exercicio"
            defaultValue={String(taxYear)}
            onValueChange={(v) => choose({ taxYear: Number(v) })}
            options={offer.years.map((y) => ({ value: String(y), label: `IPVA ${y}` }))}
          />
        </Field>
      ) : null}
      <ChoiceGroup
        key={typeOptions.join()}
        name="tipo"
        label="Tipo de veículo"
        defaultValue={vehicleType}
        onValueChange={(v) => choose({ vehicleType: v })}
        options={typeOptions.map((t) => ({ value: t, label: VEHICLE_TYPE_LABELS[t] }))}
      />
      <Field
        label="Ano de fabricação"
        htmlFor="ipva-fabricacao"
        hint="Veículos com 20 anos ou mais de fabricação não pagam IPVA (Emenda Constitucional 137/2025)."
        error={problems.fabricacao}
      >
        <DigitsInput
          id="ipva-fabricacao"
          name="fabricacao"
          placeholder="2018"
          maxLength={4}
          defaultValue={values.fabricacao}
          error={problems.fabricacao}
        />
      </Field>
      <MoneyField id="ipva-valor" label="Valor venal do veículo" defaultValue={values.valor} error={problems.valor} />
      {fixedState ? null : (
        <Field label="Estado" htmlFor="ipva-estado">
          <Select
            id="ipva-estado"
            name="uf"
            defaultValue={state}
            onValueChange={(v) => choose({ state: v })}
            options={STATE_OPTIONS}
          />
        </Field>
      )}
      <Field
        label="Final da placa (opcional)"
        htmlFor="ipva-final"
        hint="O último número da placa: 3 em ABC1D23. Com ele, mostramos as datas de pagamento da sua placa."
        error={problems.final}
      >
        <Input
          id="ipva-final"
          name="final"
          placeholder="3"
          // One character: only the final digit is asked, so a whole plate never reaches the address.
          maxLength={1}
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
          defaultValue={values.final}
          {...controlAttributes("ipva-final", { hint: true, error: problems.final })}
        />
      </Field>
      {needs.includes("fuel") ? (
        <Field label="Combustível" htmlFor="ipva-combustivel" hint={hint("fuel")}>
          <Select
            key={`${state}-${vehicleType}`}
            id="ipva-combustivel"
            name="combustivel"
            aria-describedby="ipva-combustivel-hint"
            defaultValue={sentFuel && fuelOptions.includes(sentFuel) ? sentFuel : ""}
            options={[
              { value: "", label: OTHER_FUEL_LABEL },
              ...fuelOptions.map((f) => ({ value: f, label: FUEL_LABELS[f] })),
            ]}
          />
        </Field>
      ) : null}
      {needs.includes("displacement") ? (
        <Field label="Cilindrada (cc)" htmlFor="ipva-cilindrada" hint={hint("displacement")} error={problems.cc}>
          <DigitsInput
            id="ipva-cilindrada"
            name="cc"
            placeholder="160"
            maxLength={5}
            defaultValue={values.cc}
            error={problems.cc}
          />
        </Field>
      ) : null}
      {needs.includes("power") ? (
        <Field label="Potência (cv)" htmlFor="ipva-potencia" hint={hint("power")} error={problems.cv}>
          <DigitsInput
            id="ipva-potencia"
            name="cv"
            placeholder="100"
            maxLength={4}
            defaultValue={values.cv}
            error={problems.cv}
          />
        </Field>
      ) : null}
      {needs.includes("owner") ? (
        <Field label="Proprietário" htmlFor="ipva-proprietario" hint={hint("owner")}>
          <Select
            id="ipva-proprietario"
            name="proprietario"
            aria-describedby="ipva-proprietario-hint"
            defaultValue={sentOwner}
            options={IPVA_OWNERS.map((o) => ({ value: o, label: OWNER_LABELS[o] }))}
          />
        </Field>
      ) : null}
      <OfficialLookup state={state} />
    </CalculatorForm>
  );

  const sentData = input ? dataFor(sentChoices.taxYear) : null;
  const ipva = input && sentData ? calculateIpva(input, sentData) : null;
  const computed: Computed | null =
    input && ipva
      ? {
          result: ipva,
          state: input.state,
          vehicleType: input.vehicleType,
          manufactureYear: input.manufactureYear ?? null,
        }
      : null;

  const resultData = computed ? dataFor(computed.result.year) : null;
  // How it is paid: the year's calendar, or last year's for reference while it is not published.
  const previousYear = computed ? computed.result.year - 1 : 0;
  const previousData = dataFor(previousYear).year === previousYear ? dataFor(previousYear) : null;
  const plan =
    computed && resultData && !computed.result.exempt && input
      ? ipvaPaymentPlan(
          {
            state: computed.state,
            tax: computed.result.ipvaValue,
            ...(finalDigit !== null && { finalDigit }),
            vehicleType: computed.vehicleType,
            ...(input.owner && { owner: input.owner }),
          },
          resultData,
          previousData,
        )
      : null;
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
        {plan ? <IpvaPaymentPlanView plan={plan} linkedSource={computed.result.decision.source.url} /> : null}
        {plan && finalDigit !== null ? (
          <RemindersLinks state={computed.state} finalDigit={finalDigit} tipo={reminderTypeOf(computed.vehicleType)} />
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
      invalid={hasProblems(problems)}
      calculationToken={result ? sent : ""}
    />
  );
}

/** "Regra aplicada": the rule's name, the minimum's, or the state's rate for the type. */
function decisionName({ result, state, vehicleType }: Computed): string {
  const { decision } = result;
  if (decision.kind === "national-rule" || decision.kind === "state-rule") return decision.rule.name;
  if (decision.kind === "minimum") return decision.name;
  const type = VEHICLE_TYPE_LABELS[vehicleType].toLowerCase();
  // Not confirmed for the year: the rate is last year's, and the name says so (as the note below does).
  return result.confirmed
    ? `Alíquota de ${type} em ${state} (${result.year})`
    : `Alíquota de ${type} em ${state} de ${result.year - 1} (não conferida para ${result.year})`;
}

/** The page's title for a tax year ("Calculadora de IPVA 2026 por Estado | Carro em Conta"). */
export function ipvaPageTitle(year: number): string {
  return `Calculadora de IPVA ${year} por Estado | Carro em Conta`;
}

import { useState, type FormEvent } from "react";
import { CalculatorLayout, ResultHighlight, ResultRows } from "../../components/calculator/calculator-layout.tsx";
import { Field, invalidAttributes } from "../../components/ui/field.tsx";
import { ChoiceGroup } from "../../components/calculator/choice-group.tsx";
import { MoneyField, PercentField } from "../../components/calculator/labelled-fields.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { Input } from "../../components/ui/input.tsx";
import { Select } from "../../components/ui/select.tsx";
import { toast } from "../../components/ui/toast-store.ts";
import { formatBRL } from "../../lib/format.ts";
import {
  amountInputFromNumber,
  moneyInputFromNumber,
  parseDecimal,
  parseMoney,
  parseMonths,
  parseWholeMonths,
  PERCENT_FORMAT,
} from "../../lib/masks.ts";
import { enumParam, numberParam, useShareUrl } from "../../lib/query-params.ts";
import { STATE_CODES, STATE_OPTIONS } from "../../lib/states.ts";
import { calculateCharges, dueMonth, type ChargesResult, type LicensingVehicleType } from "./calc.ts";
import { SP_LICENSING_FEE, SP_LICENSING_FEE_TEXT } from "./fee.ts";
import { FINAL_DIGIT_PARAM, finalDigitParam, maskFinalDigit } from "./plate-digit.ts";
import { LICENSING_STRINGS as S, LICENSING_TIPS } from "./strings.ts";

const VEHICLE_OPTIONS = [
  { value: "light", label: "Automóveis e Motos" },
  { value: "truck", label: "Caminhões" },
] as const;
const TYPE_PARAM = { light: "leve", truck: "caminhao" } as const;

/** `digit`: the plate's final digit, all the calendar needs (the plate itself is never asked). */
type Outcome = { dueDate: string; digit: string; state: string; charges: ChargesResult | null };

/** The inputs of a share URL (the page's own codes, or a form's fields sent before JavaScript). */
function sharedLicensing(params: URLSearchParams) {
  // Older URLs' `placa` is turned into `final` by the route's loader before this runs.
  const final = finalDigitParam(params);
  if (!final) return null;
  const tipoParam = params.get("tipo");
  return {
    final,
    uf: enumParam(params, "uf", STATE_CODES) ?? "SP",
    tipo: (tipoParam === "caminhao" || tipoParam === "truck" ? "truck" : "light") as LicensingVehicleType,
    base: numberParam(params, "base"),
    multa: numberParam(params, "multa", "percent") ?? 0,
    juros: numberParam(params, "juros", "percent") ?? 0,
    meses: parseMonths(params.get("meses") ?? ""),
  };
}

function sharedOutcome(shared: NonNullable<ReturnType<typeof sharedLicensing>>): Outcome {
  const { dueDate } = dueMonth({ plate: shared.final, state: shared.uf, vehicleType: shared.tipo });
  const charges =
    shared.base && shared.base > 0
      ? calculateCharges({
          baseValue: shared.base,
          lateFee: shared.multa,
          monthlyInterest: shared.juros,
          monthsLate: shared.meses,
        })
      : null;
  return { dueDate, digit: shared.final, state: shared.uf, charges };
}

/** Licensing simulator (spec sections 2 to 5, 8, 9): due month by the plate's final digit, optional late charges. */
export function LicensingCalculator() {
  const { shared, writeQuery } = useShareUrl(sharedLicensing);
  const [plate, setPlate] = useState<string>(shared?.final ?? "");
  const [state, setState] = useState<string>(shared?.uf ?? "SP");
  const [vehicleType, setVehicleType] = useState<LicensingVehicleType>(shared?.tipo ?? "light");
  const [baseValue, setBaseValue] = useState(moneyInputFromNumber(shared?.base));
  const [lateFee, setLateFee] = useState(amountInputFromNumber(shared?.multa, PERCENT_FORMAT));
  const [monthlyInterest, setMonthlyInterest] = useState(amountInputFromNumber(shared?.juros, PERCENT_FORMAT));
  const [monthsLate, setMonthsLate] = useState(shared?.meses ? String(shared.meses) : "");
  const [monthsError, setMonthsError] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(() => (shared ? sharedOutcome(shared) : null));
  const [token, setToken] = useState(0);

  function consult(input: { plate: string; state: string; vehicleType: LicensingVehicleType }, announce: boolean) {
    const due = dueMonth(input);
    if (!due.calendarAvailable && announce) {
      toast({ title: S.unavailableTitle, description: S.unavailableDescription(input.state) });
    }
    return due.dueDate;
  }

  function requiredFilled(): boolean {
    if (!state || !plate || !vehicleType) {
      toast({ title: S.requiredTitle, description: S.requiredDescription, variant: "destructive" });
      return false;
    }
    return true;
  }

  function onConsult(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!requiredFilled()) return;
    const dueDate = consult({ plate, state, vehicleType }, true);
    setOutcome({ dueDate, digit: plate, state, charges: null });
    setToken((t) => t + 1);
    writeQuery({ [FINAL_DIGIT_PARAM]: plate, uf: state, tipo: TYPE_PARAM[vehicleType] });
  }

  function onCalculateCharges(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!requiredFilled()) return;
    const base = parseMoney(baseValue);
    if (base <= 0) {
      toast({ title: S.baseRequiredTitle, description: S.baseRequiredDescription, variant: "destructive" });
      return;
    }
    // Negative or fractional months are refused with a message next to the field, never
    // silently changed (an empty field counts as 0 months: the total is the base value).
    const months = parseWholeMonths(monthsLate);
    if (months === null) {
      setMonthsError(true);
      document.getElementById("lic-meses")?.focus();
      return;
    }
    setMonthsError(false);
    const fee = parseDecimal(lateFee);
    const interest = parseDecimal(monthlyInterest);
    const dueDate = consult({ plate, state, vehicleType }, true);
    const charges = calculateCharges({ baseValue: base, lateFee: fee, monthlyInterest: interest, monthsLate: months });
    setOutcome({ dueDate, digit: plate, state, charges });
    setToken((t) => t + 1);
    writeQuery({
      [FINAL_DIGIT_PARAM]: plate,
      uf: state,
      tipo: TYPE_PARAM[vehicleType],
      base: base.toFixed(2),
      multa: fee || undefined,
      juros: interest || undefined,
      meses: months || undefined,
    });
  }

  const dueForm = (
    // Before JavaScript runs each form is sent as the share URL's query (rendered by the server).
    <form method="get" action="/licenciamento" onSubmit={onConsult} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Estado" htmlFor="lic-estado">
          <Select id="lic-estado" name="uf" value={state} onValueChange={setState} options={STATE_OPTIONS} />
        </Field>
        <Field label={S.finalDigitLabel} htmlFor="lic-final" hint={S.finalDigitHint}>
          <Input
            id="lic-final"
            name={FINAL_DIGIT_PARAM}
            aria-describedby="lic-final-hint"
            placeholder={S.finalDigitPlaceholder}
            // Text with the numeric keyboard: a pasted plate is read down to its final digit.
            inputMode="numeric"
            autoComplete="off"
            spellCheck={false}
            value={plate}
            onChange={(e) => setPlate(maskFinalDigit(e.target.value))}
          />
        </Field>
      </div>
      <ChoiceGroup
        name="tipo"
        label="Tipo de veículo"
        value={vehicleType}
        onValueChange={setVehicleType}
        options={VEHICLE_OPTIONS}
      />
      <Button type="submit" className="w-full">
        {S.consult}
      </Button>
    </form>
  );

  const chargesCard = (
    <Card>
      <CardHeader>
        <CardTitle>{S.chargesCardTitle}</CardTitle>
        <p className="mt-1 text-sm text-gray-600">Opcional: estime multa e juros de um licenciamento em atraso.</p>
      </CardHeader>
      <CardContent>
        <form method="get" action="/licenciamento" onSubmit={onCalculateCharges} noValidate className="space-y-4">
          {/* The vehicle the first form chose travels with the charges when sent without JavaScript. */}
          <input type="hidden" name={FINAL_DIGIT_PARAM} value={plate} />
          <input type="hidden" name="uf" value={state} />
          <input type="hidden" name="tipo" value={TYPE_PARAM[vehicleType]} />
          <MoneyField
            id="lic-base"
            label="Valor base do licenciamento"
            hint={`Taxa de licenciamento de SP em ${SP_LICENSING_FEE.year}: ${SP_LICENSING_FEE_TEXT}.`}
            placeholder={SP_LICENSING_FEE_TEXT}
            state={[baseValue, setBaseValue]}
          />
          <div className="grid gap-4 sm:grid-cols-3">
            <PercentField id="lic-multa" label="Multa (%)" placeholder="20" state={[lateFee, setLateFee]} />
            <PercentField
              id="lic-juros"
              label="Juros ao mês (%)"
              placeholder="1"
              state={[monthlyInterest, setMonthlyInterest]}
            />
            <Field label="Meses de atraso" htmlFor="lic-meses" error={monthsError ? S.monthsInvalid : null}>
              <Input
                id="lic-meses"
                name="meses"
                // A text field with the numeric keyboard, not type="number": a number field
                // drops or hides some typings ("3,7" in Chromium), and the check below has to
                // see exactly what was typed to explain it.
                type="text"
                inputMode="numeric"
                autoComplete="off"
                placeholder="3"
                value={monthsLate}
                {...invalidAttributes("lic-meses", monthsError)}
                onChange={(e) => {
                  setMonthsLate(e.target.value);
                  setMonthsError(false);
                }}
              />
            </Field>
          </div>
          <Button type="submit" variant="secondary" className="w-full">
            {S.calculateCharges}
          </Button>
        </form>
      </CardContent>
    </Card>
  );

  const view = outcome ? (
    <div>
      <ResultHighlight label={S.dueLabel(outcome.digit, outcome.state)} value={outcome.dueDate} />
      {outcome.charges ? (
        <ResultRows
          rows={[
            ["Valor base", formatBRL(outcome.charges.baseValue)],
            ["Multa", formatBRL(outcome.charges.feeAmount)],
            ["Juros", formatBRL(outcome.charges.interestAmount)],
            ["Total", formatBRL(outcome.charges.total)],
          ]}
        />
      ) : null}
    </div>
  ) : null;

  return (
    <CalculatorLayout
      formTitle={S.dueCardTitle}
      form={dueForm}
      extraInputCards={chargesCard}
      result={view}
      tips={LICENSING_TIPS}
      calculationToken={token}
    />
  );
}

import { useEffect, useState, type FormEvent } from "react";
import { useSearchParams } from "react-router";
import { CalculatorLayout, ResultHighlight, ResultRows } from "../../components/calculator/calculator-layout.tsx";
import { Field } from "../../components/ui/field.tsx";
import { ChoiceGroup } from "../../components/calculator/choice-group.tsx";
import { MoneyInput, PercentInput } from "../../components/calculator/masked-inputs.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { Input } from "../../components/ui/input.tsx";
import { Select } from "../../components/ui/select.tsx";
import { toast } from "../../components/ui/toast-store.ts";
import { formatBRL } from "../../lib/format.ts";
import {
  maskMoney,
  maskPlate,
  parseMoney,
  parseMonths,
  parsePlainDecimal,
  parseWholeMonths,
  plainPercentFromNumber,
} from "../../lib/masks.ts";
import { enumParam, numberParam, useQueryWriter } from "../../lib/query-params.ts";
import { BRAZILIAN_STATES } from "../../lib/states.ts";
import { calculateCharges, dueMonth, type ChargesResult, type LicensingVehicleType } from "./calc.ts";
import { SP_LICENSING_FEE, SP_LICENSING_FEE_TEXT } from "./fee.ts";
import { LICENSING_STRINGS as S, LICENSING_TIPS } from "./strings.ts";

const STATE_OPTIONS = BRAZILIAN_STATES.map((s) => ({ value: s.code, label: `${s.name} (${s.code})` }));
const STATE_CODES = BRAZILIAN_STATES.map((s) => s.code);
const VEHICLE_OPTIONS = [
  { value: "light", label: "Automóveis e Motos" },
  { value: "truck", label: "Caminhões" },
] as const;
const TYPE_PARAM = { light: "leve", truck: "caminhao" } as const;

type Outcome = { dueDate: string; plate: string; state: string; charges: ChargesResult | null };

/** Licensing simulator (spec sections 2 to 5, 8, 9): due month by plate, optional late charges. */
export function LicensingCalculator() {
  const [searchParams] = useSearchParams();
  const writeQuery = useQueryWriter();
  const [plate, setPlate] = useState("");
  const [state, setState] = useState("SP");
  const [vehicleType, setVehicleType] = useState<LicensingVehicleType>("light");
  const [baseValue, setBaseValue] = useState("");
  const [lateFee, setLateFee] = useState("");
  const [monthlyInterest, setMonthlyInterest] = useState("");
  const [monthsLate, setMonthsLate] = useState("");
  const [monthsError, setMonthsError] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [token, setToken] = useState(0);

  function consult(input: { plate: string; state: string; vehicleType: LicensingVehicleType }, announce: boolean) {
    const due = dueMonth(input);
    if (!due.calendarAvailable && announce) {
      toast({ title: S.unavailableTitle, description: S.unavailableDescription(input.state) });
    }
    return due.dueDate;
  }

  useEffect(() => {
    const placa = maskPlate(searchParams.get("placa") ?? "");
    if (!placa) return;
    const uf = enumParam(searchParams, "uf", STATE_CODES) ?? "SP";
    const tipo: LicensingVehicleType =
      enumParam(searchParams, "tipo", ["leve", "caminhao"]) === "caminhao" ? "truck" : "light";
    const base = numberParam(searchParams, "base");
    const multa = numberParam(searchParams, "multa") ?? 0;
    const juros = numberParam(searchParams, "juros") ?? 0;
    const meses = parseMonths(searchParams.get("meses") ?? "");
    setPlate(placa);
    setState(uf);
    setVehicleType(tipo);
    setBaseValue(base && base > 0 ? maskMoney(base.toFixed(2)) : "");
    setLateFee(plainPercentFromNumber(multa));
    setMonthlyInterest(plainPercentFromNumber(juros));
    setMonthsLate(meses ? String(meses) : "");
    const dueDate = consult({ plate: placa, state: uf, vehicleType: tipo }, false);
    const charges =
      base && base > 0
        ? calculateCharges({ baseValue: base, lateFee: multa, monthlyInterest: juros, monthsLate: meses })
        : null;
    setOutcome({ dueDate, plate: placa, state: uf, charges });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

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
    setOutcome({ dueDate, plate, state, charges: null });
    setToken((t) => t + 1);
    writeQuery({ placa: plate, uf: state, tipo: TYPE_PARAM[vehicleType] });
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
    const fee = parsePlainDecimal(lateFee);
    const interest = parsePlainDecimal(monthlyInterest);
    const dueDate = consult({ plate, state, vehicleType }, true);
    const charges = calculateCharges({ baseValue: base, lateFee: fee, monthlyInterest: interest, monthsLate: months });
    setOutcome({ dueDate, plate, state, charges });
    setToken((t) => t + 1);
    writeQuery({
      placa: plate,
      uf: state,
      tipo: TYPE_PARAM[vehicleType],
      base: base.toFixed(2),
      multa: fee || undefined,
      juros: interest || undefined,
      meses: months || undefined,
    });
  }

  const dueForm = (
    <form onSubmit={onConsult} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Estado" htmlFor="lic-estado">
          <Select id="lic-estado" value={state} onValueChange={setState} options={STATE_OPTIONS} />
        </Field>
        <Field label="Placa" htmlFor="lic-placa">
          <Input
            id="lic-placa"
            name="placa"
            placeholder={S.platePlaceholder}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            value={plate}
            onChange={(e) => setPlate(maskPlate(e.target.value))}
          />
        </Field>
      </div>
      <ChoiceGroup
        name="lic-tipo"
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
        <form onSubmit={onCalculateCharges} noValidate className="space-y-4">
          <Field
            label="Valor base do licenciamento"
            htmlFor="lic-base"
            hint={`Taxa de licenciamento de SP em ${SP_LICENSING_FEE.year}: ${SP_LICENSING_FEE_TEXT}.`}
          >
            <MoneyInput
              id="lic-base"
              name="base"
              aria-describedby="lic-base-hint"
              placeholder={SP_LICENSING_FEE_TEXT}
              value={baseValue}
              onValueChange={setBaseValue}
            />
          </Field>
          <div className="grid gap-4 sm:grid-cols-3">
            <Field label="Multa (%)" htmlFor="lic-multa">
              <PercentInput id="lic-multa" name="multa" placeholder="20" value={lateFee} onValueChange={setLateFee} />
            </Field>
            <Field label="Juros ao mês (%)" htmlFor="lic-juros">
              <PercentInput
                id="lic-juros"
                name="juros"
                placeholder="1"
                value={monthlyInterest}
                onValueChange={setMonthlyInterest}
              />
            </Field>
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
                aria-invalid={monthsError || undefined}
                aria-describedby={monthsError ? "lic-meses-error" : undefined}
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
      <ResultHighlight label={`Mês de vencimento (placa ${outcome.plate}, ${outcome.state})`} value={outcome.dueDate} />
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

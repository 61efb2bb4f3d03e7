import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { CalculatorForm, useSendKey } from "../../components/calculator/calculator-form.tsx";
import { CalculatorLayout } from "../../components/calculator/calculator-layout.tsx";
import { ResultHighlight, ResultRows } from "../../components/calculator/result-parts.tsx";
import { controlAttributes, Field } from "../../components/ui/field.tsx";
import { ChoiceGroup } from "../../components/calculator/choice-group.tsx";
import { MoneyField, PercentField } from "../../components/calculator/labelled-fields.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { Input } from "../../components/ui/input.tsx";
import { Select } from "../../components/ui/select.tsx";
import { toast } from "../../components/ui/toast-store.ts";
import { formatBRL } from "../../lib/format.ts";
import { hasProblems } from "../../lib/form-reading.ts";
import { STATE_OPTIONS } from "../../lib/states.ts";
import { calculateCharges, dueMonth } from "./calc.ts";
import { SP_LICENSING_FEE, SP_LICENSING_FEE_TEXT } from "./fee.ts";
import { CHARGES_PARAM, readLicensingForm, vehicleTypeOf } from "./form.ts";
import { FINAL_DIGIT_PARAM } from "./plate-digit.ts";
import { LICENSING_STRINGS as S, LICENSING_TIPS } from "./strings.ts";

const VEHICLE_OPTIONS = [
  { value: "light", label: "Automóveis e Motos" },
  { value: "truck", label: "Caminhões" },
] as const;
const TYPE_PARAM = { light: "leve", truck: "caminhao" } as const;

/** The form both cards' fields belong to (the charges card sits outside its element). */
const FORM_ID = "licenciamento";

/** Licensing simulator (spec sections 2 to 5, 8, 9): due month by the plate's final digit, optional late charges. */
export function LicensingCalculator() {
  const [params] = useSearchParams();
  const { values, problems, input } = readLicensingForm(params);
  const sent = useSendKey();
  const due = input ? dueMonth({ plate: input.digit, state: input.state, vehicleType: input.vehicleType }) : null;
  const charges = input?.charges ? calculateCharges(input.charges) : null;
  const askedCharges = params.get(CHARGES_PARAM) === "1";
  // The spec's toasts, added to the messages beside the fields after a send made in the page.
  useEffect(() => {
    if (!sent) return;
    if (problems.base && askedCharges && values.base.trim() === "") {
      toast({ title: S.baseRequiredTitle, description: S.baseRequiredDescription, variant: "destructive" });
    } else if (problems.uf || problems.final) {
      toast({ title: S.requiredTitle, description: S.requiredDescription, variant: "destructive" });
    } else if (due && !due.calendarAvailable && input) {
      toast({ title: S.unavailableTitle, description: S.unavailableDescription(input.state) });
    }
    // Once per send: the reading is the send's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sent]);

  const dueForm = (
    <CalculatorForm id={FORM_ID} action="/licenciamento" submitLabel={S.consult}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Estado" htmlFor="lic-estado" error={problems.uf}>
          <Select
            id="lic-estado"
            name="uf"
            defaultValue={values.uf.toUpperCase() || "SP"}
            options={STATE_OPTIONS}
            {...controlAttributes("lic-estado", { error: problems.uf })}
          />
        </Field>
        <Field label={S.finalDigitLabel} htmlFor="lic-final" hint={S.finalDigitHint} error={problems.final}>
          <Input
            id="lic-final"
            name={FINAL_DIGIT_PARAM}
            placeholder={S.finalDigitPlaceholder}
            // One character: only the final digit is asked, so a whole plate never reaches the address.
            maxLength={1}
            inputMode="numeric"
            autoComplete="off"
            spellCheck={false}
            defaultValue={values.final}
            {...controlAttributes("lic-final", { hint: true, error: problems.final })}
          />
        </Field>
      </div>
      <ChoiceGroup
        name="tipo"
        label="Tipo de veículo"
        defaultValue={TYPE_PARAM[vehicleTypeOf(values.tipo)]}
        options={VEHICLE_OPTIONS.map((o) => ({ value: TYPE_PARAM[o.value], label: o.label }))}
      />
    </CalculatorForm>
  );

  const chargesCard = (
    <Card>
      <CardHeader>
        <CardTitle>{S.chargesCardTitle}</CardTitle>
        <p className="mt-1 text-sm text-gray-600">Opcional: estime multa e juros de um licenciamento em atraso.</p>
      </CardHeader>
      <CardContent className="space-y-4">
        {/* These fields belong to the form above (form="…"): the charges go with the vehicle. */}
        <MoneyField
          id="lic-base"
          form={FORM_ID}
          label="Valor base do licenciamento"
          hint={`Taxa de licenciamento de SP em ${SP_LICENSING_FEE.year}: ${SP_LICENSING_FEE_TEXT}.`}
          placeholder={SP_LICENSING_FEE_TEXT}
          defaultValue={values.base}
          error={problems.base}
        />
        <div className="grid gap-4 sm:grid-cols-3">
          <PercentField
            id="lic-multa"
            form={FORM_ID}
            label="Multa (%)"
            placeholder="20"
            defaultValue={values.multa}
            error={problems.multa}
          />
          <PercentField
            id="lic-juros"
            form={FORM_ID}
            label="Juros ao mês (%)"
            placeholder="1"
            defaultValue={values.juros}
            error={problems.juros}
          />
          <Field label="Meses de atraso" htmlFor="lic-meses" error={problems.meses}>
            <Input
              id="lic-meses"
              form={FORM_ID}
              name="meses"
              type="text"
              inputMode="numeric"
              autoComplete="off"
              placeholder="3"
              defaultValue={values.meses}
              {...controlAttributes("lic-meses", { error: problems.meses })}
            />
          </Field>
        </div>
        <Button type="submit" form={FORM_ID} name={CHARGES_PARAM} value="1" variant="secondary" className="w-full">
          {S.calculateCharges}
        </Button>
      </CardContent>
    </Card>
  );

  const view =
    input && due ? (
      <div>
        <ResultHighlight label={S.dueLabel(input.digit, input.state)} value={due.dueDate} />
        {charges ? (
          <ResultRows
            rows={[
              ["Valor base", formatBRL(charges.baseValue)],
              ["Multa", formatBRL(charges.feeAmount)],
              ["Juros", formatBRL(charges.interestAmount)],
              ["Total", formatBRL(charges.total)],
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
      invalid={hasProblems(problems)}
      calculationToken={view ? sent : ""}
    />
  );
}

import { useEffect, useState } from "react";
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
import { STATE_OPTIONS, isStateCode, type StateCode } from "../../lib/states.ts";
import { calculateCharges, type LicensingVehicleType } from "./calc.ts";
import type { LicensingYearData } from "../../domain/licensing/data-schema.ts";
import { CHARGES_PARAM, readLicensingForm, vehicleTypeOf } from "./form.ts";
import { FINAL_DIGIT_PARAM } from "./plate-digit.ts";
import { ConsultDetran, LicensingFeeDetails, SourceLink, feesFor } from "./state-answer.tsx";
import { licensingAnswer, type LicensingDeadlineAnswer } from "../../domain/licensing/state-rules.ts";
import { LICENSING_STATE_STRINGS as T, licensingTipsFor } from "./state-strings.ts";
import { LICENSING_STRINGS as S } from "./strings.ts";
import type { FinalDigit, LicensingVehicleKind } from "../../domain/licensing/vocabulary.ts";

const VEHICLE_OPTIONS = [
  { value: "light", label: "Automóveis e Motos" },
  { value: "truck", label: "Caminhões" },
] as const;
const TYPE_PARAM = { light: "leve", truck: "caminhao" } as const;

/** The form both cards' fields belong to (the charges card sits outside its element). */
const FORM_ID = "licenciamento";

/** The kinds of the licensing data a choice of the form covers ("Automóveis e Motos": cars and motorcycles). */
const KINDS: Record<LicensingVehicleType, readonly LicensingVehicleKind[]> = {
  light: ["car", "motorcycle"],
  truck: ["truck"],
};

/** "Agosto" for a month, the day for a day, "Com o IPVA", or "Consulte o Detran-XX." */
function deadlineValue(deadline: LicensingDeadlineAnswer): string {
  if (deadline.kind === "month") {
    const month = deadline.text.split(" de ")[0]!;
    return month.charAt(0).toUpperCase() + month.slice(1);
  }
  if (deadline.kind === "with-ipva") return "Com o IPVA";
  return deadline.text;
}

/**
 * Licensing simulator (spec sections 2 to 5, 8, 9): the chosen state's deadline by the plate's
 * final digit and its fee, from the year's data (`data`, the page loader's; `year` is the
 * licensing year of the day: when its file is not in yet, `data` is the previous year's, shown
 * labelled), and optional late charges. `fixedState`: a state's own page (/licenciamento/rj).
 */
export function LicensingCalculator({
  data,
  year = data.year,
  fixedState,
}: {
  data: LicensingYearData;
  year?: number;
  fixedState?: StateCode;
}) {
  const [params] = useSearchParams();
  const { values, problems, input } = readLicensingForm(params, fixedState);
  const sent = useSendKey();
  const sentState = input && isStateCode(input.state) ? input.state : null;
  const answer =
    input && sentState
      ? licensingAnswer(data, {
          state: sentState,
          vehicleType: KINDS[input.vehicleType][0]!,
          finalDigit: input.digit as FinalDigit,
        })
      : null;
  const due = answer ? { calendarAvailable: answer.deadline.kind !== "unknown" } : null;
  // The tips speak of the state in the select (followed as it changes) or of the state sent.
  const shownState = fixedState ?? (isStateCode(values.uf.toUpperCase()) ? values.uf.toUpperCase() : "SP");
  const [tipsState, setTipsState] = useState(shownState);
  const [seen, setSeen] = useState(params.toString());
  if (seen !== params.toString()) {
    setSeen(params.toString());
    setTipsState(shownState);
  }
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
    <CalculatorForm
      id={FORM_ID}
      action={fixedState ? `/licenciamento/${fixedState.toLowerCase()}` : "/licenciamento"}
      submitLabel={S.consult}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {fixedState ? null : (
          <Field label="Estado" htmlFor="lic-estado" error={problems.uf}>
            <Select
              id="lic-estado"
              name="uf"
              defaultValue={values.uf.toUpperCase() || "SP"}
              options={STATE_OPTIONS}
              onValueChange={(v) => setTipsState(v as StateCode)}
              {...controlAttributes("lic-estado", { error: problems.uf })}
            />
          </Field>
        )}
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
          hint={S.baseHint}
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

  const deadline = answer?.deadline;
  const view =
    input && answer && deadline ? (
      <div>
        <ResultHighlight
          label={
            deadline.kind === "month" || deadline.kind === "unknown"
              ? S.dueLabel(input.digit, input.state)
              : S.deadlineLabel(input.digit, input.state)
          }
          value={deadlineValue(deadline)}
        />
        <p className="mt-2 text-sm text-gray-700">
          {answer.year < year ? `${T.notYetPublished(year, answer.agency)} ${T.previousYearLabel(answer.year)} ` : ""}
          {deadline.kind === "unknown" ? (
            <>
              Não encontramos o prazo de {answer.year} para este final numa fonte datada.{" "}
              <ConsultDetran agency={answer.agency} url={answer.detranUrl} />
              {deadline.pending ? ` ${deadline.pending}` : ""}
            </>
          ) : deadline.kind === "with-ipva" ? (
            deadline.text
          ) : deadline.kind === "month" ? (
            `Vence em ${deadline.text}, pelo calendário do ${answer.agency}.`
          ) : deadline.kind === "day" ? (
            `Prazo até ${deadline.text}, pelo calendário do ${answer.agency}.`
          ) : null}
          {"source" in deadline ? (
            <span className="mt-1 block text-xs text-gray-600">
              {T.sourceLabel} do prazo: <SourceLink title={deadline.source.title} url={deadline.source.url} />.
            </span>
          ) : null}
        </p>
        <LicensingFeeDetails
          answer={answer}
          fees={feesFor(data, answer, KINDS[input.vehicleType])}
          linkedSource={"source" in deadline ? deadline.source.url : undefined}
        />
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
      tips={licensingTipsFor(isStateCode(tipsState) ? tipsState : "SP")}
      invalid={hasProblems(problems)}
      calculationToken={view ? sent : ""}
    />
  );
}

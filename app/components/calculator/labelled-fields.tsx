import type { ComponentProps, ReactNode } from "react";
import { controlAttributes, Field } from "../ui/field.tsx";
import { Input } from "../ui/input.tsx";
import { MoneyInput, PercentInput, PlainDecimalInput, RateInput } from "./masked-inputs.tsx";

// The calculators' fields with their labels: one place for what every such field repeats (the
// label tied to the input, the hint and the error the input points to, the money placeholder,
// the term's limits). A calculator's field ids are its form's prefix and the query parameter
// the field is sent as ("fin-valor" sends `valor`), so the name is read from the id. Every
// field is uncontrolled: `defaultValue` is what the page arrives with (a share URL's text), the
// browser keeps what is typed, and the form reads it when sent.

type AmountFieldProps = Omit<ComponentProps<typeof MoneyInput>, "name"> & {
  id: string;
  label: string;
  hint?: string;
  /** What is wrong with the value sent, shown under the field. */
  error?: string | null;
  /** Shown under the field's message (a confirmation the error asks for, a suggestion). */
  extra?: ReactNode;
  /** Another element that describes the field (a note beside it: where a prefilled value comes from). */
  describedBy?: string;
};

/** The query parameter a calculator field is sent as: its id without the form's prefix. */
export const nameOf = (id: string) => id.slice(id.indexOf("-") + 1);

/** An amount input under its label; it points to its hint and error (`Field`). */
function LabelledAmount({
  label,
  hint,
  error,
  extra,
  describedBy,
  control: Control,
  ...input
}: AmountFieldProps & { control: (props: ComponentProps<typeof MoneyInput>) => ReactNode }) {
  const attributes = controlAttributes(input.id, { hint: !!hint, error });
  const described = [attributes["aria-describedby"], describedBy].filter(Boolean).join(" ") || undefined;
  return (
    <Field label={label} htmlFor={input.id} hint={hint} error={error} after={extra}>
      <Control name={nameOf(input.id)} {...attributes} aria-describedby={described} {...input} />
    </Field>
  );
}

/** Money in reais (`MoneyInput`), showing "R$ 0,00" until something is typed unless told otherwise. */
export function MoneyField(props: AmountFieldProps) {
  return <LabelledAmount placeholder="R$ 0,00" {...props} control={MoneyInput} />;
}

/** Distances and liters (`PlainDecimalInput`). */
export function QuantityField(props: AmountFieldProps) {
  return <LabelledAmount {...props} control={PlainDecimalInput} />;
}

/** Plain percents (`PercentInput`): "20" is 20 %. */
export function PercentField(props: AmountFieldProps) {
  return <LabelledAmount {...props} control={PercentInput} />;
}

type TermFieldProps = {
  id: string;
  defaultValue?: string;
  error?: string | null;
  hint?: string;
  extra?: ReactNode;
};

/** A loan's monthly interest rate ("1,99" is 1,99 % a month), its id ending in "-taxa". */
export function InterestRateField(props: TermFieldProps) {
  return <LabelledAmount label="Taxa de juros (% ao mês)" placeholder="1,99" {...props} control={RateInput} />;
}

/** A loan's number of installments, its id ending in "-parcelas": whole months from 1 to `MAX_MONTHS`. */
export function MonthsField({ id, defaultValue, error }: TermFieldProps) {
  return (
    <Field label="Número de parcelas" htmlFor={id} error={error}>
      <Input
        id={id}
        name={nameOf(id)}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder="48"
        maxLength={5}
        defaultValue={defaultValue}
        {...controlAttributes(id, { error })}
      />
    </Field>
  );
}

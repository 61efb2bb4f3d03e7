import type { ComponentProps, ReactNode } from "react";
import { MAX_MONTHS } from "../../lib/masks.ts";
import { Field } from "../ui/field.tsx";
import { Input } from "../ui/input.tsx";
import { MoneyInput, PercentInput, PlainDecimalInput, RateInput } from "./masked-inputs.tsx";

// The calculators' fields with their labels: one place for what every such field repeats (the
// label tied to the input, the hint the input points to, the money placeholder, the term's
// limits). A calculator's field ids are its form's prefix and the query parameter the field is
// sent as ("fin-valor" sends `valor`), so the name is read from the id. A field's `state` is
// the text it shows and its setter, as `useState` gives them.

/** The text a field shows and the setter its edits go to. */
type FieldState = readonly [string, (value: string) => void];

type AmountFieldProps = Omit<ComponentProps<typeof MoneyInput>, "name" | "value" | "onValueChange"> & {
  id: string;
  label: string;
  hint?: string;
  state: FieldState;
};

/** The query parameter a calculator field is sent as: its id without the form's prefix. */
const nameOf = (id: string) => id.slice(id.indexOf("-") + 1);

/** An amount input under its label; with a hint, the input points to it (`${id}-hint`). */
function LabelledAmount({
  label,
  hint,
  state: [value, onValueChange],
  control: Control,
  ...input
}: AmountFieldProps & { control: (props: ComponentProps<typeof MoneyInput>) => ReactNode }) {
  return (
    <Field label={label} htmlFor={input.id} hint={hint}>
      <Control
        name={nameOf(input.id)}
        aria-describedby={hint ? `${input.id}-hint` : undefined}
        {...input}
        value={value}
        onValueChange={onValueChange}
      />
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

type TermFieldProps = { id: string; state: FieldState };

/** A loan's monthly interest rate ("1,99" is 1,99 % a month), its id ending in "-taxa". */
export function InterestRateField({ hint, ...props }: TermFieldProps & { hint?: string }) {
  return (
    <LabelledAmount label="Taxa de juros (% ao mês)" placeholder="1,99" hint={hint} {...props} control={RateInput} />
  );
}

/** A loan's number of installments, its id ending in "-parcelas": whole months from 1 to `MAX_MONTHS`. */
export function MonthsField({ id, state: [value, onValueChange] }: TermFieldProps) {
  return (
    <Field label="Número de parcelas" htmlFor={id}>
      <Input
        id={id}
        name={nameOf(id)}
        type="number"
        inputMode="numeric"
        min={1}
        max={MAX_MONTHS}
        step={1}
        placeholder="48"
        value={value}
        onChange={(e) => onValueChange(e.target.value)}
      />
    </Field>
  );
}

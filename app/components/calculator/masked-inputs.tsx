import { useState, type ComponentProps } from "react";
import {
  decimalFromNumber,
  maskMoney,
  maskPlainDecimal,
  maskPlainPercent,
  nextDecimalInput,
  type DecimalInputState,
} from "../../lib/masks.ts";
import { Input } from "../ui/input.tsx";

type BaseProps = Omit<ComponentProps<"input">, "value" | "onChange" | "type">;

/** Money in reais, filled from the cents side as digits are typed ("R$ 1.234,56"). */
export function MoneyInput({
  value,
  onValueChange,
  ...props
}: BaseProps & { value: string; onValueChange: (display: string) => void }) {
  return (
    <Input
      {...props}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      value={value}
      onChange={(e) => onValueChange(maskMoney(e.target.value))}
    />
  );
}

/** Rates and percents: digit-fill ("199" → "1,99"), or free decimals once a comma is typed. */
export function RateInput({
  value,
  onValueChange,
  ...props
}: BaseProps & { value: DecimalInputState; onValueChange: (state: DecimalInputState) => void }) {
  return (
    <Input
      {...props}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      value={value.display}
      onChange={(e) => onValueChange(nextDecimalInput(value, e.target.value))}
    />
  );
}

/** Plain decimals typed as written (distance, liters): "450,5". */
export function PlainDecimalInput({
  value,
  onValueChange,
  ...props
}: BaseProps & { value: string; onValueChange: (display: string) => void }) {
  return (
    <Input
      {...props}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      value={value}
      onChange={(e) => onValueChange(maskPlainDecimal(e.target.value))}
    />
  );
}

/** Plain percents typed as written (licensing fee and interest): "20" is 20 %, "1,5" is 1,5 %. */
export function PercentInput({
  value,
  onValueChange,
  ...props
}: BaseProps & { value: string; onValueChange: (display: string) => void }) {
  return (
    <Input
      {...props}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      value={value}
      onChange={(e) => onValueChange(maskPlainPercent(e.target.value))}
    />
  );
}

export function useRateState(initial?: number) {
  return useState<DecimalInputState>(() => (initial ? decimalFromNumber(initial) : { display: "", mode: "fill" }));
}

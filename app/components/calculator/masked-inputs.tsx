import type { ComponentProps, FocusEvent } from "react";
import {
  MONEY_FORMAT,
  PERCENT_FORMAT,
  QUANTITY_FORMAT,
  RATE_FORMAT,
  settleAmountInput,
  type AmountFormat,
} from "../../lib/masks.ts";
import { Input } from "../ui/input.tsx";

type AmountProps = Omit<ComponentProps<"input">, "value" | "onChange" | "type">;

/**
 * An amount typed the way people write it ("80000", "80.000", "50 mil", "1,99"). The browser
 * keeps every key as typed: nothing rewrites the text under the caret, and the form reads it
 * with the one amount parser when it is sent. When the person leaves the field it is shown the
 * field's way ("80000" → "R$ 80.000", "5.79" → "R$ 5,79"), as is a value the page arrives with;
 * text that is not an amount is left as it is, for the form to say what is wrong with it.
 */
function AmountInput({ format, onBlur, defaultValue, ...props }: AmountProps & { format: AmountFormat }) {
  return (
    <Input
      {...props}
      // A value the page arrives with (a share URL's "80000.00") is shown the field's way too.
      defaultValue={typeof defaultValue === "string" ? settleAmountInput(defaultValue, format) : defaultValue}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      onBlur={(e: FocusEvent<HTMLInputElement>) => {
        const el = e.currentTarget;
        const settled = settleAmountInput(el.value, format);
        if (settled !== "" && settled !== el.value) el.value = settled;
        onBlur?.(e);
      }}
    />
  );
}

/** Money in reais as people write it: "80000", "80.000", "R$ 80.000,00" (shown "R$ 80.000"). */
export function MoneyInput(props: AmountProps) {
  return <AmountInput {...props} format={MONEY_FORMAT} />;
}

/** Interest rates in percent as written: "1,99" and "1.99" are 1,99 %; up to 6 decimals. */
export function RateInput(props: AmountProps) {
  return <AmountInput {...props} format={RATE_FORMAT} />;
}

/** Distances and liters as written: "1.000", "450,5". */
export function PlainDecimalInput(props: AmountProps) {
  return <AmountInput {...props} format={QUANTITY_FORMAT} />;
}

/** Plain percents typed as written (licensing fee and interest): "20" is 20 %, "1,5" is 1,5 %. */
export function PercentInput(props: AmountProps) {
  return <AmountInput {...props} format={PERCENT_FORMAT} />;
}

import { useLayoutEffect, useReducer, useRef, useState, type ComponentProps, type FocusEvent } from "react";
import {
  amountInputFromNumber,
  MONEY_FORMAT,
  nextAmountInput,
  PERCENT_FORMAT,
  QUANTITY_FORMAT,
  RATE_FORMAT,
  settleAmountInput,
  type AmountFormat,
} from "../../lib/masks.ts";
import { Input } from "../ui/input.tsx";

type BaseProps = Omit<ComponentProps<"input">, "value" | "onChange" | "type"> & {
  value: string;
  onValueChange: (display: string) => void;
};

/**
 * An amount typed the way people write it (lib/masks.ts `nextAmountInput`): formatted as it
 * goes with the caret kept after the digit it was after, read back with `parseAmount`, and
 * shown the field's way when the person leaves it.
 */
function AmountInput({ value, onValueChange, format, onBlur, ref, ...props }: BaseProps & { format: AmountFormat }) {
  const input = useRef<HTMLInputElement | null>(null);
  const caret = useRef<number | null>(null);
  // A refused key leaves the state as it was; this render puts the text and caret back.
  const [, rerender] = useReducer((n: number) => n + 1, 0);

  useLayoutEffect(() => {
    const el = input.current;
    if (caret.current === null || !el) return;
    if (el === el.ownerDocument.activeElement) el.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  });

  return (
    <Input
      {...props}
      ref={(el) => {
        input.current = el;
        if (typeof ref === "function") return ref(el);
        if (ref) ref.current = el;
        return undefined;
      }}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      value={value}
      onChange={(e) => {
        const el = e.target;
        const next = nextAmountInput(value, el.value, el.selectionStart ?? el.value.length, format);
        caret.current = next.caret;
        if (next.display !== value) onValueChange(next.display);
        else rerender();
      }}
      onBlur={(e: FocusEvent<HTMLInputElement>) => {
        const settled = settleAmountInput(value, format);
        if (settled !== value) onValueChange(settled);
        onBlur?.(e);
      }}
    />
  );
}

/** Money in reais as people write it: "80000", "80.000", "R$ 80.000,00" (shown "R$ 80.000"). */
export function MoneyInput(props: BaseProps) {
  return <AmountInput {...props} format={MONEY_FORMAT} />;
}

/** Interest rates in percent as written: "1,99" and "1.99" are 1,99 %; up to 6 decimals. */
export function RateInput(props: BaseProps) {
  return <AmountInput {...props} format={RATE_FORMAT} />;
}

/** Distances and liters as written: "1.000", "450,5". */
export function PlainDecimalInput(props: BaseProps) {
  return <AmountInput {...props} format={QUANTITY_FORMAT} />;
}

/** Plain percents typed as written (licensing fee and interest): "20" is 20 %, "1,5" is 1,5 %. */
export function PercentInput(props: BaseProps) {
  return <AmountInput {...props} format={PERCENT_FORMAT} />;
}

/** A rate field's state, showing `initial` (e.g. from a share URL) when there is one. */
export function useRateState(initial?: number) {
  return useState(() => amountInputFromNumber(initial, RATE_FORMAT));
}

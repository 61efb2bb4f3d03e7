import { ChevronDown } from "../icons/outline/chevron-down.ts";
import { useKeepTypedValueRef } from "../../lib/typed-before-hydration.ts";
import { fieldBaseClasses } from "./input.tsx";

export type SelectOption = { value: string; label: string };

type Props = {
  id: string;
  /** The field's name when its form is posted (before JavaScript, or without it). */
  name?: string;
  value: string;
  onValueChange: (value: string) => void;
  options: readonly SelectOption[];
  /** Shown (and not selectable) while no value is chosen. */
  placeholder?: string;
  disabled?: boolean;
  "aria-describedby"?: string;
};

/**
 * A styled native select: the phone's own picker on mobile, full keyboard and screen-reader
 * support, and no JavaScript to ship (see docs/decisions/003-native-select.md).
 */
export function Select({ id, name, value, onValueChange, options, placeholder, disabled, ...aria }: Props) {
  // What was chosen before the page's scripts ran stays chosen (lib/typed-before-hydration.ts).
  const ref = useKeepTypedValueRef<HTMLSelectElement>();
  return (
    <div className="relative">
      <select
        ref={ref}
        id={id}
        name={name}
        value={value}
        disabled={disabled}
        aria-describedby={aria["aria-describedby"]}
        onChange={(e) => onValueChange(e.target.value)}
        className={`${fieldBaseClasses} appearance-none pr-9 pl-3 ${value === "" ? "text-gray-600" : ""}`}
      >
        {placeholder !== undefined ? (
          <option value="" disabled hidden>
            {placeholder}
          </option>
        ) : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-gray-600"
      />
    </div>
  );
}

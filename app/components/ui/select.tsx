import { useEffect, useRef } from "react";
import { ChevronDown } from "../icons/outline/chevron-down.ts";
import { fieldBaseClasses } from "./input.tsx";

export type SelectOption = { value: string; label: string };

type Props = {
  id: string;
  /** The field's name when its form is sent. */
  name?: string;
  /** The option chosen when the page arrives; the browser keeps what the person chooses. */
  defaultValue?: string;
  /**
   * Told of each choice, for a form that shows other fields by it (the value stays the
   * browser's); also told, once the page's scripts run, of a choice made before they did.
   */
  onValueChange?: (value: string) => void;
  /**
   * Controlled: only for a select whose options the page loads itself after a choice elsewhere
   * (the FIPE lookup's cascade), which cannot be used before the page's scripts run.
   */
  value?: string;
  options: readonly SelectOption[];
  /** Shown (and not selectable) while no value is chosen. */
  placeholder?: string;
  disabled?: boolean;
  required?: boolean;
  "aria-describedby"?: string;
  "aria-invalid"?: boolean;
};

/**
 * A styled native select: the phone's own picker on mobile, full keyboard and screen-reader
 * support, and no JavaScript to ship (see docs/decisions/003-native-select.md). Uncontrolled,
 * like every field: what was chosen before the page's scripts ran stays chosen.
 */
export function Select({
  id,
  name,
  defaultValue,
  value,
  onValueChange,
  options,
  placeholder,
  disabled,
  ...aria
}: Props) {
  const select = useRef<HTMLSelectElement>(null);
  const initial = defaultValue ?? (placeholder !== undefined ? "" : undefined);
  // A choice made in the server's page before the scripts ran: the form that shows fields by it
  // learns it now (the browser keeps it; React never rewrites an uncontrolled select).
  useEffect(() => {
    const el = select.current;
    if (value === undefined && onValueChange && el && initial !== undefined && el.value !== initial) {
      onValueChange(el.value);
    }
    // Once, when the page's scripts first run.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <div className="relative">
      <select
        ref={select}
        id={id}
        name={name}
        {...(value !== undefined ? { value } : { defaultValue: initial })}
        disabled={disabled}
        required={aria.required}
        aria-describedby={aria["aria-describedby"]}
        aria-invalid={aria["aria-invalid"] || undefined}
        onChange={onValueChange ? (e) => onValueChange(e.target.value) : undefined}
        className={`${fieldBaseClasses} appearance-none pr-9 pl-3 has-[option[value=""]:checked]:text-gray-600`}
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

import { useEffect, useRef } from "react";
/**
 * A row of mutually exclusive options (vehicle type): native radio buttons inside their labels,
 * in a fieldset whose legend names the group. The browser gives the arrow keys, the single tab
 * stop and the form value (`name`), so the choice is sent with a GET/POST form before
 * JavaScript runs, and no radio library is shipped to the page.
 */
/** An option's box; the checked one in the brand's colours. The input is transparent and covers
 * the box (a click anywhere on it is the radio's own), so the label shows its keyboard focus. */
const OPTION_CLASSES =
  "relative cursor-pointer rounded-lg border border-gray-300 bg-white px-3 py-2.5 text-center text-sm font-semibold text-gray-800 transition-colors " +
  "has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:text-brand-800 " +
  "has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600";

export function ChoiceGroup<T extends string>({
  label,
  defaultValue,
  onValueChange,
  options,
  name,
}: {
  label: string;
  name: string;
  /** The option checked when the page arrives; the browser keeps what the person picks. */
  defaultValue: T;
  /** Told of each pick, for a form that shows other fields by it; also, once the page's scripts
   * run, of a pick made before they did. */
  onValueChange?: (value: T) => void;
  options: ReadonlyArray<{ value: T; label: string }>;
}) {
  const group = useRef<HTMLFieldSetElement>(null);
  useEffect(() => {
    const checked = group.current?.querySelector<HTMLInputElement>("input:checked");
    if (onValueChange && checked && checked.value !== defaultValue) onValueChange(checked.value as T);
    // Once, when the page's scripts first run.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <fieldset ref={group}>
      <legend id={`${name}-label`} className="mb-1.5 block text-sm font-semibold text-gray-800">
        {label}
      </legend>
      <div className="grid grid-cols-2 gap-2">
        {options.map((option) => (
          <label key={option.value} className={OPTION_CLASSES}>
            <input
              type="radio"
              className="absolute inset-0 m-0 cursor-pointer appearance-none opacity-0"
              name={name}
              value={option.value}
              defaultChecked={defaultValue === option.value}
              onChange={onValueChange ? () => onValueChange(option.value) : undefined}
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

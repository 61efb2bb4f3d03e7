import { cn } from "../../lib/cn.ts";

/**
 * A row of mutually exclusive options (vehicle type), as native radio inputs with their labels
 * in a fieldset: the choice is sent with the form and can be changed before (or without)
 * JavaScript, and the browser gives the keyboard behaviour (Tab into the group, arrows to move).
 * Each label is styled as a button; the input, transparent, covers its label, so a pointer
 * lands on the input itself and the keyboard focus shows as the label's outline.
 */
export function ChoiceGroup<T extends string>({
  label,
  value,
  onValueChange,
  options,
  name,
}: {
  label: string;
  name: string;
  value: T;
  onValueChange: (value: T) => void;
  options: ReadonlyArray<{ value: T; label: string }>;
}) {
  return (
    <fieldset>
      <legend className="mb-1.5 block text-sm font-semibold text-gray-800">{label}</legend>
      <div className="grid grid-cols-2 gap-2">
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              "relative cursor-pointer rounded-lg border px-3 py-2.5 text-center text-sm font-semibold transition-colors",
              "border-gray-300 bg-white text-gray-800",
              "has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:text-brand-800",
              "has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-500",
            )}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onValueChange(option.value)}
              className="absolute inset-0 m-0 size-full cursor-pointer appearance-none opacity-0"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

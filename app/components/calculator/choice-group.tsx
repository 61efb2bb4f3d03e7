import { RadioGroup } from "radix-ui";
import { cn } from "../../lib/cn.ts";

/** A row of mutually exclusive options (vehicle type), as an accessible radio group. */
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
    <div>
      <p id={`${name}-label`} className="mb-1.5 block text-sm font-semibold text-gray-800">
        {label}
      </p>
      <RadioGroup.Root
        aria-labelledby={`${name}-label`}
        name={name}
        value={value}
        onValueChange={(v) => onValueChange(v as T)}
        className="grid grid-cols-2 gap-2"
      >
        {options.map((option) => (
          <RadioGroup.Item
            key={option.value}
            value={option.value}
            className={cn(
              "rounded-lg border px-3 py-2.5 text-sm font-semibold transition-colors",
              "data-[state=checked]:border-brand-600 data-[state=checked]:bg-brand-50 data-[state=checked]:text-brand-800",
              "data-[state=unchecked]:border-gray-300 data-[state=unchecked]:bg-white data-[state=unchecked]:text-gray-800",
            )}
          >
            {option.label}
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
    </div>
  );
}

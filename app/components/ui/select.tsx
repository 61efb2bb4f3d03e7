import { Select as RadixSelect } from "radix-ui";
import { Check, ChevronDown } from "lucide-react";
import { cn } from "../../lib/cn.ts";
import { fieldClasses } from "./input.tsx";

export type SelectOption = { value: string; label: string };

type Props = {
  id: string;
  value: string;
  onValueChange: (value: string) => void;
  options: readonly SelectOption[];
  placeholder?: string;
  disabled?: boolean;
  "aria-describedby"?: string;
};

/** A styled, accessible select (Radix): keyboard and screen-reader friendly, label by id. */
export function Select({ id, value, onValueChange, options, placeholder, disabled, ...aria }: Props) {
  return (
    <RadixSelect.Root value={value} onValueChange={onValueChange} disabled={disabled}>
      <RadixSelect.Trigger
        id={id}
        aria-describedby={aria["aria-describedby"]}
        className={cn(
          fieldClasses,
          "flex items-center justify-between gap-2 text-left data-[placeholder]:text-gray-500",
        )}
      >
        <RadixSelect.Value placeholder={placeholder} />
        <RadixSelect.Icon>
          <ChevronDown aria-hidden="true" className="size-4 text-gray-600" />
        </RadixSelect.Icon>
      </RadixSelect.Trigger>
      <RadixSelect.Portal>
        <RadixSelect.Content
          position="popper"
          sideOffset={4}
          className="z-50 max-h-[min(var(--radix-select-content-available-height),20rem)] w-[var(--radix-select-trigger-width)] overflow-hidden rounded-lg border border-gray-200 bg-white shadow-xl"
        >
          <RadixSelect.Viewport className="p-1">
            {options.map((option) => (
              <RadixSelect.Item
                key={option.value}
                value={option.value}
                className="relative flex cursor-pointer items-center rounded-md py-2 pr-3 pl-8 text-sm text-gray-900 outline-none select-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-900"
              >
                <RadixSelect.ItemIndicator className="absolute left-2">
                  <Check aria-hidden="true" className="size-4" />
                </RadixSelect.ItemIndicator>
                <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
              </RadixSelect.Item>
            ))}
          </RadixSelect.Viewport>
        </RadixSelect.Content>
      </RadixSelect.Portal>
    </RadixSelect.Root>
  );
}

import { Check, ChevronDown } from "lucide-react";
import { useId, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { cn } from "../../lib/cn.ts";
import { fieldBaseClasses } from "./input.tsx";

export type ComboboxOption = { value: string; label: string };

const MAX_SHOWN = 60;

/** Case- and accent-insensitive search text. */
export function searchKey(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
}

export function filterOptions(options: readonly ComboboxOption[], query: string): ComboboxOption[] {
  const words = searchKey(query).split(/\s+/).filter(Boolean);
  if (!words.length) return [...options];
  return options.filter((o) => {
    const key = searchKey(o.label);
    return words.every((w) => key.includes(w));
  });
}

type Props = {
  id: string;
  options: readonly ComboboxOption[];
  value: string;
  onValueChange: (value: string) => void;
  disabled?: boolean;
  placeholder?: string;
  "aria-describedby"?: string;
};

/**
 * A searchable select (ARIA 1.2 combobox with a listbox): type to filter hundreds of options,
 * arrows to move, Enter to choose, Escape to close. Labelled by a <label htmlFor={id}>.
 */
export function Combobox({ id, options, value, onValueChange, disabled, placeholder, ...aria }: Props) {
  const listId = useId();
  const selected = options.find((o) => o.value === value);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState("");
  const [active, setActive] = useState(0);
  const listRef = useRef<HTMLUListElement>(null);

  const matches = useMemo(() => filterOptions(options, query), [options, query]);
  const shown = matches.slice(0, MAX_SHOWN);

  function openList() {
    setOpen(true);
    setQuery("");
    setActive(Math.max(0, selected ? options.indexOf(selected) : 0));
  }

  function choose(option: ComboboxOption | undefined) {
    if (!option) return;
    setOpen(false);
    setQuery("");
    if (option.value !== value) onValueChange(option.value);
  }

  function move(delta: number) {
    if (!open) return openList();
    const next = Math.min(Math.max(active + delta, 0), shown.length - 1);
    setActive(next);
    listRef.current?.querySelector(`[data-index="${next}"]`)?.scrollIntoView({ block: "nearest" });
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown") {
      event.preventDefault();
      move(1);
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      move(-1);
    } else if (event.key === "Enter") {
      if (open) {
        event.preventDefault();
        choose(shown[active]);
      }
    } else if (event.key === "Escape") {
      setOpen(false);
      setQuery("");
    }
  }

  const activeId = open && shown[active] ? `${listId}-${active}` : undefined;

  return (
    <div className="relative">
      <input
        id={id}
        type="text"
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={activeId}
        aria-describedby={aria["aria-describedby"]}
        autoComplete="off"
        spellCheck={false}
        disabled={disabled}
        placeholder={placeholder}
        className={cn(fieldBaseClasses, "pr-9 pl-3")}
        value={open ? query : (selected?.label ?? "")}
        onFocus={openList}
        onClick={() => !open && openList()}
        onBlur={() => {
          setOpen(false);
          setQuery("");
        }}
        onChange={(e) => {
          setQuery(e.target.value);
          setActive(0);
          if (!open) setOpen(true);
        }}
        onKeyDown={onKeyDown}
      />
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-gray-600"
      />
      <ul
        id={listId}
        ref={listRef}
        role="listbox"
        hidden={!open}
        className="absolute z-40 mt-1 max-h-72 w-full overflow-auto rounded-lg border border-gray-200 bg-white p-1 shadow-xl"
      >
        {shown.map((option, index) => (
          <li
            key={option.value}
            id={`${listId}-${index}`}
            data-index={index}
            role="option"
            aria-selected={option.value === value}
            onMouseDown={(e) => {
              e.preventDefault();
              choose(option);
            }}
            onMouseMove={() => setActive(index)}
            className={cn(
              "relative cursor-pointer rounded-md py-2 pr-3 pl-8 text-sm text-gray-900",
              index === active && "bg-brand-50 text-brand-900",
            )}
          >
            {option.value === value ? <Check aria-hidden="true" className="absolute top-2.5 left-2 size-4" /> : null}
            {option.label}
          </li>
        ))}
        {shown.length === 0 ? <li className="px-3 py-2 text-sm text-gray-600">Nenhum resultado</li> : null}
        {matches.length > shown.length ? (
          <li className="px-3 py-2 text-xs text-gray-600">{`Mostrando ${shown.length} de ${matches.length}: digite para refinar`}</li>
        ) : null}
      </ul>
    </div>
  );
}

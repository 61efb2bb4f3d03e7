import { Check } from "../icons/outline/check.ts";
import { ChevronDown } from "../icons/outline/chevron-down.ts";
import { useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { cn } from "../../lib/cn.ts";
import { fieldBaseClasses } from "./input.tsx";
import { moveActive, pageSize, scrollToShow, visibleRange, type ListGeometry } from "./list-window.ts";

export type ComboboxOption = { value: string; label: string };

/** Rows are 44 px (two lines at most, a comfortable touch target); the list is 320 px tall. */
const GEOMETRY: ListGeometry = { row: 44, view: 320, pad: 4, overscan: 6 };
const PAGE = pageSize(GEOMETRY);

// The layout effect only runs in the browser; the prerender never opens the list.
const useBrowserLayoutEffect = typeof window === "undefined" ? () => {} : useLayoutEffect;

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
 * A searchable select (ARIA 1.2 combobox with a listbox): type to filter, arrows, Page Up/Down
 * and Home/End to move, Enter to choose, Escape to close; every option can be reached by
 * scrolling too. Only the rows in view are rendered, so thousands of options stay fast.
 * Labelled by a <label htmlFor={id}>.
 */
export function Combobox({ id, options, value, onValueChange, disabled, placeholder, ...aria }: Props) {
  const listId = useId();
  const selected = options.find((o) => o.value === value);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState("");
  // The field stays controlled: its text is the query while the list is open and the chosen
  // option's label while it is closed, which only React can switch. Text typed into the
  // server's HTML before the page's scripts ran (hydration leaves the field's text as it is) is
  // taken as the query once they run, so the list opens filtered by it and nothing is lost.
  const inputRef = useRef<HTMLInputElement>(null);
  const [active, setActive] = useState(0);
  const [scrollTop, setScrollTop] = useState(0);
  const listRef = useRef<HTMLDivElement>(null);

  useBrowserLayoutEffect(() => {
    const typed = inputRef.current?.value ?? "";
    if (typed === (selected?.label ?? "")) return;
    setOpen(true);
    setQuery(typed);
    setActive(0);
    setScrollTop(0);
    // Only on the first render in the browser: afterwards React holds the text.
  }, []);

  const matches = useMemo(() => filterOptions(options, query), [options, query]);
  const { start, end } = visibleRange(scrollTop, matches.length, GEOMETRY);

  // The list's scroll position follows the state (keyboard moves, opening at the chosen option),
  // and the page scrolls too if the active option is off screen.
  const reveal = useRef(false);
  useBrowserLayoutEffect(() => {
    const list = listRef.current;
    if (!open || !list) return;
    if (Math.abs(list.scrollTop - scrollTop) > 1) list.scrollTop = scrollTop;
    if (reveal.current) {
      reveal.current = false;
      document.getElementById(`${listId}-${active}`)?.scrollIntoView({ block: "nearest" });
    }
  }, [open, scrollTop, active, listId]);

  function show(index: number, from: number) {
    reveal.current = true;
    setActive(index);
    setScrollTop(scrollToShow(index, from, GEOMETRY));
  }

  function openList() {
    setOpen(true);
    setQuery("");
    const index = Math.max(0, selected ? options.indexOf(selected) : 0);
    // Open with the chosen option in the middle of the view.
    show(index, Math.max(0, GEOMETRY.pad + index * GEOMETRY.row - (GEOMETRY.view - GEOMETRY.row) / 2));
  }

  function close() {
    setOpen(false);
    setQuery("");
  }

  function choose(option: ComboboxOption | undefined) {
    if (!option) return;
    close();
    if (option.value !== value) onValueChange(option.value);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" && !open) {
      event.preventDefault();
      return openList();
    }
    const next = open ? moveActive(event.key, active, matches.length, PAGE) : null;
    if (next !== null) {
      event.preventDefault();
      show(next, listRef.current?.scrollTop ?? scrollTop);
    } else if (event.key === "Enter") {
      if (open) {
        event.preventDefault();
        choose(matches[active]);
      }
    } else if (event.key === "Escape") {
      close();
    }
  }

  // aria-activedescendant only ever names an option that is rendered.
  const activeId = open && active >= start && active < end && matches[active] ? `${listId}-${active}` : undefined;

  return (
    <div className="relative">
      <input
        ref={inputRef}
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
        onBlur={close}
        onChange={(e) => {
          setQuery(e.target.value);
          setActive(0);
          setScrollTop(0);
          if (!open) setOpen(true);
        }}
        onKeyDown={onKeyDown}
      />
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-gray-600"
      />
      {/* The listbox scrolls; the box inside is as tall as all its rows, only some rendered. */}
      <div
        id={listId}
        ref={listRef}
        role="listbox"
        hidden={!open || matches.length === 0}
        onScroll={(e) => setScrollTop(e.currentTarget.scrollTop)}
        // Keeps the focus in the input when the list's scroll bar is used.
        onMouseDown={(e) => e.preventDefault()}
        style={{ maxHeight: GEOMETRY.view }}
        className="absolute z-40 mt-1 w-full overflow-y-auto overscroll-contain rounded-lg border border-gray-200 bg-white shadow-xl"
      >
        <div
          style={{
            paddingTop: GEOMETRY.pad + start * GEOMETRY.row,
            paddingBottom: GEOMETRY.pad + (matches.length - end) * GEOMETRY.row,
          }}
          className="px-1"
        >
          {open
            ? matches.slice(start, end).map((option, offset) => {
                const index = start + offset;
                return (
                  <div
                    key={option.value}
                    id={`${listId}-${index}`}
                    role="option"
                    aria-selected={option.value === value}
                    aria-setsize={matches.length}
                    aria-posinset={index + 1}
                    title={option.label}
                    onMouseDown={(e) => {
                      e.preventDefault();
                      choose(option);
                    }}
                    onMouseMove={() => index !== active && setActive(index)}
                    style={{ height: GEOMETRY.row }}
                    className={cn(
                      "relative flex cursor-pointer items-center rounded-md pr-3 pl-8 text-sm leading-tight text-gray-900",
                      index === active && "bg-brand-50 text-brand-900",
                    )}
                  >
                    {option.value === value ? (
                      <Check aria-hidden="true" className="absolute top-1/2 left-2 size-4 -translate-y-1/2" />
                    ) : null}
                    <span className="line-clamp-2">{option.label}</span>
                  </div>
                );
              })
            : null}
        </div>
      </div>
      {open && matches.length === 0 ? (
        <p
          role="status"
          className="absolute z-40 mt-1 w-full rounded-lg border border-gray-200 bg-white px-3 py-2 text-sm text-gray-600 shadow-xl"
        >
          Nenhum resultado
        </p>
      ) : null}
    </div>
  );
}

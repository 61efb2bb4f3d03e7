// "Buscar veículo": one field that finds any vehicle the catalog holds as the visitor types
// (GET /api/fipe/busca), following the ARIA combobox pattern: the input owns a listbox of
// results, arrows move the active result (aria-activedescendant), Enter opens it, Escape closes
// the list (and clears the field when it is already closed), a live region says how many were
// found. Each result opens the vehicle's own page (a document load: it is rendered on the server).
// The field is the browser's (uncontrolled): React never writes its text, so nothing typed
// before the page's scripts ran is changed by them; what the field holds when they arrive is
// searched for at once.
import { LoaderCircle } from "../../components/icons/outline/loader-circle.ts";
import { Search } from "../../components/icons/outline/search.ts";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { cn } from "../../lib/cn.ts";
import { fieldBaseClasses } from "../../components/ui/input.tsx";
import {
  resultDetail,
  SEARCH_STRINGS,
  type VehicleSearchAnswer,
  type VehicleSearchResult,
} from "../../lib/fipe/search-types.ts";

const DEBOUNCE_MS = 150;
const MIN_LENGTH = 2;

type Status = "idle" | "short" | "loading" | "ready" | "error";

function go(path: string) {
  window.location.assign(path);
}

export function VehicleSearch({
  className,
  linkQuery,
  note,
}: {
  className?: string;
  /** Added to each result's address (a comparison in progress: "comparar=..."). */
  linkQuery?: string;
  /** Said under the field (and to screen readers with it): what picking a vehicle does here. */
  note?: string;
}) {
  const id = useId();
  const noteId = `${id}-nota`;
  const openResult = (path: string) => go(linkQuery ? `${path}?${linkQuery}` : path);
  const inputId = `${id}-busca`;
  const listId = `${id}-resultados`;
  const hintId = `${id}-dica`;
  const [query, setQuery] = useState("");
  const inputRef = useRef<HTMLInputElement>(null);
  const [results, setResults] = useState<VehicleSearchResult[]>([]);
  const [catalogEmpty, setCatalogEmpty] = useState(false);
  const [status, setStatus] = useState<Status>("idle");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listRef = useRef<HTMLUListElement>(null);

  // Text typed before the page's scripts ran (still in the field) is searched for.
  useEffect(() => {
    const typed = inputRef.current?.value ?? "";
    if (typed) setQuery(typed);
  }, []);

  useEffect(() => {
    const q = query.trim();
    if (q.length < MIN_LENGTH) {
      setResults([]);
      setStatus(q ? "short" : "idle");
      return;
    }
    setStatus("loading");
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const response = await fetch(`/api/fipe/busca?q=${encodeURIComponent(q)}`, { signal: controller.signal });
        if (!response.ok) throw new Error(`status ${response.status}`);
        const answer = (await response.json()) as VehicleSearchAnswer;
        setResults(answer.results);
        setCatalogEmpty(answer.catalogEmpty === true);
        setActive(-1);
        setStatus("ready");
      } catch (error) {
        if ((error as Error).name === "AbortError") return;
        setResults([]);
        setStatus("error");
      }
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);

  useEffect(() => {
    if (active < 0) return;
    listRef.current?.querySelector(`[data-index="${active}"]`)?.scrollIntoView({ block: "nearest" });
  }, [active]);

  const expanded = open && status === "ready" && results.length > 0;
  const message =
    status === "loading"
      ? SEARCH_STRINGS.loading
      : status === "error"
        ? SEARCH_STRINGS.error
        : status === "short"
          ? SEARCH_STRINGS.minLength
          : status === "ready"
            ? results.length
              ? SEARCH_STRINGS.count(results.length)
              : catalogEmpty
                ? SEARCH_STRINGS.catalogLoading
                : SEARCH_STRINGS.none(query.trim())
            : "";

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case "ArrowDown":
        event.preventDefault();
        if (!results.length) return;
        setOpen(true);
        setActive((i) => (!expanded || i >= results.length - 1 ? 0 : i + 1));
        return;
      case "ArrowUp":
        event.preventDefault();
        if (!results.length) return;
        setOpen(true);
        setActive((i) => (!expanded || i <= 0 ? results.length - 1 : i - 1));
        return;
      case "Enter": {
        const chosen = expanded ? results[active >= 0 ? active : 0] : undefined;
        if (chosen) {
          event.preventDefault();
          openResult(chosen.path);
        }
        return;
      }
      case "Escape":
        if (expanded) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        } else if (event.currentTarget.value) {
          event.preventDefault();
          event.currentTarget.value = "";
          setQuery("");
        }
        return;
    }
  }

  return (
    <div className={cn("relative", className)} role="search">
      <label htmlFor={inputId} className="mb-1.5 block text-sm font-semibold text-gray-800">
        {SEARCH_STRINGS.label}
      </label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2 text-gray-500"
        />
        <input
          ref={inputRef}
          id={inputId}
          type="search"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-describedby={note ? `${hintId} ${noteId}` : hintId}
          aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
          placeholder={SEARCH_STRINGS.placeholder}
          maxLength={100}
          onChange={(e) => {
            setQuery(e.target.value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
          className={cn(fieldBaseClasses, "pl-10 pr-10")}
        />
        {status === "loading" ? (
          <LoaderCircle
            aria-hidden="true"
            className="absolute right-3 top-1/2 size-5 -translate-y-1/2 animate-spin text-gray-500"
          />
        ) : null}
      </div>
      <p id={hintId} className="mt-1.5 text-sm text-gray-600">
        {SEARCH_STRINGS.hint}
      </p>
      {note ? (
        <p id={noteId} className="mt-1 text-sm font-medium text-brand-800">
          {note}
        </p>
      ) : null}
      <p role="status" aria-live="polite" className="sr-only">
        {message}
      </p>
      {status === "ready" && !results.length && query.trim() ? (
        <p className="mt-1 text-sm text-gray-700">{message}</p>
      ) : null}
      {status === "error" ? <p className="mt-1 text-sm text-red-800">{message}</p> : null}
      <ul
        id={listId}
        ref={listRef}
        role="listbox"
        aria-label={SEARCH_STRINGS.label}
        hidden={!expanded}
        className="absolute z-20 mt-1 max-h-96 w-full overflow-auto rounded-lg border border-gray-200 bg-white py-1 shadow-lg"
      >
        {results.map((r, i) => (
          <li
            key={r.path}
            id={`${listId}-${i}`}
            data-index={i}
            role="option"
            aria-selected={i === active}
            // Keeps the focus in the field (a click would blur it and close the list first).
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => openResult(r.path)}
            onMouseMove={() => setActive(i)}
            className={cn(
              "cursor-pointer px-3 py-2 min-h-11",
              i === active ? "bg-brand-50 text-brand-900" : "text-gray-900",
            )}
          >
            <span className="block font-semibold">
              {r.marca.nome} {r.modelo.nome}
            </span>
            <span className="block text-sm text-gray-700">{resultDetail(r)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

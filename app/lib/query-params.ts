// Calculator inputs live in the URL query so a result can be shared and reloaded.
import { useCallback } from "react";
import { useSearchParams } from "react-router";

/**
 * A finite number from the query, or undefined: "1234.56" → 1234.56 as the page writes it, and
 * the field's own display as a form posted before JavaScript sends it ("R$ 1.234,56" → 1234.56,
 * "1,99" → 1.99).
 */
export function numberParam(params: URLSearchParams, name: string): number | undefined {
  const raw = params.get(name)?.trim();
  if (raw === undefined || raw === "") return undefined;
  const text = /^-?\d+(\.\d+)?$/.test(raw) ? raw : raw.replace(/[^\d,-]/g, "").replace(",", ".");
  if (text === "" || text === "-") return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? value : undefined;
}

/** A value from the query when it is one of `allowed`. */
export function enumParam<T extends string>(
  params: URLSearchParams,
  name: string,
  allowed: readonly T[],
): T | undefined {
  const raw = params.get(name);
  return allowed.find((v) => v === raw);
}

/** Writes the calculator's inputs to the query without a new history entry or a scroll jump. */
export function useQueryWriter() {
  const [, setSearchParams] = useSearchParams();
  return useCallback(
    (values: Record<string, string | number | undefined>) => {
      const next = new URLSearchParams();
      for (const [key, value] of Object.entries(values)) {
        if (value !== undefined && value !== "") next.set(key, String(value));
      }
      setSearchParams(next, { replace: true, preventScrollReset: true });
    },
    [setSearchParams],
  );
}

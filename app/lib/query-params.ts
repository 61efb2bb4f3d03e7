// Calculator inputs live in the URL query so a result can be shared and reloaded.
import { useCallback } from "react";
import { useSearchParams } from "react-router";

/** A finite number from the query, or undefined ("1234.56" → 1234.56). */
export function numberParam(params: URLSearchParams, name: string): number | undefined {
  const raw = params.get(name);
  if (raw === null || raw.trim() === "") return undefined;
  const value = Number(raw);
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

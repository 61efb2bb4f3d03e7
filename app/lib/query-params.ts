// Calculator inputs live in the URL query so a result can be shared and reloaded.
import { useCallback, useState } from "react";
import { useSearchParams, type ShouldRevalidateFunction } from "react-router";
import { parseAmount, type AmountKind } from "./parse-amount.ts";

/**
 * A finite number from the query, or undefined, read with the fields' own parser
 * (`parseAmount`): what the page writes ("80000.00", "1.99") and what a form posted before
 * JavaScript sends as the person typed it ("R$ 80.000", "20.000", "1,99") mean the same amount.
 * `kind` is "percent" for rates, where a single dot is a decimal point ("1.999" is 1,999 %).
 * Text that could mean two amounts ("80,000": 80 or 80.000) is no amount here, so a share URL
 * never computes either silently; the forms ask about it (`readAmountText`).
 */
export function numberParam(params: URLSearchParams, name: string, kind: AmountKind = "grouped"): number | undefined {
  const raw = params.get(name);
  if (raw === null) return undefined;
  return parseAmount(raw, kind) ?? undefined;
}

/**
 * A number as the page writes it into a query, read back exactly by `numberParam`: String(n),
 * except that a dot followed by exactly three digits gets a trailing zero ("1.2340"), so it is
 * not taken for a thousands separator.
 */
export function queryNumber(n: number): string {
  const text = String(n);
  return /\.\d{3}$/.test(text) ? `${text}0` : text;
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
        if (value !== undefined && value !== "") next.set(key, typeof value === "number" ? queryNumber(value) : value);
      }
      setSearchParams(next, { replace: true, preventScrollReset: true });
    },
    [setSearchParams],
  );
}

/**
 * A calculator's share URL: what `read` takes from the address, once, for the first render (a
 * shared link, or the form sent before JavaScript, shows its inputs and result at once, on the
 * server as in the browser); the address's parameters; the writer that puts new inputs back.
 */
export function useShareUrl<T>(read: (params: URLSearchParams) => T) {
  const [params] = useSearchParams();
  const [shared] = useState(() => read(params));
  return { shared, params, writeQuery: useQueryWriter() };
}

/**
 * A calculator page's `shouldRevalidate`: the query the calculator writes as it computes (a
 * share URL) is not a new page, so its loader does not run again (what it needs afterwards, a
 * state's fuel prices, comes from the JSON endpoint), and the calculator also works offline from
 * the service worker's copy.
 */
export const keepLoaderData: ShouldRevalidateFunction = () => false;

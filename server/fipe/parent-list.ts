// A FIPE code is only worth an upstream call when the list it comes from contains it: brand
// codes are in the type's brand list, model codes in the brand's model list, year codes in the
// model's year list. Those lists are cached for a day, so a made-up code is answered 404 from
// the cache, without spending an upstream call (or the daily budget) on it.
import type { FipeOption } from "#app/lib/fipe/fipe-types.ts";
import { parseFipePath, type FipeRequest } from "./paths.ts";

/** The list a request's last code must appear in, and that code; null for the brand list. */
export function parentOf(request: FipeRequest): { parent: FipeRequest; code: string } | null {
  if (request.kind === "brands") return null;
  const parts = request.path.split("/");
  // models ".../marcas/59/modelos": ".../marcas" must list 59; years ".../modelos/5940/anos":
  // ".../modelos" must list 5940; price ".../anos/2014-3": ".../anos" must list 2014-3.
  const [parentParts, code] =
    request.kind === "price" ? [parts.slice(0, -1), parts.at(-1)!] : [parts.slice(0, -2), parts.at(-2)!];
  const parent = parseFipePath(parentParts.join("/"));
  if (!parent) throw new TypeError(`no parent list for ${request.path}`);
  return { parent, code };
}

/** Whether a (normalized) list answer names the code. */
export function listContains(body: unknown, code: string): boolean {
  return Array.isArray(body) && (body as FipeOption[]).some((option) => String(option?.codigo) === code);
}

// What a page rendered on request reads from its address, as the schema of its routes: the
// pattern's path parameters, and the query parameters the page reads (query-keys.ts). Other
// query parameters are dropped from the parsed query; the render reads its canonical address
// (canonicalUrl), which keeps only the listed ones anyway.
import { z } from "zod";
import { pathSegment, queryValue } from "../validation/fields.ts";
import { QUERY_PARAMS, DATA_ROUTES_PARAM } from "./query-keys.ts";

/** The largest form a page takes (a few short fields: contact, sign-in, newsletter, alerts). */
export const FORM_BODY_LIMIT = 32 * 1024;

/** The `:name` parameters of a Fastify pattern ("/fipe/:tipo/:marca" -> tipo, marca). */
export function patternParams(pattern: string): string[] {
  return [...pattern.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1]!);
}

/** The schema of a page's GET (or its `.data` request, which also carries React Router's `_routes`). */
export function pageSchema(pattern: string, kind: string, { data = false } = {}) {
  const names = [...(QUERY_PARAMS[kind] ?? []), ...(data ? [DATA_ROUTES_PARAM] : [])];
  const querystring = z.object(Object.fromEntries(names.map((name) => [name, queryValue.optional()])));
  const params = patternParams(pattern);
  if (!params.length) return { querystring };
  return { params: z.object(Object.fromEntries(params.map((name) => [name, pathSegment]))), querystring };
}

/**
 * The schema of a page's form post: the address's as for GET, and the body as the form sent it
 * (the urlencoded text its action reads; none for any other kind of body, which the route
 * answers 415). The action checks the fields with the form's own schema and, without
 * JavaScript, answers the page with its messages: a field refused here would lose them.
 */
export function formPostSchema(pattern: string, kind: string) {
  return { ...pageSchema(pattern, kind), body: z.string().max(FORM_BODY_LIMIT).nullish() };
}

// Schema pieces many routes share. Query values arrive as Fastify's query parser gives them:
// a string, or an array of strings when a name repeats.
import { z } from "zod";

/** A route that reads no query parameter: any it gets is dropped before the handler. */
export const noQuery = z.object({});

/** One query parameter's value as it arrives (repeated: an array). */
export const queryValue = z.union([z.string(), z.array(z.string())]);

/**
 * A path parameter as it arrives. A route whose unknown addresses are the site's 404 page reads
 * what the segment names with a transform of it (null: nothing), so a bad segment is its 404
 * page, not a 400; the pages' own parameters are read by their loaders.
 */
export const pathSegment = z.string();

/** A signed link's token, from the address or the form (trimmed; empty when absent). */
export const linkToken = z
  .string()
  .max(2048)
  .optional()
  .transform((value) => value?.trim() ?? "");

/** A link's token in the address (the List-Unsubscribe URL, the pages' forms). */
export const tokenQuery = z.object({ token: linkToken });

/**
 * What a link's page form or a mail client's one-click post sends: the token fields `shape`
 * names (when not in the address) and `List-Unsubscribe=One-Click` (RFC 8058). No body reads as
 * an empty form.
 */
export function linkForm<S extends Record<string, typeof linkToken>>(shape: S) {
  const form = z.object({ ...shape, "List-Unsubscribe": z.string().max(64).optional() });
  return form.nullish().transform((body) => body ?? form.parse({}));
}

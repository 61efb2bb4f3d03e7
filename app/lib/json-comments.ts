// `$comment` in the site's data files (the IPVA and licensing years): the team's record of what
// was read, searched and decided, for whoever updates the file (JSON Schema's keyword for notes
// to maintainers). Never shown: pages get the data without them, and the client build drops
// them from every JSON file it bundles (vite.config.ts).

export const COMMENT_KEY = "$comment";

/** A copy of `value` without any `$comment` property, at any depth. */
export function withoutComments<T>(value: T): T {
  return JSON.parse(JSON.stringify(value), (key, inner: unknown) => (key === COMMENT_KEY ? undefined : inner)) as T;
}

// Request bodies in JSON no deeper than MAX_JSON_DEPTH: a body of 15,000 nested arrays parses
// fine but makes every recursive step after it (schemas, the database driver) overflow the
// stack, answered as a database failure. Here it is a 400 before any route sees it, in the
// route's own error shape (an error with statusCode 400, like a malformed JSON body).
import type { FastifyInstance } from "fastify";

/** No form or API of the site nests deeper than a few levels. */
export const MAX_JSON_DEPTH = 32;

/** Whether the value nests objects or arrays more than `max` levels (walked without recursion). */
export function nestedDeeperThan(value: unknown, max: number): boolean {
  const stack: Array<[unknown, number]> = [[value, 1]];
  while (stack.length) {
    const [node, depth] = stack.pop()!;
    if (node === null || typeof node !== "object") continue;
    if (depth > max) return true;
    for (const child of Object.values(node))
      if (child !== null && typeof child === "object") stack.push([child, depth + 1]);
  }
  return false;
}

/** Fastify's own JSON parser (prototype poisoning refused as before), then the depth check. */
export function installJsonDepthLimit(app: FastifyInstance, max = MAX_JSON_DEPTH) {
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    parseJson(request, String(body), (error: Error | null, value?: unknown) => {
      if (error) return done(error, undefined);
      if (nestedDeeperThan(value, max)) {
        return done(
          Object.assign(new Error(`JSON nested more than ${max} levels deep`), { statusCode: 400 }),
          undefined,
        );
      }
      done(null, value);
    });
  });
}

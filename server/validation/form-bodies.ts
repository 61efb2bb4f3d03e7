// The bodies a plain HTML form posts (application/x-www-form-urlencoded) and the other encoding
// RFC 8058 allows for a one-click unsubscribe (multipart/form-data), read into a record of
// fields (@fastify/formbody, @fastify/multipart) for the route's schema. For routes whose forms
// carry a few short fields (a token, a flag): no files, a few fields, each at most `bodyLimit`.
import formbody from "@fastify/formbody";
import multipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";

const MAX_FIELDS = 10;

/** Registers both parsers on `app`'s routes (call inside the routes' own plugin). */
export async function registerFormBodies(app: FastifyInstance, { bodyLimit }: { bodyLimit: number }) {
  await app.register(formbody, { bodyLimit });
  await app.register(multipart, {
    attachFieldsToBody: "keyValues",
    limits: { files: 0, fields: MAX_FIELDS, parts: MAX_FIELDS, fieldSize: bodyLimit, headerPairs: 20 },
  });
}

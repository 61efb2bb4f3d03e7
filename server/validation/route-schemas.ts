// Every route declares a zod schema for what it reads (params, query, body): Fastify validates
// the request against it before the handler runs (fastify-type-provider-zod's compiler), and the
// handler receives the parsed values, typed. A route registered without a schema stops the
// server at start (`installRouteSchemas`'s onRoute hook), so a new route cannot skip it.
//
// A request that fails its schema is a FST_ERR_VALIDATION error (400): it is answered with the
// route's own bad-request body (`config.invalidRequest`, in the shape of the route's other
// answers) or its domain's, always pt-BR, never the validator's words.
//
// A route may also describe its answers (`schema.response`, by status code; answers.ts holds the
// shared pieces): a JSON answer with a status it names is checked against that schema and
// written from it (fastify-type-provider-zod's serializer: keys the schema does not name are
// left out, an answer that does not fit is a server error, never sent half right). The OpenAPI
// document is built from these schemas (openapi.ts).
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";

declare module "fastify" {
  interface FastifyContextConfig {
    /** The JSON body of this route's 400 for a request that fails its schema. */
    invalidRequest?: Record<string, unknown>;
  }
}

/** The answer of a route that names no bad-request body of its own, nor its domain. */
const INVALID_REQUEST = { code: "invalid_request", message: "Pedido inválido." };

/**
 * Installs the zod validator and serializer on the root instance, the check that every route
 * declares a schema, and the root's answer to a request that fails one. Call before any route
 * is added.
 */
export function installRouteSchemas(app: FastifyInstance) {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook("onRoute", (route) => {
    if (!route.schema) throw new Error(`${String(route.method)} ${route.url} declares no schema`);
  });
  app.setErrorHandler((error, request, reply) => {
    if (failedSchema(error)) return sendInvalidRequest(request, reply, INVALID_REQUEST);
    throw error;
  });
}

/** Whether `error` is a request that failed its route's schema. */
export function failedSchema(error: unknown): boolean {
  return (error as FastifyError | undefined)?.code === "FST_ERR_VALIDATION";
}

/** Answers a request that failed its schema: the route's own body, else the domain's `fallback`. */
export function sendInvalidRequest(request: FastifyRequest, reply: FastifyReply, fallback: Record<string, unknown>) {
  return reply
    .code(400)
    .header("Cache-Control", "no-store")
    .send(request.routeOptions.config.invalidRequest ?? fallback);
}

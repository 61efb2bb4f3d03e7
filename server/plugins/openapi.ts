// GET /api/openapi.json: the public API's OpenAPI document, built from the routes' own schemas
// (server/validation/openapi.ts). Registered after the domains' plugins: the document lists the
// routes they added. It changes only with a new release: kept an hour.
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { noQuery } from "../validation/fields.ts";
import { PUBLIC_OPENAPI_PATH, openApiJson } from "../validation/openapi.ts";

async function openApiPlugin(app: FastifyInstance) {
  app.get(PUBLIC_OPENAPI_PATH, { schema: { querystring: noQuery } }, async (_request, reply) =>
    reply
      .header("Content-Type", "application/json; charset=utf-8")
      .header("Cache-Control", "public, max-age=3600")
      .send(openApiJson(app, "public")),
  );
}

export default fp(openApiPlugin, { name: "openapi" });

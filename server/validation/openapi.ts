// The OpenAPI 3.1 document of the site's API, built from the routes' own schemas: @fastify/swagger
// collects every route as it is added and fastify-type-provider-zod's transform turns its zod
// schemas (path, query, body, answers) into JSON Schema. A route is in the document when its
// schema names a tag (with a summary in English): the public endpoints' tags below. The
// console's routes (tag Console, behind the admin session) are left out of the public document
// (GET /api/openapi.json) and listed in the full one, served to admins only
// (GET /api/admin/openapi.json). Pages, images, sitemaps, the forms' PostgREST inserts
// (/rest/v1) and the accounts' endpoints (/api/auth/*, better-auth's own) name no tag: not listed.
import swagger from "@fastify/swagger";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";

/** The document's sections; a route's `schema.tags` names one. */
export const API_TAGS = {
  fipe: "FIPE",
  publicData: "Public data",
  subscriptions: "Subscriptions",
  health: "Health",
  console: "Console",
} as const;

const TAG_DESCRIPTIONS: Record<(typeof API_TAGS)[keyof typeof API_TAGS], string> = {
  FIPE: "The FIPE table (Fundação Instituto de Pesquisas Econômicas' vehicle prices): lists, prices, history, search",
  "Public data": "ANP fuel prices and the Banco Central's vehicle loan rate, as the site's calculators read them",
  Subscriptions: "Price alerts, IPVA and licensing reminders, newsletter links: each confirmed by e-mail",
  Health: "Whether the server and its dependencies answer",
  Console: "The operator console's data: an admin's session cookie, same origin only",
};

export const PUBLIC_OPENAPI_PATH = "/api/openapi.json";

const DESCRIPTION = [
  "The JSON endpoints of Carro em Conta, a site in Brazilian Portuguese for drivers in Brazil.",
  "Data (vehicle names, months, messages meant for people) is in pt-BR; amounts are FIPE's own text",
  '("R$ 106.138,00") or numbers in reais. Refusals are JSON with a pt-BR `message`.',
  "Limits, caching and examples: docs/api.md in the repository.",
].join(" ");

/**
 * Registers @fastify/swagger on the root (its onRoute hook must see every route: call it before
 * any route is added). `siteUrl` is the document's server.
 */
export async function installOpenApi(app: FastifyInstance, { siteUrl }: { siteUrl: string }) {
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: { title: "Carro em Conta API", version: "1.0.0", description: DESCRIPTION },
      servers: [{ url: siteUrl }],
      tags: Object.entries(TAG_DESCRIPTIONS).map(([name, description]) => ({ name, description })),
    },
    hideUntagged: true,
    // Untagged routes (pages and files) are left out before their schemas are converted.
    transform: (document) =>
      document.schema?.tags?.length ? jsonSchemaTransform(document) : { schema: { hide: true }, url: document.url },
  });
}

type Operation = { tags?: string[] };
type Document = { paths?: Record<string, Record<string, Operation>>; tags?: Array<{ name: string }> };

/** The full document without the console's operations (and its tag). */
export function publicDocument(full: Document): Document {
  const isConsole = (operation: Operation) => operation.tags?.includes(API_TAGS.console) ?? false;
  const paths: NonNullable<Document["paths"]> = {};
  for (const [path, operations] of Object.entries(full.paths ?? {})) {
    const kept = Object.fromEntries(Object.entries(operations).filter(([, operation]) => !isConsole(operation)));
    if (Object.keys(kept).length) paths[path] = kept;
  }
  return { ...full, paths, tags: full.tags?.filter((tag) => tag.name !== API_TAGS.console) };
}

const documents = new WeakMap<FastifyInstance, { public: string; full: string }>();

/** The public or the full document as JSON text, built once per server (the routes are fixed once it runs). */
export function openApiJson(app: FastifyInstance, which: "public" | "full"): string {
  let built = documents.get(app);
  if (!built) {
    const full = app.swagger() as Document;
    built = { public: JSON.stringify(publicDocument(full)), full: JSON.stringify(full) };
    documents.set(app, built);
  }
  return built[which];
}

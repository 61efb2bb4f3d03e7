// Stands in for React Router's server build in server tests (which run before any build), for
// one route module: React Router's own static handler runs the module's loader and action with
// the load context the server gives (its services), a redirect they throw is the answer as it
// is, and otherwise the page is rendered to HTML with the status and the headers its `headers`
// export chooses, as the build's request handler would.
import type { ComponentType } from "react";
import { renderToString } from "react-dom/server";
import {
  StaticRouterProvider,
  createStaticHandler,
  createStaticRouter,
  useActionData,
  useLoaderData,
  useParams,
  type ActionFunction,
  type LoaderFunction,
} from "react-router";
import type { RenderRequest } from "#server/ssr/server-build.ts";

type HeadersArgs = { loaderHeaders: Headers; actionHeaders: Headers };

/** The parts of a route module the stand-in runs (a framework route's exports). */
export type RouteModuleParts = {
  loader?: (args: never) => unknown;
  action?: (args: never) => unknown;
  headers?: (args: never) => HeadersInit;
  default: ComponentType<never>;
};

/**
 * A render for `path` (React Router's pattern) by `module`, under `layout` (the layout route the
 * route table nests it in, e.g. app/routes/auth-layout.tsx and its auth provider), as the server
 * would render it.
 */
export function routeStandIn(
  path: string,
  module: RouteModuleParts,
  { layout: Layout }: { layout?: ComponentType } = {},
): RenderRequest {
  const Page = module.default as unknown as ComponentType<Record<string, unknown>>;
  function Route() {
    return <Page loaderData={useLoaderData()} actionData={useActionData()} params={useParams()} matches={[]} />;
  }
  const page = {
    id: "page",
    path,
    loader: module.loader as unknown as LoaderFunction | undefined,
    action: module.action as unknown as ActionFunction | undefined,
    element: <Route />,
  };
  const routes = Layout ? [{ id: "layout", element: <Layout />, children: [page] }] : [page];
  const handler = createStaticHandler(routes);
  return async (request, context) => {
    const result = await handler.query(request, { requestContext: context });
    if (result instanceof Response) return result;
    const loaderHeaders = new Headers(result.loaderHeaders.page);
    const actionHeaders = new Headers(result.actionHeaders.page);
    const chosen = module.headers
      ? (module.headers as unknown as (args: HeadersArgs) => HeadersInit)({ loaderHeaders, actionHeaders })
      : loaderHeaders;
    const headers = new Headers(chosen);
    headers.set("Content-Type", "text/html; charset=utf-8");
    if (result.errors) return new Response(JSON.stringify(result.errors), { status: 500, headers });
    const router = createStaticRouter(handler.dataRoutes, result);
    const html = renderToString(<StaticRouterProvider router={router} context={result} hydrate={false} />);
    return new Response(`<!DOCTYPE html>${html}`, { status: result.statusCode, headers });
  };
}

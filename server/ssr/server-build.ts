// React Router's server build (build/server/index.js, written by `react-router build` beside
// the client files): the route modules, their loaders and actions, and the request handler.
// The handler comes from the build itself (app/entry.server.tsx exports React Router's
// createRequestHandler), so the code that runs the routes and the code that renders them are
// one copy of React Router.
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { AppLoadContext, ServerBuild } from "react-router";

export type RenderRequest = (request: Request, context: AppLoadContext) => Promise<Response>;

type EntryWithHandler = {
  createRequestHandler?: (build: ServerBuild, mode?: string) => RenderRequest;
};

/** The server build's path for a client build folder (build/client → build/server/index.js). */
export function serverBuildPath(clientDir: string): string {
  return resolve(clientDir, "..", "server", "index.js");
}

/** The request handler of the server build beside `clientDir`; null when there is none. */
export async function loadServerBuild(clientDir: string): Promise<RenderRequest | null> {
  const path = serverBuildPath(clientDir);
  if (!existsSync(path)) return null;
  const build = (await import(pathToFileURL(path).href)) as ServerBuild;
  const entry = build.entry.module as EntryWithHandler;
  if (typeof entry.createRequestHandler !== "function") {
    throw new Error(`${join(path)}: its entry.server does not export createRequestHandler`);
  }
  return entry.createRequestHandler(build, "production");
}

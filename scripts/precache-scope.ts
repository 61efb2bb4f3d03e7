// What the service worker precaches for every visitor: the build's assets minus those only the
// operator's pages use (the sign-in page, the first-admin set-up and the console, all under the
// auth layout route). A visitor never opens those; precaching them cost every visitor's first
// visit their download. Read from React Router's client manifest (build/client/assets/manifest-*.js),
// which lists each route's module, the chunks it imports and its styles.
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";

type ManifestEntry = { module: string; imports?: string[]; css?: string[] };
type ManifestRoute = ManifestEntry & {
  id: string;
  parentId?: string;
  clientActionModule?: string;
  clientLoaderModule?: string;
};
export type ClientManifest = { entry: ManifestEntry; routes: Record<string, ManifestRoute> };

/** The layout route every operator page sits under (app/routes.ts). */
export const OPERATOR_LAYOUT_ROUTE = "routes/auth-layout";

function filesOf(entry: ManifestEntry & Partial<ManifestRoute>): string[] {
  return [
    entry.module,
    entry.clientActionModule,
    entry.clientLoaderModule,
    ...(entry.imports ?? []),
    ...(entry.css ?? []),
  ].filter((f): f is string => typeof f === "string");
}

/** Is this route the operator layout or under it? */
export function isOperatorRoute(manifest: ClientManifest, id: string): boolean {
  for (let route = manifest.routes[id]; route; route = route.parentId ? manifest.routes[route.parentId] : undefined) {
    if (route.id === OPERATOR_LAYOUT_ROUTE) return true;
  }
  return false;
}

/** The asset URLs only operator routes use (none that the entry or a visitor's route needs). */
export function operatorOnlyAssets(manifest: ClientManifest): Set<string> {
  const visitor = new Set(filesOf(manifest.entry));
  const operator = new Set<string>();
  for (const route of Object.values(manifest.routes)) {
    for (const file of filesOf(route)) (isOperatorRoute(manifest, route.id) ? operator : visitor).add(file);
  }
  return new Set([...operator].filter((file) => !visitor.has(file)));
}

/** The client manifest of a build (its file under assets/). */
export function readClientManifest(clientDir: string): ClientManifest {
  const name = readdirSync(join(clientDir, "assets")).find((f) => /^manifest-[\w-]+\.js$/.test(f));
  if (!name) throw new Error("React Router's client manifest (assets/manifest-*.js) is not in the build.");
  const source = readFileSync(join(clientDir, "assets", name), "utf8");
  const json = source.slice(source.indexOf("{"), source.lastIndexOf("}") + 1);
  return JSON.parse(json) as ClientManifest;
}

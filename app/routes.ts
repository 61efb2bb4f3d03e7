import { type RouteConfig, type RouteConfigEntry, index, layout, route } from "@react-router/dev/routes";
import { ROUTES, type RouteEntry } from "./lib/routes-table.ts";

/**
 * React Router's routes, from the one route table (app/lib/routes-table.ts), in its order; the
 * routes that share layouts are nested in one layout route each, as the table lists them.
 */
export function routeConfig(entries: readonly RouteEntry[] = ROUTES): RouteConfigEntry[] {
  const top: RouteConfigEntry[] = [];
  for (const entry of entries) {
    let children = top;
    for (const file of entry.layouts ?? []) {
      const last = children.at(-1);
      if (last && last.file === file && !last.path && !last.index && last.children) {
        children = last.children;
      } else {
        const nested = layout(file, []);
        children.push(nested);
        children = nested.children!;
      }
    }
    const options = entry.id ? { id: entry.id } : {};
    children.push(entry.index ? index(entry.file, options) : route(entry.path, entry.file, options));
  }
  return top;
}

export default routeConfig() satisfies RouteConfig;

// The catalog's brand and model pages' loaders answer alike (app/routes/fipe-marca.tsx,
// fipe-modelo.tsx); server-side only: React Router leaves loaders out of the browser's build.
import { data, redirect } from "react-router";

/**
 * A brand or model page loader's answer for the page the catalog returned: 404 when it holds no
 * such page, 301 to the page's canonical address when asked under another spelling (codes alone,
 * an old slug), else the page, cached for 10 minutes (the route's `headers` passes that on).
 */
export function catalogPageAnswer<T extends { path: string }>(page: T | null, request: Request) {
  if (!page) throw data(null, { status: 404 });
  const url = new URL(request.url);
  if (url.pathname !== page.path) throw redirect(`${page.path}${url.search}`, 301);
  return data<T>(page, { headers: { "Cache-Control": "public, max-age=600" } });
}

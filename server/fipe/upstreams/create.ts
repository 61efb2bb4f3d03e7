// Builds the adapter for one configured upstream ("kind:url").
import type { HttpDeps } from "./http.ts";
import { createSiteUpstream } from "./site.ts";
import type { FipeUpstream, UpstreamKind } from "./types.ts";
import { createV1Upstream } from "./v1.ts";
import { createV2Upstream } from "./v2.ts";

export type UpstreamSpec = { kind: UpstreamKind; url: string };

export function createUpstream(spec: UpstreamSpec, id: string, http: HttpDeps, token?: string): FipeUpstream {
  switch (spec.kind) {
    case "v1":
      return createV1Upstream({ id, url: spec.url, token, http });
    case "v2":
      return createV2Upstream({ id, url: spec.url, token, http });
    case "site":
      // The site takes no token (FIPE_API_TOKEN is the parallelum API's).
      return createSiteUpstream({ id, url: spec.url, http });
  }
}

/** Names in the list: the kind, with "-2", "-3"... for repeats ("v1", "v2", "site", "v1-2"). */
export function upstreamIds(specs: UpstreamSpec[]): string[] {
  const seen = new Map<string, number>();
  return specs.map(({ kind }) => {
    const n = (seen.get(kind) ?? 0) + 1;
    seen.set(kind, n);
    return n === 1 ? kind : `${kind}-${n}`;
  });
}

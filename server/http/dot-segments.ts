// Paths no route may see: a "." or ".." segment names no page, and a router or a URL parser
// that resolved it would answer another page (or a file) under this address. The http plugin
// answers them 404 before any route.

/**
 * Whether the address's path has a "." or ".." segment, as typed or percent-encoded
 * ("/fipe/../package.json", "/fipe/%2e%2e/package.json").
 */
export function hasDotSegment(url: string): boolean {
  const path = url.split("?")[0] ?? "";
  return path.split("/").some((segment) => /^(?:\.|%2e){1,2}$/i.test(segment));
}

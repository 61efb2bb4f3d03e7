import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { htmlJavaScript, pageJavaScript, scriptsOf } from "./page-javascript.ts";

describe("page-javascript", () => {
  it("finds the modules React Router preloads and its boot script imports, once each, and no other file", () => {
    const html =
      '<head><link rel="stylesheet" href="/assets/root.css"/><link rel="modulepreload" href="/assets/manifest-1.js"/>' +
      '<link rel="modulepreload" href="/assets/framework-2.js"/></head><body><script>window.x = "/assets/inline.js";</script>' +
      '<script type="module" async="">import "/assets/manifest-1.js";\nimport * as route0 from "/assets/root-3.js";\n' +
      'import("/assets/entry.client-4.js");</script></body>';
    expect(scriptsOf(html)).toEqual([
      "/assets/manifest-1.js",
      "/assets/framework-2.js",
      "/assets/root-3.js",
      "/assets/entry.client-4.js",
    ]);
  });

  it("adds up the gzip sizes of a page's modules, for / and for a page in its folder", () => {
    const client = mkdtempSync(join(tmpdir(), "cec-pagejs-"));
    mkdirSync(join(client, "assets"));
    mkdirSync(join(client, "fipe"));
    const a = "export const a = 1;\n".repeat(200);
    const b = "export const b = 'x';\n".repeat(50);
    writeFileSync(join(client, "assets", "a.js"), a);
    writeFileSync(join(client, "assets", "b.js"), b);
    const page = '<script type="module" async="">await import("/assets/a.js");import("/assets/b.js");</script>';
    writeFileSync(join(client, "index.html"), page);
    writeFileSync(join(client, "fipe", "index.html"), page.replace('import("/assets/b.js");', ""));
    const kb = (text: string) => gzipSync(text, { level: 9 }).length / 1024;

    const home = pageJavaScript(client, "/");
    expect(home.scripts).toEqual(["/assets/a.js", "/assets/b.js"]);
    expect(home.kb).toBeCloseTo(kb(a) + kb(b), 10);
    expect(pageJavaScript(client, "/fipe").kb).toBeCloseTo(kb(a), 10);
    // A page rendered on request: its HTML as the server answered it.
    expect(htmlJavaScript(client, page).kb).toBeCloseTo(kb(a) + kb(b), 10);
  });
});

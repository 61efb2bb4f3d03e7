import { describe, expect, it } from "vitest";
import { inlineStylesheets } from "./inline-css.ts";

describe("inlineStylesheets", () => {
  it("puts the stylesheet's text before its link, which stays (for hydration) but disabled", () => {
    const html =
      '<head><link rel="icon" href="/favicon.svg"/><link rel="stylesheet" href="/assets/root-1.css"/></head>';
    const out = inlineStylesheets(html, (href) => (href === "/assets/root-1.css" ? "body{color:red}" : ""));
    expect(out).toBe(
      '<head><link rel="icon" href="/favicon.svg"/><style>body{color:red}</style>' +
        '<link rel="stylesheet" href="/assets/root-1.css" disabled=""/></head>',
    );
    // Running it again changes nothing (postbuild may run twice).
    expect(inlineStylesheets(out, () => "x")).toBe(out);
  });

  it("refuses a stylesheet that would close the <style> element", () => {
    const html = '<link rel="stylesheet" href="/assets/a.css"/>';
    expect(() => inlineStylesheets(html, () => 'a::after{content:"</style>"}')).toThrow(/cannot inline/);
  });
});

describe("React Router's stylesheet link", () => {
  it("is the shape inlineStylesheets recognises, as <Links/> renders it", async () => {
    const { renderToStaticMarkup } = await import("react-dom/server");
    const { createElement } = await import("react");
    // <Links/> renders each route's `links()` descriptor as a <link> with its props as given.
    const html = renderToStaticMarkup(createElement("link", { rel: "stylesheet", href: "/assets/root-1.css" }));
    expect(inlineStylesheets(html, () => "a{}")).toBe(
      '<style>a{}</style><link rel="stylesheet" href="/assets/root-1.css" disabled=""/>',
    );
  });

  it("refuses to leave a stylesheet link it does not recognise", () => {
    const html = '<link rel="stylesheet" href="/assets/root-1.css" crossorigin=""/>';
    expect(() => inlineStylesheets(html, () => "a{}")).toThrow(/unexpected shape/);
  });
});

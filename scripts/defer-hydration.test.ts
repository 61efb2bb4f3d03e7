import { describe, expect, it } from "vitest";
import { PRELOADS_PER_TASK, deferHydration } from "./defer-hydration.ts";

const PAGE =
  '<html><head><meta charSet="utf-8"/><link rel="modulepreload" href="/assets/manifest-1.js"/>' +
  '<link rel="modulepreload" href="/assets/entry.client-2.js"/><link rel="modulepreload" href="/assets/root-3.js"/>' +
  '<link rel="modulepreload" href="/assets/entry.client-2.js"/><link rel="modulepreload" href="/assets/home-4.js"/>' +
  "<style>body{}</style></head><body><h1>Olá</h1><script>window.__reactRouterContext = {};</script>" +
  '<script type="module" async="">import "/assets/manifest-1.js";\nimport * as route0 from "/assets/root-3.js";\n' +
  'import * as route1 from "/assets/home-4.js";\n  \n  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};\n\n' +
  'import("/assets/entry.client-2.js");</script></body></html>';

describe("deferHydration", () => {
  it("moves the preloads into the module script, after the first paint, without duplicates", () => {
    const html = deferHydration(PAGE);
    expect(html).not.toContain('modulepreload" href');
    expect(html).toContain(
      'const preloads = ["/assets/manifest-1.js","/assets/entry.client-2.js","/assets/root-3.js","/assets/home-4.js"];',
    );
    const script = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(html)![1]!;
    expect(script.indexOf("requestAnimationFrame")).toBeLessThan(script.indexOf("modulepreload"));
    expect(script).not.toMatch(/^import /m);
    expect(script).toContain('await import("/assets/manifest-1.js");await new Promise(');
    expect(script).toContain('const route0 = await import("/assets/root-3.js");await new Promise(');
    expect(script).toContain('window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};');
    expect(html).toContain("<h1>Olá</h1><script>window.__reactRouterContext = {};</script>");
    expect(deferHydration(html)).toBe(html); // postbuild may run twice
  });

  it("the rewritten script runs: preloads first, a few per task, then the imports in their order", async () => {
    const script = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(deferHydration(PAGE))![1]!;
    const events: string[] = [];
    const document = {
      visibilityState: "visible",
      createElement: () => ({}) as { rel?: string; href?: string },
      head: { appendChild: (l: { rel: string; href: string }) => events.push(`${l.rel} ${l.href}`) },
    };
    const window: Record<string, unknown> = {};
    const importer = async (url: string) => {
      events.push(`import ${url}`);
      return { url };
    };
    const requestAnimationFrame = (run: () => void) => setTimeout(run, 0);
    // Task boundaries the script asks for once it has started adding preloads.
    const timers: ReturnType<typeof setTimeout>[] = [];
    const nextTask = (run: () => void, ms?: number) => {
      if (ms === 0 && events.length > 0) events.push("next task");
      const timer = setTimeout(run, ms);
      timers.push(timer);
      return timer;
    };
    const source = script.replace(/\bimport\(/g, "importer(");
    const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor;
    await new AsyncFunction("document", "window", "importer", "requestAnimationFrame", "setTimeout", source)(
      document,
      window,
      importer,
      requestAnimationFrame,
      nextTask,
    );
    for (const timer of timers) clearTimeout(timer); // the one-second fallback of the first-paint wait
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(PRELOADS_PER_TASK).toBe(3);
    expect(events).toEqual([
      "modulepreload /assets/manifest-1.js",
      "modulepreload /assets/entry.client-2.js",
      "modulepreload /assets/root-3.js",
      "next task",
      "modulepreload /assets/home-4.js",
      "import /assets/manifest-1.js",
      "next task",
      "import /assets/root-3.js",
      "next task",
      "import /assets/home-4.js",
      "next task",
      "import /assets/entry.client-2.js",
    ]);
    expect(window.__reactRouterRouteModules).toEqual({
      root: { url: "/assets/root-3.js" },
      "routes/home": { url: "/assets/home-4.js" },
    });
  });

  it("leaves a page without React Router's scripts as it is, and refuses a script it does not know", () => {
    expect(deferHydration("<html><body>svg</body></html>")).toBe("<html><body>svg</body></html>");
    expect(() =>
      deferHydration('<head></head><script type="module" async="">import { a } from "/assets/x.js";</script>'),
    ).toThrow(/Unexpected import/);
  });
});

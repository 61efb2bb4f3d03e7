// Starts a prerendered page's JavaScript after its first paint (ADR 007).
//
// React Router writes `<link rel="modulepreload">` for every module of the page into <head>
// and a module script that imports the route modules and then the client entry. The browser
// then downloads ~110 KB of JavaScript while it still has the page to paint, and on a slow
// phone the first paint waits for that download and its evaluation. The page is prerendered
// and readable without JavaScript, so this step:
//  - removes the modulepreload links from <head>;
//  - rewrites the module script to wait for the first paint, then add the same preload links,
//    a few per task (every module still downloads in parallel: no request waterfall), then
//    import the manifest, the route modules and the entry in the original order, one per task.
// Hydration itself is unchanged; it begins one frame later than before.

const PRELOAD = /<link rel="modulepreload"(?: [a-z]+="[^"]*")* href="([^"]+)"(?: [a-z]+="[^"]*")*\/>/g;
const BOOT_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/;
const SIDE_EFFECT_IMPORT = /^import "([^"]+)";$/;
const NAMESPACE_IMPORT = /^import \* as (\w+) from "([^"]+)";$/;

/**
 * Waits for the first paint: the task after the next animation frame. A hidden page (a tab
 * opened in the background, a prerendered page) gets no frames: it starts at once. One second
 * is the limit in any case.
 */
const AFTER_FIRST_PAINT =
  'await new Promise(function(r){if(document.visibilityState==="hidden")return r();' +
  "requestAnimationFrame(function(){setTimeout(r,0)});setTimeout(r,1000)});";

/** Each module graph evaluates in its own task: shorter main-thread blocks while the page is shown. */
const NEXT_TASK = "await new Promise(function(r){setTimeout(r,0)});";

/**
 * Preload links added per task. Each link starts a request, and starting one costs the main
 * thread about 1 ms on this project's test machine (4–6 ms at Lighthouse's mobile CPU
 * slowdown): eleven links in one task made a long task on every page (docs/performance.md).
 */
export const PRELOADS_PER_TASK = 3;

/** The page's HTML with its JavaScript started after the first paint; unchanged if it has none. */
export function deferHydration(html: string): string {
  const boot = BOOT_SCRIPT.exec(html);
  if (!boot) {
    if (PRELOAD.test(html)) throw new Error("modulepreload links without React Router's module script");
    return html;
  }
  if (boot[1]!.startsWith(AFTER_FIRST_PAINT)) return html; // already deferred
  const preloads = [...new Set([...html.matchAll(PRELOAD)].map((m) => m[1]!))];
  const body = boot[1]!
    .split("\n")
    .map((line) => {
      const trimmed = line.trim();
      const sideEffect = SIDE_EFFECT_IMPORT.exec(trimmed);
      if (sideEffect) return `await import(${JSON.stringify(sideEffect[1])});${NEXT_TASK}`;
      const namespace = NAMESPACE_IMPORT.exec(trimmed);
      if (namespace) return `const ${namespace[1]} = await import(${JSON.stringify(namespace[2])});${NEXT_TASK}`;
      if (/^import[\s*{]/.test(trimmed))
        throw new Error(`Unexpected import in React Router's module script: ${trimmed}`);
      return line;
    })
    .join("\n");
  const addPreloads =
    `const preloads = ${JSON.stringify(preloads)};\n` +
    `for (let i = 0; i < preloads.length; i++) {` +
    `if (i > 0 && i % ${PRELOADS_PER_TASK} === 0) ${NEXT_TASK}` +
    `const l = document.createElement("link"); l.rel = "modulepreload"; l.href = preloads[i]; document.head.appendChild(l); }`;
  const script = `<script type="module" async="">${AFTER_FIRST_PAINT}\n${addPreloads}\n${body}</script>`;
  return html.replace(PRELOAD, "").replace(boot[0], () => script);
}

// React DOM's five sentinel "errors", built without a stack trace (docs/performance.md, ADR 009).
//
// react-dom-client.production.js creates five Error objects when its module body first runs
// (hydration's client entry): values React throws and recognises by identity (`x ===
// SuspenseException`) to unwind a render, never meant to be shown. With a debugger attached
// (DevTools, Lighthouse, Playwright: any client that enables CDP's Runtime domain), V8 records a
// detailed stack trace for every Error it constructs, and a stack trace needs source positions
// of each function on the stack; the function on the stack here is the bundle's wrapper of
// the whole React DOM module (~610 KB of source), which V8 then parses again. Measured on the test
// VM, the client entry's evaluation took 14–48 ms with Playwright attached and 1.9–2.8 ms in the
// same Chromium with no debugger; with these objects built as below, 2.6–5.6 ms attached. So
// Lighthouse counted, in one of the page's longest tasks, a cost no visitor pays.
//
// Each sentinel becomes an object with Error.prototype and the same message (`instanceof Error`
// and the message still hold; only `stack` is absent). React only throws them and compares them
// by identity. Each of the five must match the installed React DOM exactly once: after an
// upgrade a mismatch fails the build (and the unit test) instead of silently leaving them in.
import type { Plugin } from "vite";

export const REACT_DOM_CLIENT = /react-dom[\\/]cjs[\\/]react-dom-client\.production\.js$/;

export const SENTINELS = [
  "HydrationMismatchException",
  "SuspenseException",
  "SuspenseyCommitException",
  "SuspenseActionException",
  "SelectiveHydrationException",
] as const;

const SENTINEL_ERROR = new RegExp(`\\b(${SENTINELS.join("|")}) = Error\\(formatProdErrorMessage\\((\\d+)\\)\\)`, "g");

/** React DOM's client code with the sentinels built without a stack; throws unless all five matched once. */
export function buildSentinelsWithoutStack(code: string): string {
  const seen: string[] = [];
  const out = code.replace(SENTINEL_ERROR, (_match, name: string, errorCode: string) => {
    seen.push(name);
    return `${name} = Object.assign(Object.create(Error.prototype), { message: formatProdErrorMessage(${errorCode}) })`;
  });
  const expected = [...SENTINELS].sort().join(", ");
  if ([...seen].sort().join(", ") !== expected) {
    throw new Error(
      `react-dom-sentinels: matched [${seen.join(", ")}], expected each of [${expected}] once. ` +
        "React DOM changed: re-read react-dom-client.production.js and update scripts/react-dom-sentinels.ts.",
    );
  }
  return out;
}

/** The Vite plugin: the browser build's React DOM, with the sentinels built without a stack. */
export function reactDomSentinels(): Plugin {
  let applied = false;
  return {
    name: "cec:react-dom-sentinels",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    transform(code, id) {
      if (!REACT_DOM_CLIENT.test(id)) return null;
      applied = true;
      return { code: buildSentinelsWithoutStack(code), map: null };
    },
    buildEnd(error) {
      if (!error && !applied) this.error("react-dom-sentinels: react-dom-client.production.js was not in the build");
    },
  };
}

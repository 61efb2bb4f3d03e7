import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { REACT_DOM_CLIENT, SENTINELS, buildSentinelsWithoutStack } from "./react-dom-sentinels.ts";

const FILE = "node_modules/react-dom/cjs/react-dom-client.production.js";
const installed = readFileSync(FILE, "utf8");
const require = createRequire(`${process.cwd()}/${FILE}`);

/** Runs React DOM's module body with `Error` replaced by a counter; returns how many errors it built. */
function errorsBuiltOnLoad(code: string): string[] {
  const built: string[] = [];
  const CountingError = new Proxy(Error, {
    apply: (target, self, args: unknown[]) => (built.push(String(args[0])), Reflect.apply(target, self, args)),
    construct: (target, args: unknown[]) => (built.push(String(args[0])), Reflect.construct(target, args)),
  });
  const module = { exports: {} as Record<string, unknown> };
  new Function("require", "module", "exports", "Error", code)(require, module, module.exports, CountingError);
  expect(typeof module.exports.hydrateRoot).toBe("function");
  return built;
}

describe("react-dom-sentinels", () => {
  it("applies to the installed React DOM client build", () => {
    expect(REACT_DOM_CLIENT.test(`/x/${FILE}`)).toBe(true);
    const out = buildSentinelsWithoutStack(installed);
    for (const name of SENTINELS) {
      expect(out).toMatch(new RegExp(`\\b${name} = Object\\.assign\\(Object\\.create\\(Error\\.prototype\\)`));
      expect(out).not.toMatch(new RegExp(`\\b${name} = Error\\(`));
    }
  });

  it("React DOM builds no Error object when its module loads (the unpatched one builds the five sentinels)", () => {
    expect(errorsBuiltOnLoad(installed)).toHaveLength(SENTINELS.length);
    expect(errorsBuiltOnLoad(buildSentinelsWithoutStack(installed))).toEqual([]);
  });

  it("a sentinel is still an Error with React's message, only without a stack", () => {
    const out = buildSentinelsWithoutStack(installed);
    const line = /SuspenseException = (Object\.assign\([^\n]*\}\))/.exec(out)![1]!;
    const sentinel = new Function("formatProdErrorMessage", `return ${line}`)(
      (code: number) => `Minified React error #${code}`,
    ) as Error;
    expect(sentinel).toBeInstanceOf(Error);
    expect(sentinel.message).toBe("Minified React error #460");
    expect(String(sentinel)).toBe("Error: Minified React error #460");
    expect(sentinel.stack).toBeUndefined();
  });

  it("fails when React DOM no longer matches, instead of leaving the sentinels as they were", () => {
    const changed = installed.replace("SuspenseyCommitException = Error(", "SuspenseyCommitException = new Error(");
    expect(() => buildSentinelsWithoutStack(changed)).toThrow(/expected each of .*SuspenseyCommitException/);
  });
});

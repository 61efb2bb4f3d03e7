import { afterEach, vi } from "vitest";

// Console errors and warnings fail the test that caused them (a React warning is a bug).
const fail =
  (kind: string) =>
  (...args: unknown[]) => {
    throw new Error(`console.${kind} called: ${args.map(String).join(" ")}`);
  };
vi.spyOn(console, "error").mockImplementation(fail("error"));
vi.spyOn(console, "warn").mockImplementation(fail("warn"));

afterEach(async () => {
  if (typeof window !== "undefined") {
    const { cleanup } = await import("@testing-library/react");
    cleanup();
  }
});

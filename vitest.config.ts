import { defineConfig } from "vitest/config";
import { publicDefine } from "./build-env.ts";

export default defineConfig({
  define: publicDefine(),
  test: {
    include: [
      "app/**/*.test.{ts,tsx}",
      "server/**/*.test.ts",
      "scripts/**/*.test.ts",
      "supabase/**/*.test.ts",
      "tests/unit/**/*.test.ts",
    ],
    environment: "node",
    setupFiles: ["./tests/setup/setup-test-env.ts"],
    // A guard against hangs, not a speed check (speed lives in `npm run bench`). On a loaded
    // two-core CI host a test that opens a fresh PGlite (migrations included) took 21 s, and
    // others 18 s, with every file running beside it.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});

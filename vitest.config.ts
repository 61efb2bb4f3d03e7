import { defineConfig } from "vitest/config";
import { publicDefine } from "./build-env.ts";

export default defineConfig({
  define: publicDefine(),
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts", "supabase/**/*.test.ts", "tests/unit/**/*.test.ts"],
    environment: "node",
    setupFiles: ["./tests/setup/setup-test-env.ts"],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});

import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

const NO_SERVER = { group: ["**/server/**", "\\#server/**"], message: "app/ must not import server/." };
const NO_FEATURES = {
  group: ["**/features/**", "\\#app/features/**"],
  message: "app/lib/, app/domain/ and the load context import no feature: shared code lives in app/domain/.",
};

export default tseslint.config(
  { ignores: ["build/", ".react-router/", "node_modules/", "data/", "test-results/", "playwright-report/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/no-non-null-assertion": "off",
    },
  },
  {
    // Plain JavaScript run by node itself (npm start), before anything is compiled.
    files: ["scripts/**/*.mjs"],
    languageOptions: { globals: { process: "readonly", console: "readonly" } },
  },
  {
    // Playwright tests that need no fixture still destructure the first argument.
    files: ["tests/e2e/**/*.ts"],
    rules: { "no-empty-pattern": "off" },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [NO_SERVER] }],
    },
  },
  {
    // The shared layers take nothing from a feature (a later block replaces the rule's options,
    // so each repeats the app-wide one).
    files: ["app/lib/**/*.{ts,tsx}", "app/load-context.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [NO_SERVER, NO_FEATURES] }],
    },
  },
  {
    // Domain modules are pure: what the server and the pages share, with no React, no router
    // and no Node (docs/architecture.md, "Boundaries").
    files: ["app/domain/**/*.ts"],
    ignores: ["app/domain/**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            NO_SERVER,
            NO_FEATURES,
            {
              group: ["**/components/**", "**/routes/**", "\\#app/components/**", "\\#app/routes/**"],
              message: "app/domain/ must not import components or routes.",
            },
            {
              group: [
                "react",
                "react/*",
                "react-dom",
                "react-dom/*",
                "react-router",
                "react-router/*",
                "@react-router/*",
              ],
              message: "app/domain/ is pure: no React, no router.",
            },
            { group: ["node:*"], message: "app/domain/ is pure: no Node modules (no I/O)." },
          ],
        },
      ],
    },
  },
  {
    files: ["server/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/app/features/**", "\\#app/features/**"],
              message: "server/ takes what it shares with the pages from app/domain/ (or app/lib/), never a feature.",
            },
          ],
        },
      ],
    },
  },
);

import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";
import { publicDefine } from "./build-env.ts";
import { compileHintBanner } from "./scripts/compile-hints.ts";

const sep = String.raw`[\\/]`;
const reactRouterBuild = (file: string) =>
  fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));

/**
 * `$comment` properties in JSON data are notes to maintainers (JSON Schema's keyword; the IPVA
 * and licensing years record there what was read and searched: app/lib/json-comments.ts). The
 * browser's copy of any JSON file leaves them out.
 */
function jsonCommentsOutOfTheBrowser(): Plugin {
  return {
    name: "json-comments-out-of-the-browser",
    enforce: "pre",
    transform(code, id, options) {
      if (options?.ssr || !id.endsWith(".json") || !code.includes('"$comment"')) return null;
      const data: unknown = JSON.parse(code, (key, value: unknown) => (key === "$comment" ? undefined : value));
      return { code: JSON.stringify(data), map: null };
    },
  };
}

export default defineConfig(({ command }) => ({
  define: publicDefine(),
  plugins: [jsonCommentsOutOfTheBrowser(), tailwindcss(), reactRouter()],
  resolve:
    command === "build"
      ? {
          // react-router's package exports only its development build (warnings on, a little
          // larger: remix-run/react-router#12532); builds use the production one it ships.
          alias: [
            { find: /^react-router$/, replacement: reactRouterBuild("index.mjs") },
            { find: /^react-router\/dom$/, replacement: reactRouterBuild("dom-export.mjs") },
          ],
        }
      : undefined,
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        // V8 compiles the framework chunk on a background thread as it downloads, instead of
        // function by function during hydration (scripts/compile-hints.ts).
        postBanner: compileHintBanner,
        // One group: the framework every page loads (React, React DOM, the router), so it is one
        // cacheable file. Everything else is split by Vite and React Router along the routes.
        codeSplitting: {
          groups: [
            {
              name: "framework",
              // Not the client entry (@react-router/dev's entry.client): its code hydrates the
              // page and must run only when the page's boot script imports it, last.
              test: new RegExp(`node_modules${sep}(react|react-dom|scheduler|react-router)${sep}`),
              priority: 1,
            },
          ],
        },
      },
    },
  },
  // `npm run dev`: the API server runs beside Vite (scripts/dev.ts) and Vite forwards to it.
  server: process.env.DEV_API_URL
    ? { proxy: { "/api": process.env.DEV_API_URL, "/rest": process.env.DEV_API_URL } }
    : undefined,
}));

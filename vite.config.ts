import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { publicDefine } from "./build-env.ts";

const sep = String.raw`[\\/]`;
const reactRouterBuild = (file: string) =>
  fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));

export default defineConfig(({ command }) => ({
  define: publicDefine(),
  plugins: [tailwindcss(), reactRouter()],
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
        // Fewer, larger chunks compress better: every page loads the framework in one file and
        // the shell's shared modules in another, instead of ~20 files of 0.1–2 KB each
        // (docs/performance.md).
        codeSplitting: {
          groups: [
            {
              name: "framework",
              // Not the client entry (@react-router/dev's entry.client): its code hydrates the
              // page and must run only when the page's boot script imports it, last.
              test: new RegExp(`node_modules${sep}(react|react-dom|scheduler|react-router)${sep}`),
              priority: 2,
            },
            {
              name: "shared",
              test: new RegExp(
                `app${sep}(lib${sep}|components${sep}layout${sep}|components${sep}ui${sep}(button|slot|toast-store|field|input|card)\\.)|` +
                  `node_modules${sep}(lucide-react|clsx)${sep}|cookie-consent${sep}consent\\.ts|early-taps${sep}early-taps\\.ts`,
              ),
              minShareCount: 2,
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

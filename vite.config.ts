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
 * The IPVA and licensing year files' `note` fields are the team's record of what was checked
 * and where (read by `npm run check:facts` and the tests, never shown): the browser's copy
 * leaves them out.
 */
function dataNotesOutOfTheBrowser(): Plugin {
  return {
    name: "data-notes-out-of-the-browser",
    enforce: "pre",
    transform(code, id, options) {
      if (options?.ssr || !/app[\\/]features[\\/](ipva|licensing)[\\/]data[\\/]\d{4}\.json$/.test(id)) return null;
      const data = JSON.parse(code) as { note?: string; states: Record<string, { note?: string }> };
      delete data.note;
      for (const entry of Object.values(data.states)) delete entry.note;
      return { code: JSON.stringify(data), map: null };
    },
  };
}

export default defineConfig(({ command }) => ({
  define: publicDefine(),
  plugins: [dataNotesOutOfTheBrowser(), tailwindcss(), reactRouter()],
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
        // Fewer, larger chunks compress better, but a page loads a whole group when it needs one
        // module of it, so the groups follow who needs what (docs/performance.md): the framework;
        // the shell (the root layout); "posting" (what only forms that post use); "common"
        // (fields, formats, the amount parser; not the page icons: an icon goes with the code that
        // draws it, so the calculators, the console and the e-mail link pages no longer load the
        // home page's; the about page takes its lightbulb from "calculators"); "calculators"
        // (the input masks and calculator layout; not the labelled fields, which the IPVA page,
        // the nearest its budget, does not use). The FIPE domain (lib/fipe), the route table,
        // the contact details and lib/contact.ts stay out of them: only some pages, the server
        // or the footer (its code loads after the page) use them.
        codeSplitting: {
          groups: [
            {
              name: "framework",
              // Not the client entry (@react-router/dev's entry.client): its code hydrates the
              // page and must run only when the page's boot script imports it, last.
              test: new RegExp(`node_modules${sep}(react|react-dom|scheduler|react-router)${sep}`),
              priority: 5,
            },
            {
              name: "shared",
              test: new RegExp(
                `app${sep}(components${sep}layout${sep}(?!page-hero|contact-details)|components${sep}ui${sep}(button|slot|toast-store|svg-icon)\\.|` +
                  // The header's icons (its menu's chevron and close): every page draws them.
                  `components${sep}icons${sep}outline${sep}(chevron-down|x)\\.|` +
                  `lib${sep}(cn|site|seo|share-image|public-env|service-worker)\\.)|` +
                  `cookie-consent${sep}consent\\.ts|preload-helper`,
              ),
              minShareCount: 2,
              priority: 4,
            },
            {
              // What a form that posts needs (the newsletter boxes, contact, the console), which
              // the calculators do not.
              name: "posting",
              test: new RegExp(`app${sep}lib${sep}(rest-client|email|email-breaks|use-online)\\.`),
              minShareCount: 2,
              priority: 3,
            },
            {
              name: "common",
              test: new RegExp(
                `app${sep}(lib${sep}(?!(contact|masks|public-data|month-span)\\.|fipe${sep})|components${sep}(ui${sep}(field|input|card)|layout${sep}page-hero)\\.)`,
              ),
              minShareCount: 2,
              priority: 2,
            },
            {
              name: "calculators",
              test: new RegExp(`app${sep}(lib${sep}masks\\.|components${sep}calculator${sep}(?!labelled-fields\\.))`),
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

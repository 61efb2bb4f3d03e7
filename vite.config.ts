import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { publicDefine } from "./build-env.ts";

export default defineConfig({
  define: publicDefine(),
  plugins: [tailwindcss(), reactRouter()],
  build: { assetsInlineLimit: 0 },
  // `npm run dev`: the API server runs beside Vite (scripts/dev.ts) and Vite forwards to it.
  server: process.env.DEV_API_URL
    ? { proxy: { "/api": process.env.DEV_API_URL, "/rest": process.env.DEV_API_URL } }
    : undefined,
});

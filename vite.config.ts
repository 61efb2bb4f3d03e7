import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { publicDefine } from "./build-env.ts";

export default defineConfig({
  define: publicDefine(),
  plugins: [tailwindcss(), reactRouter()],
  build: { assetsInlineLimit: 0 },
});

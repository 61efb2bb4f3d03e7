// `npm run dev`: Vite with hot reload for the pages, our API server beside it (embedded
// database in ./data/dev) and the local FIPE service as its upstream unless FIPE_API_URL is set.
import { spawn } from "node:child_process";
import { buildApp } from "../server/app.ts";
import { loadConfig } from "../server/config.ts";
import { openDatabase } from "../server/db/client.ts";
import { startFipeMock } from "../tests/fixtures/fipe/server.ts";

const API_PORT = Number(process.env.DEV_API_PORT ?? 3001);
if (!process.env.FIPE_API_URL) {
  const fipe = await startFipeMock(Number(process.env.FIPE_MOCK_PORT ?? 4010));
  process.env.FIPE_API_URL = fipe.url;
  console.log(`dev: local FIPE service at ${fipe.url}`);
}
const config = loadConfig({ ...process.env, PORT: String(API_PORT), DATA_DIR: process.env.DATA_DIR ?? "./data/dev" });
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
const api = await buildApp(config, { database, site: null });
await api.listen({ port: API_PORT, host: "127.0.0.1" });
console.log(`dev: API at http://127.0.0.1:${API_PORT}`);

const vite = spawn("npx", ["react-router", "dev"], {
  stdio: "inherit",
  env: { ...process.env, DEV_API_URL: `http://127.0.0.1:${API_PORT}` },
});
const stop = async () => {
  vite.kill("SIGTERM");
  await api.close();
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);

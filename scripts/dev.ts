// `npm run dev`: Vite with hot reload for the pages, our API server beside it (embedded
// database in ./data/dev) and the local FIPE services (v1, v2, site) as its upstreams unless
// FIPE_UPSTREAMS is set.
import { spawn } from "node:child_process";
import { buildApp } from "../server/app.ts";
import { loadConfig } from "../server/config.ts";
import { openDatabase } from "../server/db/client.ts";
import { startFipeStandIns } from "../tests/fixtures/fipe/server.ts";

const API_PORT = Number(process.env.DEV_API_PORT ?? 3001);
if (!process.env.FIPE_UPSTREAMS) {
  const port = Number(process.env.FIPE_MOCK_PORT ?? 4010);
  const fipe = await startFipeStandIns(port, { v2Port: port + 1, sitePort: port + 2 });
  process.env.FIPE_UPSTREAMS = fipe.upstreams;
  console.log(`dev: local FIPE services ${fipe.upstreams} (POST http://127.0.0.1:${port}/__control)`);
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

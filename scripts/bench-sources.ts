// The outside sources' limits under the inputs of the probe that found them (docs/operations.md,
// "Outside sources: limits"): a 1 MB ANP zip inflating to one 1 GiB line, an endless ANP line,
// an endless Banco Central JSON, a 480 MB FIPE brand list. Each is served by a local server
// and read as the server reads it, in this process, while the event loop's lag (what /healthz
// would wait) and the process's RSS are sampled. Prints one line per input.
// Run: npx tsx scripts/bench-sources.ts
import { createServer, type ServerResponse } from "node:http";
import { Zip, ZipDeflate } from "fflate";
import { openDatabase } from "../server/db/client.ts";
import { requestJson } from "../server/fipe/upstreams/http.ts";
import { importAnp } from "../server/public-data/anp/import.ts";
import { importBcbSeries } from "../server/public-data/bcb/import.ts";

const MB = 1024 * 1024;
const HEADER =
  "Regiao - Sigla;Estado - Sigla;Municipio;Revenda;CNPJ da Revenda;Nome da Rua;Numero Rua;Complemento;Bairro;Cep;Produto;Data da Coleta;Valor de Venda;Valor de Compra;Unidade de Medida;Bandeira\n";

/** A streamed zip whose one .csv is the header and then `size` bytes of "A" (one line). */
function bombZip(size: number): Buffer {
  const parts: Uint8Array[] = [];
  const zip = new Zip((_error, data) => parts.push(data));
  const file = new ZipDeflate("ca-2026-01.csv", { level: 9 });
  zip.add(file);
  file.push(Buffer.from(HEADER));
  const chunk = Buffer.alloc(16 * MB, 0x41);
  for (let sent = 0; sent < size; sent += chunk.length) file.push(chunk);
  file.push(new Uint8Array(0), true);
  zip.end();
  return Buffer.concat(parts);
}

function endless(res: ServerResponse, prefix: string, size = Infinity) {
  const chunk = Buffer.alloc(64 * 1024, 0x41);
  let sent = 0;
  res.write(prefix);
  const more = () => {
    while (sent < size && !res.destroyed) {
      sent += chunk.length;
      if (!res.write(chunk)) return void res.once("drain", more);
    }
    res.end();
  };
  more();
}

async function measure(name: string, work: () => Promise<unknown>) {
  let maxLag = 0;
  let peakRss = process.memoryUsage().rss;
  let expected = performance.now() + 50;
  const sampler = setInterval(() => {
    const now = performance.now();
    maxLag = Math.max(maxLag, now - expected);
    expected = now + 50;
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }, 50);
  const started = performance.now();
  const outcome = await work().then(
    () => "read",
    (error: unknown) => (error as Error).message.replace(/http:\/\/127\.0\.0\.1:\d+/, ""),
  );
  clearInterval(sampler);
  console.log(
    `${name}: ${Math.round(performance.now() - started)} ms, event loop lag max ${Math.round(maxLag)} ms, ` +
      `RSS peak ${Math.round(peakRss / MB)} MB — ${outcome}`,
  );
}

const bomb = bombZip(1024 * MB);
console.log(`ANP zip bomb: ${(bomb.length / MB).toFixed(1)} MB packed, 1 GiB inflated`);
const server = createServer((req, res) => {
  if (req.url === "/bomb.zip") return res.end(bomb);
  if (req.url === "/endless.csv") return endless(res, HEADER);
  if (req.url?.startsWith("/bcb/")) return endless(res, '[{"data":"01/01/2026","valor":"', 2048 * MB);
  if (req.url === "/marcas") return endless(res, '[{"codigo":"1","nome":"', 480 * MB);
  res.writeHead(404).end();
});
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
const database = await openDatabase({ dataDir: "memory://" });
console.log(`RSS with the database open: ${Math.round(process.memoryUsage().rss / MB)} MB`);

await measure("ANP 1 MB zip → 1 GiB line", () => importAnp(database.db, `${base}/bomb.zip`));
await measure("ANP endless line", () => importAnp(database.db, `${base}/endless.csv`));
await measure("BCB 2 GB JSON", () => importBcbSeries(database.db, 433, { baseUrl: `${base}/bcb` }));
await measure("FIPE 480 MB brand list", () =>
  requestJson(
    { gate: async () => {}, fetchImpl: fetch },
    { url: `${base}/marcas`, signal: AbortSignal.timeout(60_000) },
  ),
);
server.closeAllConnections();
server.close();
await database.close();

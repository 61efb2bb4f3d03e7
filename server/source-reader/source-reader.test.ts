// The source reader against hostile upstreams (local servers answering like the real ones
// gone wrong): a zip that inflates to one enormous line, an endless line, an endless JSON, an
// answer that never ends, a FIPE list of hundreds of MB, redirects. Each read stops at its
// limit with an error naming it, stores nothing, and leaves the event loop free meanwhile.
import { mkdtempSync, writeFileSync } from "node:fs";
import { createServer, type Server, type ServerResponse } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { zipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../db/client.ts";
import { rowsOf } from "../db/rows.ts";
import { requestJson } from "../fipe/upstreams/http.ts";
import { UpstreamError } from "../fipe/upstreams/types.ts";
import { importAnp } from "../public-data/anp/import.ts";
import { importBcbSeries } from "../public-data/bcb/import.ts";
import { claimSource, sourceStates } from "../public-data/sources.ts";
import { RedirectRefusedError, fetchSource, redirectAllowed } from "./fetch.ts";
import { SOURCE_LIMITS } from "./limits.ts";

const MB = 1024 * 1024;
const dir = mkdtempSync(join(tmpdir(), "cec-source-reader-"));
const HEADER =
  "Regiao - Sigla;Estado - Sigla;Municipio;Revenda;CNPJ da Revenda;Nome da Rua;Numero Rua;Complemento;Bairro;Cep;Produto;Data da Coleta;Valor de Venda;Valor de Compra;Unidade de Medida;Bandeira\n";

/** Writes `size` bytes of `fill` in 64 KB chunks until done or the client goes away. */
function endless(res: ServerResponse, size = Infinity, prefix = "", fill = 0x41) {
  const chunk = Buffer.alloc(64 * 1024, fill);
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

let server: Server;
let otherServer: Server;
let base: string;
let other: string;
let database: Database;

beforeAll(async () => {
  const bomb = zipSync({ "ca-2026-01.csv": Buffer.concat([Buffer.from(HEADER), Buffer.alloc(64 * MB, 0x41)]) });
  // A valid little CSV beside a 64 MB entry of zeros: only the unpacked-size limit can stop it.
  const padded = zipSync({ "leia-me.bin": new Uint8Array(64 * MB), "ca-2026-01.csv": Buffer.from(HEADER) });
  server = createServer((req, res) => {
    const path = req.url ?? "/";
    if (path === "/bomb.zip") return res.end(Buffer.from(bomb));
    if (path === "/padded.zip") return res.end(Buffer.from(padded));
    if (path === "/endless-line.csv") return endless(res, Infinity, HEADER);
    if (path === "/endless-blank-lines.csv") return endless(res, Infinity, HEADER, 0x0a);
    if (path.startsWith("/endless-json/")) return endless(res, Infinity, '[{"data":"01/01/2026","valor":"');
    if (path.startsWith("/slow/")) return void setTimeout(() => res.end("[]"), 5_000);
    if (path === "/marcas") {
      res.setHeader("content-type", "application/json");
      return endless(res, 480 * MB, '[{"codigo":"1","nome":"');
    }
    if (path === "/hop") return res.writeHead(302, { location: "/hop" }).end();
    if (path === "/to-elsewhere") return res.writeHead(302, { location: "http://example.invalid/x" }).end();
    if (path === "/marcas-curtas") {
      res.setHeader("content-type", "application/json");
      return res.end('[{"codigo":"1","nome":"Marca"}]');
    }
    if (path === "/fipe-moved") return res.writeHead(301, { location: "/marcas-curtas" }).end();
    if (path === "/fipe-elsewhere") return res.writeHead(302, { location: `${other}/marcas-curtas` }).end();
    res.writeHead(404).end();
  });
  // Another origin (another port) answering a FIPE list: only a redirect the policy allows reaches it.
  otherServer = createServer((_req, res) => {
    res.setHeader("content-type", "application/json");
    res.end('[{"codigo":"1","nome":"Marca"}]');
  });
  await new Promise<void>((resolve) => otherServer.listen(0, "127.0.0.1", resolve));
  other = `http://127.0.0.1:${(otherServer.address() as { port: number }).port}`;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  database = await openDatabase({ dataDir: mkdtempSync(join(tmpdir(), "cec-source-reader-db-")) });
});

afterAll(async () => {
  server.closeAllConnections();
  server.close();
  otherServer?.close();
  await database?.close();
});

/** Runs `work` while counting the event loop's turns (a read that never yields gives none). */
async function countingTurns<T>(work: () => Promise<T>): Promise<{ result: PromiseSettledResult<T>; turns: number }> {
  let turns = 0;
  let running = true;
  const tick = () => {
    turns++;
    if (running) setImmediate(tick);
  };
  setImmediate(tick);
  const [result] = await Promise.allSettled([work()]);
  running = false;
  return { result, turns };
}

const weeksHeld = async () =>
  (await rowsOf<{ n: number }>(database.db, sql`select count(*)::int as n from fuel_price_days`))[0]!.n;

describe("ANP files within limits", () => {
  it("a small zip inflating to one 64 MB line stops at the line limit, stores nothing, the loop keeps turning", async () => {
    const { result, turns } = await countingTurns(() => importAnp(database.db, `${base}/bomb.zip`));
    expect(result.status).toBe("rejected");
    expect(String((result as PromiseRejectedResult).reason.message)).toMatch(
      /bomb\.zip, linha 2: passou do limite de tamanho de uma linha \(16 KB\); nada foi gravado/,
    );
    expect(turns).toBeGreaterThan(0);
    expect(await weeksHeld()).toBe(0);
  });

  it("a zip whose entries inflate past the unpacked-size limit stops there, from an address and from a file", async () => {
    const limits = { maxInflatedBytes: 8 * MB };
    await expect(importAnp(database.db, `${base}/padded.zip`, { limits })).rejects.toThrow(
      /padded\.zip: passou do limite de tamanho descompactado \(8 MB\)/,
    );
    const file = join(dir, "padded.zip");
    writeFileSync(file, Buffer.from(await (await fetch(`${base}/padded.zip`)).arrayBuffer()));
    await expect(importAnp(database.db, file, { limits })).rejects.toThrow(/passou do limite de tamanho descompactado/);
  });

  it("an endless line is refused at the line limit (no quadratic joining), an endless file at the size limit", async () => {
    await expect(importAnp(database.db, `${base}/endless-line.csv`)).rejects.toThrow(
      /endless-line\.csv, linha 2: passou do limite de tamanho de uma linha/,
    );
    await expect(
      importAnp(database.db, `${base}/endless-blank-lines.csv`, { limits: { maxBytes: 2 * MB } }),
    ).rejects.toThrow(/endless-blank-lines\.csv: passou do limite de tamanho da resposta \(2 MB\)/);
    expect(await weeksHeld()).toBe(0);
  });
});

describe("Banco Central answers within limits", () => {
  it("an endless JSON stops at 4 MB; a slow answer is named as slow, not as 'não é JSON'", async () => {
    const { result, turns } = await countingTurns(() =>
      importBcbSeries(database.db, 433, { baseUrl: `${base}/endless-json` }),
    );
    expect((result as PromiseRejectedResult).reason.message).toMatch(
      /passou do limite de tamanho da resposta \(4 MB\)/,
    );
    expect(turns).toBeGreaterThan(0);
    await expect(importBcbSeries(database.db, 433, { baseUrl: `${base}/slow`, timeoutMs: 300 })).rejects.toThrow(
      /bcdata\.sgs\.433\/dados\?formato=json: passou do limite de tempo de leitura \(300 ms\)/,
    );
  });
});

describe("FIPE answers within limits", () => {
  it("a 480 MB brand list is dropped at 4 MB as a bad answer (the fail-over moves on), never held", async () => {
    const before = process.memoryUsage().rss;
    const call = requestJson(
      { gate: async () => {}, fetchImpl: fetch },
      { url: `${base}/marcas`, signal: AbortSignal.timeout(20_000) },
    );
    await expect(call).rejects.toThrow(UpstreamError);
    await expect(call).rejects.toMatchObject({ reason: "bad-shape" });
    expect(process.memoryUsage().rss - before).toBeLessThan(200 * MB);
    expect(SOURCE_LIMITS.fipe.maxBytes).toBe(4 * MB);
  });
});

describe("one redirect policy", () => {
  it("https:// anywhere, http:// only within the same origin, at most 5 hops: ANP, BCB, fipeX and the FIPE services", async () => {
    const from = new URL("https://dados.example/a.csv");
    expect(redirectAllowed(from, new URL("https://mirror.example/a.csv"))).toBe(true);
    expect(redirectAllowed(from, new URL("http://dados.example/a.csv"))).toBe(false);
    expect(redirectAllowed(from, new URL("file:///etc/passwd"))).toBe(false);
    expect(redirectAllowed(new URL("http://127.0.0.1:1/a"), new URL("http://127.0.0.1:1/b"))).toBe(true);
    const signal = AbortSignal.timeout(5_000);
    await expect(fetchSource(`${base}/hop`, {}, { signal })).rejects.toThrow(/mais de 5 redirecionamentos/);
    await expect(fetchSource(`${base}/to-elsewhere`, {}, { signal })).rejects.toThrow(RedirectRefusedError);
    await expect(importAnp(database.db, `${base}/to-elsewhere`)).rejects.toThrow(
      /redirecionamento para http:\/\/example\.invalid recusado/,
    );
    // A FIPE service's answer too: moved within its origin it is read, sent to another http://
    // origin it is an unreachable upstream (the fail-over moves on), never read from there.
    const http = { gate: async () => {}, fetchImpl: fetch };
    const fipe = (path: string) => requestJson(http, { url: `${base}${path}`, signal: AbortSignal.timeout(5_000) });
    expect(await fipe("/fipe-moved")).toEqual([{ codigo: "1", nome: "Marca" }]);
    await expect(fipe("/fipe-elsewhere")).rejects.toMatchObject({ reason: "unreachable" });
  });
});

describe("a source's lease dies with its process", () => {
  it("a lease held by a process of this host that is gone is taken over at once, and the stop is recorded", async () => {
    const { spawnSync } = await import("node:child_process");
    const { hostname } = await import("node:os");
    const dead = spawnSync(process.execPath, ["-e", "process.exit(0)"]).pid;
    expect(await claimSource(database.db, "anp", `${hostname()}:${dead}`)).toBe(true);
    expect(await claimSource(database.db, "anp", `${hostname()}:${process.pid}`)).toBe(true);
    const anp = (await sourceStates(database.db)).find((s) => s.name === "anp");
    expect(anp?.runningBy).toBe(`${hostname()}:${process.pid}`);
    expect(anp?.lastError).toMatch(/a atualização anterior não terminou/);
  });
});

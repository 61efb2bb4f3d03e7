// The site as visitors reach it in production (docs/operations.md, "nginx upstream block"):
// Debian's nginx in front of the server, TLS and HTTP/2, here with a certificate made for the
// run (browsers are started with --ignore-certificate-errors). HTTP/2 carries every script of a
// page on one connection; the Node server alone speaks HTTP/1.1, where a browser opens six
// connections to a host and the seventh file waits for one, a cost no visitor of the deployed
// site pays. For `npm run lighthouse` and `scripts/slow-3g.ts`.
import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startNginx, type Nginx } from "./nginx.ts";

/** A free TCP port on 127.0.0.1. */
async function freePort(): Promise<number> {
  return await new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** A self-signed certificate for 127.0.0.1 and localhost, valid a day. */
function selfSignedCertificate(): { cert: string; key: string } {
  const dir = mkdtempSync(join(tmpdir(), "cec-tls-"));
  const cert = join(dir, "cert.pem");
  const key = join(dir, "key.pem");
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:prime256v1",
      "-nodes",
      "-days",
      "1",
      "-subj",
      "/CN=127.0.0.1",
      "-addext",
      "subjectAltName=IP:127.0.0.1,DNS:localhost",
      "-keyout",
      key,
      "-out",
      cert,
    ],
    { stdio: "ignore" },
  );
  return { cert, key };
}

export type Http2Front = Nginx & { httpsUrl: string };

/** nginx with TLS and HTTP/2 in front of `upstreamUrl` ("http://127.0.0.1:PORT"). */
export async function startHttp2Front(upstreamUrl: string): Promise<Http2Front> {
  const { cert, key } = selfSignedCertificate();
  const [plainPort, tlsPort] = [await freePort(), await freePort()];
  const upstream = new URL(upstreamUrl).host;
  const location = `
    location / {
      proxy_pass http://site;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
    }`;
  const nginx = await startNginx(
    plainPort,
    `
  upstream site { server ${upstream}; keepalive 16; }
  # Plain HTTP on another port: only for the start-up probe.
  server { listen 127.0.0.1:${plainPort}; ${location} }
  server {
    # Debian 12's nginx (1.22) turns HTTP/2 on in the listen line.
    listen 127.0.0.1:${tlsPort} ssl http2;
    ssl_certificate ${cert};
    ssl_certificate_key ${key};
    ${location}
  }`,
    "/healthz",
  );
  return { ...nginx, httpsUrl: `https://127.0.0.1:${tlsPort}` };
}

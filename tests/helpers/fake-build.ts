// A tiny client build on disk for server tests that must not depend on `npm run build`.
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";

export const INLINE_SCRIPT = 'window.__ctx = {"page":"home"};';

export function makeFakeBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), "cec-build-"));
  const write = (path: string, body: string, compress = false) => {
    const full = join(dir, path);
    mkdirSync(join(full, ".."), { recursive: true });
    writeFileSync(full, body);
    if (compress) {
      writeFileSync(`${full}.br`, brotliCompressSync(Buffer.from(body)));
      writeFileSync(`${full}.gz`, gzipSync(Buffer.from(body)));
    }
  };
  write(
    "index.html",
    `<!DOCTYPE html><html><head><title>Início</title></head><body><script>${INLINE_SCRIPT}</script><script type="application/ld+json">{"a":1}</script><script type="module" src="/assets/app-abc123.js"></script></body></html>`,
    true,
  );
  write(
    "fipe/index.html",
    `<!DOCTYPE html><html lang="pt-BR"><head><meta charSet="utf-8"/><title>Consulta Tabela FIPE | Carro em Conta</title><meta name="description" content="Consulte grátis a Tabela FIPE."/><link rel="canonical" href="https://www.carroemconta.com.br/fipe"/><meta property="og:title" content="Consulta Tabela FIPE | Carro em Conta"/><meta property="og:image" content="https://www.carroemconta.com.br/images/share/fipe.png"/><link rel="icon" href="/favicon.svg"/></head><body><h1>Tabela FIPE</h1><script>${INLINE_SCRIPT}</script></body></html>`,
    true,
  );
  write("blog/index.html", "<!DOCTYPE html><html><head><title>Blog</title></head><body>blog</body></html>");
  write("blog.data", "[]");
  write(
    "404/index.html",
    "<!DOCTYPE html><html><head><title>Página não encontrada</title></head><body>404</body></html>",
  );
  write("__spa-fallback.html", "<html>fallback</html>");
  write("assets/app-abc123.js", "console.log('app');".repeat(100), true);
  write("sw.js", "self.addEventListener('fetch', () => {});");
  write("manifest.webmanifest", '{"name":"Carro em Conta"}');
  write("images/share/inicio.png", "\x89PNG");
  write("sitemap.xml", "<urlset></urlset>");
  write("rss.xml", "<rss></rss>");
  return dir;
}

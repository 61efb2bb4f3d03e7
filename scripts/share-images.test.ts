import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { DEFAULT_SITE_URL } from "../build-env.ts";
import { missingShareImages, siteCards } from "./share-images.ts";

function page(dir: string, path: string, ogTitle: string, image: string) {
  const folder = join(dir, path);
  mkdirSync(folder, { recursive: true });
  writeFileSync(
    join(folder, "index.html"),
    `<html><head><meta property="og:title" content="${ogTitle}"/><meta property="og:image" content="${image}"/></head></html>`,
  );
}

describe("share cards of the build", () => {
  it("cover the route table, every article and any other prerendered page (from its og:title)", () => {
    const dir = mkdtempSync(join(tmpdir(), "cec-share-"));
    page(
      dir,
      "newsletter/cancelar",
      "Cancelar a newsletter &amp; mais | Carro em Conta",
      `${DEFAULT_SITE_URL}/images/share/newsletter/cancelar.png`,
    );
    const cards = siteCards(dir);
    const byPath = new Map(cards.map((c) => [c.path, c.card]));
    expect(byPath.get("/images/share/inicio.png")?.title).toBe("Faça as contas do seu carro antes de decidir");
    expect(byPath.get("/images/share/404.png")).toBeDefined();
    // The national fuel price page (server-rendered) has its own card, not /combustivel's.
    expect(byPath.get("/images/share/precos-combustiveis.png")?.title).toBe(
      "Gasolina, etanol e diesel: o preço médio em cada estado",
    );
    expect(byPath.get("/images/share/blog/pneu-careca-riscos-quando-trocar.png")?.eyebrow).toBe("Segurança");
    expect(byPath.get("/images/share/newsletter/cancelar.png")?.title).toBe("Cancelar a newsletter & mais");
    expect(new Set(cards.map((c) => c.path)).size).toBe(cards.length);
    for (const { card } of cards) {
      expect(card.illustrationSvg).toMatch(/^<svg/);
      expect(card.address).toBe("carroemconta.com.br");
    }
  });

  it("the build check names pages whose og:image is missing, not a PNG of this site, or not in the build", () => {
    const dir = mkdtempSync(join(tmpdir(), "cec-share-"));
    page(dir, "a", "A", `${DEFAULT_SITE_URL}/images/share/a.png`);
    page(dir, "b", "B", `${DEFAULT_SITE_URL}/images/blog/b.svg`);
    page(dir, "c", "C", `https://outro.example/images/share/c.png`);
    mkdirSync(join(dir, "images/share"), { recursive: true });
    writeFileSync(join(dir, "images/share/a.png"), "png");
    const problems = missingShareImages(dir, DEFAULT_SITE_URL);
    expect(problems).toHaveLength(2);
    expect(problems.join("\n")).toMatch(/b\/index\.html: og:image/);
    expect(problems.join("\n")).toMatch(/c\/index\.html: og:image/);
    writeFileSync(join(dir, "images/share/a.png.tmp"), "");
    page(dir, "d", "D", `${DEFAULT_SITE_URL}/images/share/d.png`);
    expect(missingShareImages(dir, DEFAULT_SITE_URL).join("\n")).toMatch(/d\.png not in the build/);
  });
});

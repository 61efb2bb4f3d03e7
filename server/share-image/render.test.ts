import { describe, expect, it } from "vitest";
import { pngSize } from "./png-size.ts";
import { SHARE_CARD_HEIGHT, SHARE_CARD_WIDTH, renderShareCard, renderShareCardSvg } from "./render.ts";
import { titleFontSize } from "./card-layout.ts";

const ICON =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="#fff" stroke-width="1.5"><circle cx="12" cy="12" r="9"/></svg>';

describe("renderShareCard", () => {
  it("draws a 1200x630 PNG", async () => {
    const png = await renderShareCard({ title: "Álcool ou gasolina?", eyebrow: "Economia", illustrationSvg: ICON });
    expect(SHARE_CARD_WIDTH).toBe(1200);
    expect(SHARE_CARD_HEIGHT).toBe(630);
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
    // Under WhatsApp's preview limit (about 300 KB) with room to spare.
    expect(png.length).toBeLessThan(300_000);
  });

  it("keeps the size with a very long title, a subtitle and no illustration (a vehicle card)", async () => {
    const png = await renderShareCard({
      title: "Volkswagen Gol Trend 1.0 Mi Total Flex 8V 4p ".repeat(4),
      eyebrow: "Tabela FIPE",
      subtitle: "R$ 35.412,00",
    });
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
  });

  it("draws the texts it is given (as glyph paths) and the illustration", async () => {
    const withIcon = await renderShareCardSvg({ title: "Um título", eyebrow: "Dicas", illustrationSvg: ICON });
    const without = await renderShareCardSvg({ title: "Um título", eyebrow: "Dicas" });
    expect(withIcon).toContain("<image");
    expect(withIcon.match(/<image/g)!.length).toBe(without.match(/<image/g)!.length + 1);
    const longer = await renderShareCardSvg({ title: "Um título bem mais comprido", eyebrow: "Dicas" });
    expect(longer.length).toBeGreaterThan(without.length);
  });

  it("shrinks the type for long titles", () => {
    expect(titleFontSize("Curto", true)).toBeGreaterThan(titleFontSize("x".repeat(110), true));
  });

  it("renders concurrent calls (one wasm set-up shared)", async () => {
    const pngs = await Promise.all(["A", "B", "C"].map((t) => renderShareCard({ title: t, eyebrow: "E" })));
    for (const png of pngs) expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
  });
});

describe("pngSize", () => {
  it("refuses a file that is not a PNG", () => {
    expect(() => pngSize(new TextEncoder().encode("<svg xmlns='http://www.w3.org/2000/svg'/>"))).toThrow("not a PNG");
  });
});

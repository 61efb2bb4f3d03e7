// Share cards: the 1200x630 PNG that WhatsApp, Facebook, X and LinkedIn show for a link.
// satori lays the card out (flexbox, Inter from @fontsource's .woff files, text drawn as
// paths) into SVG; resvg (WebAssembly) rasterises it. Both are set up once per process and
// reused: the build renders every page's card with it, the server can render cards on demand.
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { Resvg, initWasm } from "@resvg/resvg-wasm";
import satori, { type Font } from "satori";
import { cardLayout, type ShareCard } from "./card-layout.ts";

export type { ShareCard } from "./card-layout.ts";
export const SHARE_CARD_WIDTH = 1200;
export const SHARE_CARD_HEIGHT = 630;

const require = createRequire(import.meta.url);
const FONT_WEIGHTS = [500, 700, 800] as const;

let ready: Promise<Font[]> | null = null;

/** Loads the wasm module and the fonts once; later calls share the same promise. */
function setUp(): Promise<Font[]> {
  ready ??= (async () => {
    const [wasm, ...fonts] = await Promise.all([
      readFile(require.resolve("@resvg/resvg-wasm/index_bg.wasm")),
      ...FONT_WEIGHTS.map((weight) =>
        readFile(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`)),
      ),
    ]);
    await initWasm(wasm);
    return fonts.map((data, i) => ({ name: "Inter", data, weight: FONT_WEIGHTS[i]!, style: "normal" as const }));
  })().catch((error: unknown) => {
    ready = null;
    throw error;
  });
  return ready;
}

/** The card as SVG (satori's output; text already turned into paths). */
export async function renderShareCardSvg(card: ShareCard): Promise<string> {
  const fonts = await setUp();
  // satori takes React-like element objects; cardLayout builds them without React.
  return satori(cardLayout(card) as Parameters<typeof satori>[0], {
    width: SHARE_CARD_WIDTH,
    height: SHARE_CARD_HEIGHT,
    fonts,
  });
}

/** The card as a PNG file's bytes, 1200x630. */
export async function renderShareCard(card: ShareCard): Promise<Uint8Array> {
  return renderSvgPng(await renderShareCardSvg(card), SHARE_CARD_WIDTH);
}

/** Any SVG as a PNG of the given width (the web app's icons). */
export async function renderSvgPng(svg: string, width: number): Promise<Uint8Array> {
  await setUp();
  const resvg = new Resvg(svg, { fitTo: { mode: "width", value: width }, font: { loadSystemFonts: false } });
  try {
    const image = resvg.render();
    try {
      return image.asPng();
    } finally {
      image.free();
    }
  } finally {
    resvg.free();
  }
}

// A state's fuel price share image: drawn from the state's newest week (the job the drawing
// gets names the state and its means), a card that says so when nothing is held, a 1200×630 PNG,
// 404 for anything but a state in the page's own spelling.
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PublicDataService, StateFuelPrices } from "#app/lib/public-data.ts";
import { makeFakeBuild } from "../../tests/helpers/fake-build.ts";
import { pngSize } from "../share-image/png-size.ts";
import { createShareImages, type DrawJob } from "../share-image/share-images.ts";
import { loadStaticSite } from "../static-site/files.ts";
import { renderFuelStateCard } from "./fuel-card.ts";
import { fuelPriceImageRoutes } from "./image-routes.ts";
import { installRouteSchemas } from "../validation/route-schemas.ts";

const WEEK = { weekStart: "2026-11-15", weekEnd: "2026-11-21", stations: 40 };
const SP: StateFuelPrices = {
  uf: "SP",
  prices: { gasolina: { ...WEEK, price: 6.287 }, etanol: { ...WEEK, price: 4.371 }, gnv: { ...WEEK, price: 4.9 } },
};

describe("GET /precos-combustiveis/imagem/{uf}.png", () => {
  const app = Fastify();
  installRouteSchemas(app);
  const jobs: DrawJob[] = [];
  beforeAll(async () => {
    const service = {
      fuelPrices: async (uf: string) => (uf === "SP" ? SP : null),
    } as Partial<PublicDataService> as PublicDataService;
    const images = createShareImages({
      dir: null,
      render: async (job) => {
        jobs.push(job);
        if (job.kind !== "fuel-state") throw new Error("not a fuel card");
        return renderFuelStateCard(job.card, "carroemconta.com.br");
      },
    });
    await app.register(fuelPriceImageRoutes, { site: loadStaticSite(makeFakeBuild()), service, images });
  });
  afterAll(() => app.close());

  it("draws the state's card with this week's means, a 1200×630 PNG kept for the next request", async () => {
    const first = await app.inject("/precos-combustiveis/imagem/sp.png");
    expect(first.statusCode).toBe(200);
    expect(first.headers["content-type"]).toBe("image/png");
    expect(pngSize(first.rawPayload)).toEqual({ width: 1200, height: 630 });
    expect(jobs).toEqual([
      {
        kind: "fuel-state",
        card: {
          eyebrow: "Média ANP, semana de 15/11 a 21/11/2026",
          title: "São Paulo (SP): preço dos combustíveis",
          subtitle: "Gasolina R$ 6,29 · Etanol R$ 4,37",
        },
      },
    ]);
    expect((await app.inject("/precos-combustiveis/imagem/sp.png")).rawPayload).toEqual(first.rawPayload);
    expect(jobs).toHaveLength(1);
  }, 30_000);

  it("says so when no week is held for the state, without figures", async () => {
    const answer = await app.inject("/precos-combustiveis/imagem/ac.png");
    expect(answer.statusCode).toBe(200);
    expect(jobs.at(-1)).toEqual({
      kind: "fuel-state",
      card: {
        eyebrow: "Preços da ANP",
        title: "Acre (AC): preço dos combustíveis",
        subtitle: "Médias semanais da ANP: ainda sem dados deste estado",
      },
    });
  }, 30_000);

  it("404 for anything but one of the 27 states, lower case, .png", async () => {
    for (const url of ["xx.png", "SP.png", "sp.jpg", "sp", "s.png"]) {
      expect((await app.inject(`/precos-combustiveis/imagem/${url}`)).statusCode, url).toBe(404);
    }
  });
});

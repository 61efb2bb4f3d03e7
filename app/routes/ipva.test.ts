// The IPVA page's title and JSON-LD name the year offered on the request's day.
import { describe, expect, it } from "vitest";
import { meta } from "./ipva.tsx";

type Args = Parameters<typeof meta>[0];
const metaOn = (today: string, search = "") =>
  meta({ loaderData: { today }, location: { search } } as unknown as Args) as Array<Record<string, unknown>>;
const title = (tags: Array<Record<string, unknown>>) => tags.find((t) => "title" in t)?.title;
const jsonLdName = (tags: Array<Record<string, unknown>>) =>
  (tags.find((t) => "script:ld+json" in t)?.["script:ld+json"] as { name: string }).name;

describe("the IPVA page's year", () => {
  it('says "IPVA 2026" on 25/11/2026 and on 30/11/2026', () => {
    for (const day of ["2026-11-25", "2026-11-30"]) {
      expect(title(metaOn(day))).toBe("Calculadora de IPVA 2026 por Estado | Carro em Conta");
      expect(jsonLdName(metaOn(day))).toBe("Calculadora de IPVA 2026");
    }
  });

  it('says "IPVA 2027" from 1/12/2026, or 2026 when the share URL asks for it', () => {
    expect(title(metaOn("2026-12-01"))).toBe("Calculadora de IPVA 2027 por Estado | Carro em Conta");
    expect(jsonLdName(metaOn("2026-12-01"))).toBe("Calculadora de IPVA 2027");
    expect(title(metaOn("2026-12-01", "?valor=1&exercicio=2026"))).toBe(
      "Calculadora de IPVA 2026 por Estado | Carro em Conta",
    );
    // A year not offered that day is ignored.
    expect(title(metaOn("2026-11-25", "?exercicio=2027"))).toBe("Calculadora de IPVA 2026 por Estado | Carro em Conta");
  });
});

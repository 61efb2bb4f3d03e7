import { describe, expect, it } from "vitest";
import { priceHistory } from "./history.ts";

const vehicle = { type: "carros", brand: "21", model: "21000", year: "2020-1" } as const;
const refs = [
  { codigo: "339", mes: "novembro de 2026" },
  { codigo: "338", mes: "outubro de 2026" },
  { codigo: "337", mes: "setembro de 2026" },
];
const price = (valor: string) => ({ status: 200 as const, body: { Valor: valor } as never, cache: "MISS" as const });
const failure = (status: 404 | 502) => ({ status, body: { error: "x", message: "x" }, cache: "MISS" as const });

describe("priceHistory", () => {
  it("leaves out months that failed or were not listed, oldest first, and counts them as missing", async () => {
    const answers: Record<string, ReturnType<typeof price> | ReturnType<typeof failure>> = {
      "339": price("R$ 50.000,00"),
      "338": failure(502),
      "337": failure(404),
    };
    const result = await priceHistory(
      {
        references: async () => ({ status: 200, body: refs, cache: "HIT" }),
        priceInMonth: async (_v, code) => answers[code]!,
      },
      vehicle,
    );
    expect(result).toEqual({
      status: 200,
      body: { months: [{ reference: "339", month: "novembro de 2026", value: "R$ 50.000,00" }], missing: 2 },
    });
  });

  it("asks for at most the requested number of months, newest ones", async () => {
    const asked: string[] = [];
    await priceHistory(
      {
        references: async () => ({ status: 200, body: refs, cache: "HIT" }),
        priceInMonth: async (_v, code) => (asked.push(code), price("R$ 1,00")),
      },
      vehicle,
      2,
    );
    expect(asked.sort()).toEqual(["338", "339"]);
  });

  it("answers 503 without the reference list", async () => {
    const result = await priceHistory(
      { references: async () => failure(502) as never, priceInMonth: async () => price("R$ 1,00") },
      vehicle,
    );
    expect(result.status).toBe(503);
  });
});

// What a fuel price page says without prices: the source unreachable (last try in Brasília
// time), not imported yet, or nothing for the place.
import { describe, expect, it } from "vitest";
import { brasiliaDateTime, emptyFuelDataText } from "./empty-state.ts";

describe("emptyFuelDataText", () => {
  it("tells an unreachable source from one not imported yet", () => {
    expect(emptyFuelDataText({ kind: "unreachable", lastAttemptAt: "2026-11-27T14:03:00Z" })).toContain(
      "o site não conseguiu acessar a pesquisa da ANP (última tentativa em 27/11/2026 às 11:03, horário de Brasília)",
    );
    expect(emptyFuelDataText({ kind: "not-imported" })).toMatch(/ainda não foram importados/);
    expect(emptyFuelDataText(null)).toMatch(/ainda não foram importados/);
    expect(emptyFuelDataText({ kind: "imported", lastSuccessAt: "2026-11-27T14:03:00Z" }, "de Roraima")).toBe(
      "A pesquisa semanal da ANP que temos não traz preços de Roraima.",
    );
  });
  it("writes instants in Brasília time across midnight", () => {
    expect(brasiliaDateTime("2026-11-28T01:30:00Z")).toBe("27/11/2026 às 22:30");
  });
});

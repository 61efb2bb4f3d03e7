// The licensing tips speak of the chosen state only, and stay short enough for a phone.
import { describe, expect, it } from "vitest";
import { BRAZILIAN_STATES } from "../../lib/states.ts";
import {
  LICENSING_GENERAL_TIPS,
  LICENSING_STATE_STRINGS as S,
  LICENSING_STATE_TIPS,
  licensingTipsFor,
} from "./state-strings.ts";

/** The ways a tip can name a state: its name, "Detran-XX", "em XX"/"no XX"/"na XX" with its code. */
function mentions(text: string, code: string, name: string): boolean {
  return (
    text.includes(name) || text.includes(`Detran-${code}`) || new RegExp(`\\b(em|no|na|do|de) ${code}\\b`).test(text)
  );
}

describe("licensing tips per state", () => {
  it.each(BRAZILIAN_STATES.map((s) => [s.code, s.name] as const))("%s speaks of no other state", (code, name) => {
    for (const tip of licensingTipsFor(code)) {
      // The state's own name goes first: "Mato Grosso do Sul" holds "Mato Grosso".
      const rest = tip.replaceAll(name, "");
      for (const other of BRAZILIAN_STATES) {
        if (other.code === code) continue;
        expect(mentions(rest, other.code, other.name), `${code}: ${tip} names ${other.code}`).toBe(false);
      }
    }
  });

  it("RJ's tips no longer speak of SP (the bug of the issue), and SP keeps its own", () => {
    expect(licensingTipsFor("RJ").join(" ")).not.toMatch(/SP|São Paulo/);
    expect(licensingTipsFor("SP")[0]).toBe(
      "Em SP, o mês de vencimento do licenciamento depende do último número da placa.",
    );
    expect(licensingTipsFor("RJ")[0]).toContain("GRT");
  });

  it("a state's own tips come first, then the ones for every state", () => {
    expect(licensingTipsFor("CE")).toEqual([...LICENSING_STATE_TIPS.CE, ...LICENSING_GENERAL_TIPS]);
    expect(licensingTipsFor("MG")).toEqual([...LICENSING_GENERAL_TIPS]);
  });

  it("fits a phone: at most 5 tips of at most 130 characters each, for every state", () => {
    for (const { code } of BRAZILIAN_STATES) {
      const tips = licensingTipsFor(code);
      expect(tips.length).toBeLessThanOrEqual(5);
      for (const tip of tips) expect(tip.length, tip).toBeLessThanOrEqual(130);
    }
  });

  it("the answer's texts", () => {
    expect(S.feeHint("Rio de Janeiro", 2026, "R$ 293,71")).toBe(
      "Taxa de licenciamento em 2026 (Rio de Janeiro): R$ 293,71.",
    );
    expect(S.feeUnknown("Detran-MG", 2026)).toBe(
      "Não encontramos a taxa de 2026 numa fonte datada. Consulte o Detran-MG.",
    );
    expect(S.notYetPublished(2027, "Detran-RJ")).toBe("Calendário de 2027 ainda não publicado pelo Detran-RJ.");
    expect(S.deadlineFor("3")).toBe("Prazo para o final 3");
  });
});

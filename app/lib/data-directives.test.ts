import { describe, expect, it } from "vitest";
import data2026 from "../domain/ipva/data/2026.json";
import type { IpvaYearData } from "../domain/ipva/data-schema.ts";
import { expandDataDirectives } from "./data-directives.ts";

const data = data2026 as IpvaYearData;

describe("article data directives", () => {
  it("replaces {{ipva-aliquotas 2026}} with the 27 states' rates and statuses, as one HTML block", () => {
    const out = expandDataDirectives("x", "Antes.\n\n{{ipva-aliquotas 2026}}\n\nDepois.");
    expect(out.match(/<tr><td>/g)).toHaveLength(27);
    expect(out).toContain("<tr><td>Distrito Federal (DF)</td><td>3%</td><td>2%</td><td>conferido</td></tr>");
    expect(out).toContain("<tr><td>Roraima (RR)</td><td>3%</td><td>2%</td><td>não conferido para 2026</td></tr>");
    const confirmed = Object.values(data.states).filter((e) => e.status === "confirmed").length;
    expect(out.match(/<td>conferido<\/td>/g)).toHaveLength(confirmed);
    // No blank line inside the table (markdown would end the HTML block there).
    const table = out.slice(out.indexOf("<table>"), out.indexOf("</table>"));
    expect(table).not.toMatch(/\n\s*\n/);
    expect(out.startsWith("Antes.")).toBe(true);
    expect(out.trimEnd().endsWith("Depois.")).toBe(true);
  });

  it("follows the data it is given: a rate changed in the file changes the article", () => {
    const changed = { ...data, states: { ...data.states, DF: { ...data.states.DF, car: 3.5 } } };
    expect(expandDataDirectives("x", "{{ipva-aliquotas 2026}}", () => changed)).toContain(
      "<tr><td>Distrito Federal (DF)</td><td>3,5%</td>",
    );
  });

  it("replaces {{ipva-regras 2026}} with the national rule and each state's rules by name", () => {
    const out = expandDataDirectives("x", "{{ipva-regras 2026}}");
    expect(out).toContain("<li><strong>Todo o país</strong>: Veículos com 20 anos ou mais de fabricação");
    expect(out).toContain(
      "IPVA Social do Amazonas: veículos de duas ou quatro rodas cujo imposto seria de até R$ 420 não pagam.",
    );
    expect(out).toContain("<strong>Acre</strong>: Motos de até 170 cc de pessoas físicas que só têm esse veículo");
    expect(out).not.toContain("<strong>Santa Catarina</strong>");
  });

  it("fails the build, naming the file, on an unknown directive or a year without data", () => {
    expect(() => expandDataDirectives("ipva", "{{ipva-tabela 2026}}")).toThrow(
      "content/blog/ipva.md: data directive not understood: {{ipva-tabela 2026}}",
    );
    expect(() => expandDataDirectives("ipva", "{{ipva-aliquotas 2019}}")).toThrow(
      "content/blog/ipva.md: no IPVA data for 2019",
    );
  });

  it("leaves text without directives as it was", () => {
    const text = "Um parágrafo com {chaves} no meio.\n\n- item";
    expect(expandDataDirectives("x", text)).toBe(text);
  });
});

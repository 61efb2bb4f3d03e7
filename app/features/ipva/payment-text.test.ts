import { describe, expect, it } from "vitest";
import { ipvaPaymentPlan } from "../../domain/ipva/calendar.ts";
import type { IpvaYearData } from "../../domain/ipva/data-schema.ts";
import { finalsText, instalmentsText, scheduleRows, singlePaymentText } from "./payment-text.ts";
import data2026 from "../../domain/ipva/data/2026.json";

const y2026 = data2026 as IpvaYearData;

describe("the payment plan in words", () => {
  it("SP final 1, R$ 2.000: 3 % until 12/01, without discount until 12/02, 5 instalments of R$ 400", () => {
    const plan = ipvaPaymentPlan({ state: "SP", tax: 2000, finalDigit: 1 }, y2026)!;
    expect(plan.singlePayment.map((o) => singlePaymentText(o, false))).toEqual([
      "À vista com 3 % até 12/01: R$ 1.940,00",
      "À vista sem desconto até 12/02: R$ 2.000,00",
    ]);
    expect(instalmentsText(plan.instalments!)).toBe("ou 5 parcelas de R$ 400,00 (12/01, 12/02, 12/03, 12/04, 12/05)");
  });

  it("RJ: unequal cents are listed; AM final 5 says which dates the source leaves out", () => {
    const rj = ipvaPaymentPlan({ state: "RJ", tax: 1000, finalDigit: 0 }, y2026)!;
    expect(instalmentsText(rj.instalments!)).toBe(
      "ou 3 parcelas de R$ 333,33, R$ 333,33 e R$ 333,34 (21/01, 20/02, 23/03)",
    );
    const am5 = ipvaPaymentPlan({ state: "AM", tax: 1000, finalDigit: 5 }, y2026)!;
    expect(singlePaymentText(am5.singlePayment[2]!, false)).toBe(
      "À vista sem desconto: R$ 1.000,00 (prazo não informado pela fonte)",
    );
    expect(instalmentsText(am5.instalments!)).toBe(
      "ou 3 parcelas de R$ 300,00, R$ 316,66 e R$ 333,34 (30/05; as demais datas não foram informadas pela fonte)",
    );
  });

  it("without a final digit the deadline depends on the plate, and the table lists every group", () => {
    const plan = ipvaPaymentPlan({ state: "SP", tax: 1000 }, y2026)!;
    expect(singlePaymentText(plan.singlePayment[0]!, true)).toBe(
      "À vista com 3 %: R$ 970,00 (o prazo depende do final da placa)",
    );
    const rows = scheduleRows(plan.schedules);
    expect(rows[0]).toEqual({
      finals: "1",
      singlePayment: ["12/01", "12/02"],
      instalments: "12/01, 12/02, 12/03, 12/04, 12/05",
    });
    expect(rows.at(-1)).toEqual({
      finals: "0",
      singlePayment: ["23/01", "23/02"],
      instalments: "23/01, 23/02, 23/03, 23/04, 23/05",
    });
    const am = scheduleRows(ipvaPaymentPlan({ state: "AM", tax: 1000 }, y2026)!.schedules);
    expect(am.at(-1)).toEqual({ finals: "5", singlePayment: ["30/05", "—", "—"], instalments: "30/05" });
    expect(finalsText([1, 2])).toBe("1 e 2");
    expect(finalsText([0, 1, 2, 3, 4, 5, 6, 7, 8, 9])).toBe("Todos");
  });
});

describe("the year files as the pages get them (not through the schema: its defaults not filled in)", () => {
  it("a calendar whose schedules give no instalment dates (AL, RO, SE) still gives a plan and its rows", () => {
    for (const state of ["AL", "RO", "SE"]) {
      const plan = ipvaPaymentPlan({ state, tax: 3000, finalDigit: 1 }, y2026);
      expect(plan?.status, state).toBe("published");
      expect(scheduleRows(plan!.schedules).length, state).toBeGreaterThan(0);
    }
  });
});

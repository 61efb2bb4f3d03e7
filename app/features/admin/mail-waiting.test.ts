import { describe, expect, it } from "vitest";
import { waitingMailLines } from "./mail-waiting.ts";

describe("what waits in the outbox, in words", () => {
  it("names each kind, singular or plural by its count, in a fixed order, an unknown kind last", () => {
    expect(
      waitingMailLines({
        zeta: 2,
        price_alert: 1,
        newsletter_confirmation: 1200,
        contact_message: 1,
        reminder: 0,
      }),
    ).toEqual([
      "1.200 confirmações de inscrição na newsletter",
      "1 alerta de preço mensal",
      "1 mensagem de contato para a caixa da equipe",
      "2 e-mails (zeta)",
    ]);
    expect(waitingMailLines({})).toEqual([]);
  });
});

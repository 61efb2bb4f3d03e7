import { describe, expect, it } from "vitest";
import { INVALID_EMAIL_MESSAGE } from "../../lib/email.ts";
import { submitPriceAlert, type FollowOutcome } from "./price-alert-post.ts";
import { PRICE_ALERT_STRINGS as S } from "./strings.ts";

const codes = { type: "carros", brand: "21", model: "8000", year: "2023-1" };
const values = { email: " ana@example.com ", consent: true, website: "" };

describe("submitPriceAlert (the vehicle page's action)", () => {
  it("sends the trimmed e-mail, the consent and the vehicle's codes", async () => {
    const sent: unknown[] = [];
    const result = await submitPriceAlert(values, codes, async (body) => {
      sent.push(body);
      return { status: "pending" };
    });
    expect(result).toEqual({ status: "pending" });
    expect(sent).toEqual([
      { email: "ana@example.com", consent: true, tipo: "carros", marca: "21", modelo: "8000", ano: "2023-1" },
    ]);
  });

  it("checks the e-mail and the consent before sending anything", async () => {
    let calls = 0;
    const follow = async (): Promise<FollowOutcome> => {
      calls++;
      return { status: "pending" };
    };
    expect(await submitPriceAlert({ ...values, email: "ana@" }, codes, follow)).toEqual({
      status: "error",
      values: { ...values, email: "ana@" },
      errors: { email: INVALID_EMAIL_MESSAGE },
    });
    expect(await submitPriceAlert({ ...values, email: "", consent: false }, codes, follow)).toMatchObject({
      status: "error",
      errors: { email: "Informe seu e-mail.", consent: S.consentRequired },
    });
    expect(calls).toBe(0);
  });

  it("turns the server's refusals into the form's messages, keeping what was typed", async () => {
    const answer = (outcome: FollowOutcome) => submitPriceAlert(values, codes, async () => outcome);
    expect(await answer({ status: "invalid", message: S.unknownVehicle })).toMatchObject({
      message: S.unknownVehicle,
      values,
    });
    expect(await answer({ status: "rate-limited" })).toMatchObject({ message: S.rateLimited });
    expect(await answer({ status: "unavailable" })).toMatchObject({ message: S.unavailable });
    expect(await submitPriceAlert(values, codes, null)).toMatchObject({ message: S.unavailable });
  });
});

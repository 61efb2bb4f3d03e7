import { describe, expect, it } from "vitest";
import { contactMessageSchema } from "../domain/contact/schema.ts";
import { newsletterSubscriptionSchema } from "../domain/newsletter/schema.ts";
import { isValidEmail, mailtoHref } from "./email.ts";

describe("the shared e-mail rule", () => {
  it.each([
    "maria@example.com.br",
    "Joao.Silva+news@Exemplo.COM",
    "o'brien@example.ie",
    "a_b-c@sub-domain.example.org",
  ])("accepts %s", (address) => {
    expect(isValidEmail(address)).toBe(true);
  });

  // Addresses a looser rule let through: the first would put the sender in copy of the
  // console's reply link, the second would reach Reply-To.
  it.each([
    "a@b.com?cc=evil%40evil.example&x=",
    "a,b<c>@evil.example",
    "a?cc=x@b.com",
    "a%40evil.example@b.com",
    '"a b"@example.com',
    "a..b@example.com",
    ".a@example.com",
    "a@-example.com",
    "a@example",
    "a@example.c0m",
    "a@exa mple.com",
  ])("refuses %s, in the form and in both server schemas", (address) => {
    expect(isValidEmail(address)).toBe(false);
    expect(contactMessageSchema.safeParse({ name: "A", email: address, message: "m" }).success).toBe(false);
    expect(newsletterSubscriptionSchema.safeParse({ name: "A", email: address }).success).toBe(false);
  });

  it("mailto links encode the address and the headers", () => {
    expect(mailtoHref("maria@example.com")).toBe("mailto:maria@example.com");
    expect(mailtoHref("o'brien+x@example.ie", { subject: "Re: Suporte & dúvidas?" })).toBe(
      "mailto:o'brien%2Bx@example.ie?subject=Re%3A%20Suporte%20%26%20d%C3%BAvidas%3F",
    );
    expect(mailtoHref("a?cc=evil@x.com")).not.toContain("?cc=");
  });
});

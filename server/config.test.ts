import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

describe("configuration", () => {
  it("has working defaults", () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.HOST).toBe("127.0.0.1");
    expect(config.DATA_DIR).toBe("./data");
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.FIPE_API_URL).toBe("https://parallelum.com.br/fipe/api/v1");
    expect(config.RATE_LIMIT_MAX).toBe(30);
    expect(config.SITE_URL).toBe("https://www.carroemconta.com.br");
    expect(config.SMTP_URL).toBeUndefined();
  });

  it("accepts the mail settings", () => {
    const config = loadConfig({
      SMTP_URL: "smtp://user:pass@mail.example.com:587",
      MAIL_FROM: "Carro em Conta <nao-responda@example.com.br>",
      CONTACT_INBOX: "contato@example.com.br",
      CONTROLLER_CNPJ: "12.345.678/0001-95",
    });
    expect(config.SMTP_URL).toBe("smtp://user:pass@mail.example.com:587");
    expect(config.MAIL_FROM).toBe("Carro em Conta <nao-responda@example.com.br>");
  });

  it("treats empty values as unset and trims the site URL's slash", () => {
    const config = loadConfig({ PORT: "", SITE_URL: "https://example.com.br/" });
    expect(config.PORT).toBe(3000);
    expect(config.SITE_URL).toBe("https://example.com.br");
  });

  it.each([
    ["PORT", "abc"],
    ["PORT", "70000"],
    ["DATABASE_URL", "mysql://localhost/db"],
    ["FIPE_API_URL", "not a url"],
    ["RATE_LIMIT_MAX", "0"],
    ["ANON_KEY", "short"],
    ["LOG_LEVEL", "loud"],
    ["SMTP_URL", "http://mail.example.com"],
    ["MAIL_FROM", "not an address"],
    ["CONTACT_INBOX", "inbox"],
    ["CONTROLLER_CNPJ", "123"],
    ["DPO_EMAIL", "dpo@"],
  ])("rejects %s=%s with a message naming the variable", (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(name));
  });
});

import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

describe("configuration", () => {
  it("has working defaults", () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.HOST).toBe("127.0.0.1");
    expect(config.DATA_DIR).toBe("./data");
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.FIPE_UPSTREAMS).toEqual([
      { kind: "v1", url: "https://parallelum.com.br/fipe/api/v1" },
      { kind: "v2", url: "https://api.fipe.online/api/v2" },
      { kind: "site", url: "https://veiculos.fipe.org.br/api/veiculos" },
    ]);
    expect(config.FIPE_DAILY_LIMIT).toBe(450);
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
      CONTACT_PHONE: "(11) 3333-4444",
      SOCIAL_INSTAGRAM_URL: "https://www.instagram.com/exemplo",
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
    ["RATE_LIMIT_MAX", "0"],
    ["ANON_KEY", "short"],
    ["LOG_LEVEL", "loud"],
    ["FIPE_DAILY_LIMIT", "-1"],
    ["FIPE_UPSTREAMS", ","],
    ["SMTP_URL", "http://mail.example.com"],
    ["MAIL_FROM", "not an address"],
    ["CONTACT_INBOX", "inbox"],
    ["CONTROLLER_CNPJ", "123"],
    ["DPO_EMAIL", "dpo@"],
    ["CONTACT_PHONE", "ligue já"],
    ["SOCIAL_INSTAGRAM_URL", "instagram.com/exemplo"],
    ["SOCIAL_X_URL", "http://x.com/exemplo"],
  ])("rejects %s=%s with a message naming the variable", (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(name));
  });

  it("reads FIPE_UPSTREAMS in order", () => {
    expect(
      loadConfig({ FIPE_UPSTREAMS: " site:http://127.0.0.1:9/api/veiculos/ , v1:https://a.example/v1" }).FIPE_UPSTREAMS,
    ).toEqual([
      { kind: "site", url: "http://127.0.0.1:9/api/veiculos" },
      { kind: "v1", url: "https://a.example/v1" },
    ]);
  });

  it.each([
    ["v3:https://x.example/api", /entry 1 \("v3:https:\/\/x.example\/api"\) must be kind:url, with kind v1, v2, site/],
    ["v1:https://ok.example,site:ftp://x", /entry 2 \("site:ftp:\/\/x"\)/],
    ["https://no-kind.example", /entry 1/],
  ])("rejects FIPE_UPSTREAMS=%s naming the bad entry", (value, message) => {
    expect(() => loadConfig({ FIPE_UPSTREAMS: value })).toThrow(message);
    expect(() => loadConfig({ FIPE_UPSTREAMS: value })).toThrow(/FIPE_UPSTREAMS/);
  });
});

describe("the auth secret with a shared database", () => {
  // With DATABASE_URL and no BETTER_AUTH_SECRET, each process (or DATA_DIR) made its own
  // secret: sessions and sent unsubscribe links broke when another one started.
  it("requires BETTER_AUTH_SECRET when DATABASE_URL is set, saying what to do", () => {
    expect(() => loadConfig({ DATABASE_URL: "postgres://db/x" })).toThrow(ConfigError);
    expect(() => loadConfig({ DATABASE_URL: "postgres://db/x" })).toThrow(
      /BETTER_AUTH_SECRET: required when DATABASE_URL is set.*openssl rand/,
    );
    expect(
      loadConfig({ DATABASE_URL: "postgres://db/x", BETTER_AUTH_SECRET: "s".repeat(32) }).BETTER_AUTH_SECRET,
    ).toHaveLength(32);
    expect(loadConfig({}).BETTER_AUTH_SECRET).toBeUndefined();
  });
});

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
  ])("rejects %s=%s with a message naming the variable", (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(name));
  });
});

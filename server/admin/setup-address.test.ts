import { describe, expect, it } from "vitest";
import { firstAdminSetupUrl, listeningOrigin, setupBaseUrl } from "./setup-address.ts";

describe("the first-admin set-up address", () => {
  it("uses the address the server answers on while SITE_URL is the default", () => {
    expect(firstAdminSetupUrl("https://www.carroemconta.com.br", { host: "127.0.0.1", port: 3000 }, "abc")).toBe(
      "http://127.0.0.1:3000/admin/configurar?token=abc",
    );
    expect(setupBaseUrl("https://www.carroemconta.com.br/", { host: "0.0.0.0", port: 8080 })).toBe(
      "http://localhost:8080",
    );
  });

  it("uses SITE_URL when it is configured", () => {
    expect(firstAdminSetupUrl("https://carros.example.com.br", { host: "0.0.0.0", port: 3000 }, "abc")).toBe(
      "https://carros.example.com.br/admin/configurar?token=abc",
    );
  });

  it("writes IPv6 and wildcard hosts so the link opens", () => {
    expect(listeningOrigin({ host: "::", port: 3000 })).toBe("http://localhost:3000");
    expect(listeningOrigin({ host: "::1", port: 3000 })).toBe("http://[::1]:3000");
  });
});

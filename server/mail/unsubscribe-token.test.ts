import { describe, expect, it } from "vitest";
import { createUnsubscribeSigner } from "./unsubscribe-token.ts";

describe("newsletter unsubscribe tokens", () => {
  const signer = createUnsubscribeSigner("a-server-secret-of-at-least-32-chars!!");

  it("round-trips the subscription id", () => {
    const token = signer.sign(42);
    expect(token).toMatch(/^42\.[A-Za-z0-9_-]{43}$/);
    expect(signer.verify(token)).toBe(42);
  });

  it("refuses a token signed with another secret", () => {
    const other = createUnsubscribeSigner("another-server-secret-of-32-chars!!!!");
    expect(signer.verify(other.sign(42))).toBeNull();
  });

  it("refuses every single-character change of the signature, and a moved id", () => {
    const token = signer.sign(7);
    const [id, mac] = token.split(".") as [string, string];
    for (let i = 0; i < mac.length; i += 1) {
      const changed = mac.slice(0, i) + (mac[i] === "A" ? "B" : "A") + mac.slice(i + 1);
      expect(signer.verify(`${id}.${changed}`), `position ${i}`).toBeNull();
    }
    expect(signer.verify(`8.${mac}`)).toBeNull();
    expect(signer.verify(`07.${mac}`)).toBeNull();
  });

  it.each(["", "7", "7.", ".abc", "x.y", "7.abc def", `${"9".repeat(30)}.${"A".repeat(43)}`])(
    "refuses the malformed token %j",
    (token) => expect(signer.verify(token)).toBeNull(),
  );
});

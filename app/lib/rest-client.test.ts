import { describe, expect, it } from "vitest";
import { NetworkError, RestInsertError, insertRows } from "./rest-client.ts";

describe("insertRows", () => {
  it("rejects with NetworkError when no answer comes back (offline)", async () => {
    const offline = (() => Promise.reject(new TypeError("Failed to fetch"))) as typeof fetch;
    const error = await insertRows("contact_messages", { a: 1 }, offline).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as NetworkError).cause).toBeInstanceOf(TypeError);
  });

  it("rejects with RestInsertError, not NetworkError, when the server refuses", async () => {
    const refuse = (async () =>
      new Response(JSON.stringify({ code: "23514", message: "bad" }), { status: 400 })) as typeof fetch;
    const error = await insertRows("contact_messages", { a: 1 }, refuse).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RestInsertError);
    expect(error).not.toBeInstanceOf(NetworkError);
    expect((error as RestInsertError).status).toBe(400);
  });

  it("resolves on 201 with whether the mail it queued leaves now (a backend that does not say: on)", async () => {
    const ok = (async () => new Response(null, { status: 201 })) as typeof fetch;
    await expect(insertRows("contact_messages", { a: 1 }, ok)).resolves.toEqual({ mail: "on" });
    const mailOff = (async () =>
      new Response(null, { status: 201, headers: { "X-Mail-Delivery": "off" } })) as typeof fetch;
    await expect(insertRows("newsletter_subscriptions", { a: 1 }, mailOff)).resolves.toEqual({ mail: "off" });
  });
});

// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CookieBanner } from "./cookie-banner.tsx";
import { CookieBannerHost } from "./cookie-banner-host.tsx";

afterEach(() => {
  cleanup();
  document.cookie = "cookie_consent=; Max-Age=0; Path=/";
});

function renderHost(load: () => Promise<typeof CookieBanner>) {
  const Stub = createRoutesStub([{ path: "/", Component: () => <CookieBannerHost load={load} /> }]);
  render(<Stub initialEntries={["/"]} />);
}

describe("CookieBannerHost", () => {
  it("without a stored choice, loads and shows the banner", async () => {
    const load = vi.fn(async () => CookieBanner);
    renderHost(load);
    expect(await screen.findByRole("region", { name: "Aviso de cookies" })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("with a stored choice, never loads the banner", async () => {
    document.cookie = "cookie_consent=declined; Path=/";
    const load = vi.fn(async () => CookieBanner);
    renderHost(load);
    await act(async () => {});
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByRole("region", { name: "Aviso de cookies" })).toBeNull();
  });

  it("a banner that cannot load (offline) leaves the page as it is", async () => {
    const load = vi.fn(async (): Promise<typeof CookieBanner> => {
      throw new Error("offline");
    });
    renderHost(load);
    await act(async () => {});
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("region", { name: "Aviso de cookies" })).toBeNull();
  });
});

// @vitest-environment jsdom
import "../../../tests/setup/jsdom-polyfills.ts";
import { act, cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "./toaster.tsx";
import { ToasterHost } from "./toaster-host.tsx";
import { resetToasts, toast } from "./toast-store.ts";

afterEach(() => {
  cleanup();
  act(() => resetToasts());
});

const REGION = { name: "Notificações (F8)" };

describe("ToasterHost", () => {
  it("shows the empty notification region before the toaster loads, and F8 focuses it", () => {
    const load = vi.fn(() => new Promise<typeof Toaster>(() => {}));
    render(<ToasterHost load={load} />);
    const region = screen.getByRole("region", REGION);
    expect(within(region).queryAllByRole("listitem")).toHaveLength(0);
    act(() => {
      document.dispatchEvent(new KeyboardEvent("keydown", { key: "F8", code: "F8" }));
    });
    expect(region.contains(document.activeElement)).toBe(true);
  });

  it("loads the toaster on the first toast and shows that toast", async () => {
    let resolve!: (component: typeof Toaster) => void;
    const load = vi.fn(() => new Promise<typeof Toaster>((r) => (resolve = r)));
    render(<ToasterHost load={load} />);
    // The idle-time load waits for the browser to be idle (here: a 3 s timer): not yet.
    expect(load).not.toHaveBeenCalled();
    act(() => {
      toast({ title: "Erro", description: "Por favor, insira um valor válido para o veículo." });
    });
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => resolve(Toaster));
    const region = screen.getByRole("region", REGION);
    const items = within(region).getAllByRole("listitem");
    expect(items).toHaveLength(1);
    expect(items[0]!.textContent).toBe("ErroPor favor, insira um valor válido para o veículo.");
  });

  it("fetches the toaster when the browser is idle but mounts it only with the first toast", async () => {
    vi.useFakeTimers();
    try {
      const FakeToaster = () => <p>toaster montado</p>;
      const load = vi.fn(async () => FakeToaster);
      render(<ToasterHost load={load} />);
      expect(load).not.toHaveBeenCalled();
      await act(async () => {
        await vi.advanceTimersByTimeAsync(3000);
      });
      expect(load).toHaveBeenCalledTimes(1);
      // Fetched, not mounted: the stand-in region is still the one on the page.
      expect(screen.queryByText("toaster montado")).toBeNull();
      expect(screen.getByRole("region", REGION)).toBeTruthy();
      await act(async () => {
        toast({ title: "Erro" });
      });
      expect(screen.getByText("toaster montado")).toBeTruthy();
      expect(load).toHaveBeenCalledTimes(1); // the module fetched at idle time, not fetched again
    } finally {
      vi.useRealTimers();
    }
  });

  it("a failed load keeps the stand-in and tries again on the next toast", async () => {
    const load = vi
      .fn<() => Promise<typeof Toaster>>()
      .mockRejectedValueOnce(new Error("offline"))
      .mockResolvedValue(Toaster);
    render(<ToasterHost load={load} />);
    await act(async () => {
      toast({ title: "Primeiro" });
    });
    expect(screen.getByRole("region", REGION)).toBeTruthy();
    expect(screen.queryByText("Primeiro")).toBeNull();
    await act(async () => {
      toast({ title: "Segundo" });
    });
    const items = within(screen.getByRole("region", REGION)).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual(["Segundo"]);
    expect(load).toHaveBeenCalledTimes(2);
  });
});

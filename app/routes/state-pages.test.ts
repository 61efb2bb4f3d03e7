// The state pages' loaders: 404 for anything but a state, a 301 to the lower-case address,
// the tax year of the day in Brasília in the title, and only the state's entry in the page's data.
import { afterEach, describe, expect, it, vi } from "vitest";
import { loader as ipvaLoader, meta as ipvaMeta } from "./ipva-uf.tsx";
import { loader as licensingLoader, meta as licensingMeta } from "./licenciamento-uf.tsx";

type IpvaArgs = Parameters<typeof ipvaLoader>[0];
type LicensingArgs = Parameters<typeof licensingLoader>[0];
const ipva = (uf: string) => ipvaLoader({ params: { uf } } as unknown as IpvaArgs);
const licensing = (uf: string) => licensingLoader({ params: { uf } } as unknown as LicensingArgs);
const thrown = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    return e as { init?: { status?: number }; status?: number };
  }
  throw new Error("did not throw");
};
const title = (tags: unknown) => (tags as Array<Record<string, unknown>>).find((t) => "title" in t)?.title;

afterEach(() => vi.useRealTimers());

describe("/ipva/{uf}", () => {
  it("404 for an unknown state, 301 for upper case", () => {
    expect(thrown(() => ipva("xx")).init?.status).toBe(404);
    expect(thrown(() => ipva("SP")).status).toBe(301);
  });

  it("names the year the day offers in Brasília: 2026 on 30/11 at 20:59, 2027 from 21:00", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-30T23:59:00Z"));
    let data = ipva("sp");
    expect(title(ipvaMeta({ loaderData: data } as never))).toBe(
      "IPVA 2026 em São Paulo: alíquotas, calendário e descontos | Carro em Conta",
    );
    vi.setSystemTime(new Date("2026-12-01T03:00:00Z"));
    data = ipva("sp");
    expect(data.year).toBe(2027);
    expect(title(ipvaMeta({ loaderData: data } as never))).toBe(
      "IPVA 2027 em São Paulo: alíquotas, calendário e descontos | Carro em Conta",
    );
    // 2027's calendar is not published: 2026's comes as the reference.
    expect(data.entry.calendar?.status).toBe("not-published");
    expect(data.reference?.status).toBe("published");
    expect(data.years.every((y) => Object.keys(y.states).join() === "SP")).toBe(true);
  });
});

describe("/licenciamento/{uf}", () => {
  it("404 for an unknown state; RJ's page holds RJ only, with the article pt-BR uses", () => {
    expect(thrown(() => licensing("zz")).init?.status).toBe(404);
    const data = licensing("rj");
    expect(Object.keys(data.data.states)).toEqual(["RJ"]);
    expect(title(licensingMeta({ loaderData: data } as never))).toMatch(
      /^Licenciamento 2026 no Rio de Janeiro: taxa, calendário e prazos/,
    );
  });
});

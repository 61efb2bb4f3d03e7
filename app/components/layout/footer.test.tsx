// @vitest-environment jsdom
import "../../../tests/setup/jsdom-polyfills.ts";
import { cleanup, render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { contactPhone, copyrightLine, phoneHref, socialProfiles, type ContactConfig } from "../../lib/contact.ts";
import { ContactDetails } from "./contact-details.tsx";
import { Footer } from "./footer.tsx";
import { SocialIcons } from "./social-icons.tsx";

const NONE: ContactConfig = { phone: "", instagram: "", facebook: "", youtube: "", x: "" };
const SET: ContactConfig = {
  phone: "(11) 3333-4444",
  instagram: "https://www.instagram.com/exemplo",
  facebook: "",
  youtube: "https://www.youtube.com/@exemplo",
  x: "not a url",
};

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("the footer's year", () => {
  it("is the year of the render, in UTC", () => {
    expect(copyrightLine(new Date("2031-06-01T00:00:00Z"))).toBe("© 2031 Carro em Conta");
    // 31 Dec 22:30 in São Paulo is already 1 Jan in UTC.
    expect(copyrightLine(new Date("2027-01-01T01:30:00Z"))).toBe("© 2027 Carro em Conta");
  });

  it("the footer says the current year, not a fixed one", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2029-03-10T12:00:00Z"));
    const router = createMemoryRouter([{ path: "/", Component: Footer }]);
    render(<RouterProvider router={router} />);
    expect(screen.getByText("© 2029 Carro em Conta. Todos os direitos reservados.")).toBeTruthy();
  });
});

describe("phone and social profiles", () => {
  it("a phone becomes a tel: link", () => {
    expect(phoneHref("(11) 3333-4444")).toBe("tel:+551133334444");
    expect(phoneHref("+55 11 91234-5678")).toBe("tel:+5511912345678");
    expect(phoneHref("0800 123 4567")).toBe("tel:08001234567");
    expect(phoneHref("123")).toBeNull();
    expect(contactPhone(NONE)).toBeNull();
  });

  it("without configuration: no phone and no social icons at all", () => {
    render(
      <>
        <ContactDetails tone="dark" config={NONE} />
        <SocialIcons config={NONE} />
      </>,
    );
    expect(screen.queryByText(/4000-1234/)).toBeNull();
    expect(screen.queryByRole("link", { name: /^tel:/ })).toBeNull();
    expect(document.querySelector('a[href^="tel:"]')).toBeNull();
    expect(screen.queryByRole("list", { name: "Redes sociais" })).toBeNull();
    expect(screen.getByRole("link", { name: "contato@carroemconta.com.br" })).toBeTruthy();
  });

  it("configured: the phone is a tel: link and each profile's icon a link to it (https only)", () => {
    render(
      <>
        <ContactDetails tone="dark" config={SET} />
        <SocialIcons config={SET} />
      </>,
    );
    expect(screen.getByRole("link", { name: "(11) 3333-4444" }).getAttribute("href")).toBe("tel:+551133334444");
    const list = screen.getByRole("list", { name: "Redes sociais" });
    const links = within(list).getAllByRole("link");
    expect(links.map((a) => [a.getAttribute("aria-label"), a.getAttribute("href")])).toEqual([
      ["Carro em Conta no Instagram", "https://www.instagram.com/exemplo"],
      ["Carro em Conta no YouTube", "https://www.youtube.com/@exemplo"],
    ]);
    expect(socialProfiles(SET).map((p) => p.name)).toEqual(["Instagram", "YouTube"]);
  });
});

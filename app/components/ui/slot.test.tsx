// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, Link } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Button } from "./button.tsx";
import { mergeSlotProps } from "./slot.tsx";

afterEach(cleanup);

describe("Slot (Button asChild)", () => {
  it("renders the child link with the button's classes and the link's own", () => {
    const Stub = createRoutesStub([
      {
        path: "/",
        Component: () => (
          <Button asChild size="lg" variant="accent" className="extra">
            <Link to="/fipe" className="own">
              Consultar Tabela FIPE
            </Link>
          </Button>
        ),
      },
    ]);
    render(<Stub initialEntries={["/"]} />);
    const link = screen.getByRole("link", { name: "Consultar Tabela FIPE" });
    expect(link.getAttribute("href")).toBe("/fipe");
    expect(link.getAttribute("type")).toBeNull();
    const classes = link.className.split(" ");
    for (const name of ["inline-flex", "bg-accent-600", "h-12", "extra", "own"]) expect(classes).toContain(name);
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("runs both click handlers, the child's first, and merges styles", async () => {
    const calls: string[] = [];
    render(
      <Button asChild onClick={() => calls.push("slot")} style={{ color: "red", margin: 1 }}>
        <a href="#x" onClick={() => calls.push("child")} style={{ color: "blue" }}>
          Ir
        </a>
      </Button>,
    );
    const link = screen.getByRole("link", { name: "Ir" });
    await userEvent.click(link);
    expect(calls).toEqual(["child", "slot"]);
    expect(link.style.color).toBe("blue");
    expect(link.style.margin).toBe("1px");
  });

  it("the child's other props win over the slot's", () => {
    const handler = vi.fn();
    expect(mergeSlotProps({ id: "a", title: "slot", onFocus: handler }, { id: "b" })).toMatchObject({
      id: "b",
      title: "slot",
      onFocus: handler,
    });
  });

  it("without asChild, a Button is a type=button element", () => {
    render(<Button>Calcular</Button>);
    expect(screen.getByRole("button", { name: "Calcular" }).getAttribute("type")).toBe("button");
  });
});

import { UNSAFE_createBrowserHistory as createBrowserHistory } from "react-router";
import { describe, expect, test } from "vitest";
import { warmUpRouter } from "./router-warm-up.ts";

/** A window whose history records its writes. */
function fakeWindow(state: unknown) {
  const writes: unknown[] = [];
  const history = {
    state,
    replaceState(next: unknown) {
      writes.push(next);
      history.state = next;
    },
    pushState() {},
  };
  const win = {
    history,
    location: { pathname: "/fipe", search: "", hash: "" },
    addEventListener() {},
    removeEventListener() {},
  };
  return { win, writes };
}

const STATES = [null, { usr: { from: "/blog" }, key: "a1b2c3" }, { key: "x", masked: undefined }];

describe("warmUpRouter", () => {
  test.each(STATES)("writes what React Router's history would write on creation (state %j)", (state) => {
    const alone = fakeWindow(structuredClone(state));
    createBrowserHistory({ window: alone.win as unknown as Window });
    expect(alone.writes).toHaveLength(1); // React Router's own write, the one moved out

    const warmed = fakeWindow(structuredClone(state));
    warmUpRouter(warmed.win);
    createBrowserHistory({ window: warmed.win as unknown as Window });
    expect(warmed.writes).toHaveLength(1); // ours; React Router then finds the index and writes nothing
    expect(warmed.writes[0]).toEqual(alone.writes[0]);
  });

  test("leaves an entry React Router already indexed alone (back, forward, reload)", () => {
    const { win, writes } = fakeWindow({ usr: null, key: "k", idx: 3 });
    warmUpRouter(win);
    expect(writes).toEqual([]);
  });
});

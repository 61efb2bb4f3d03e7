// A native call React Router makes while HydratedRouter renders, made in a task of its own
// before hydration starts (docs/performance.md, session 7): creating its browser history writes
// the entry's index into history.state with replaceState when it is not there yet. That write
// took 0.3–6 ms on this project's machine, unthrottled (up to 22 ms in a trace), inside one
// render unit that came to 16–17 ms. Written first here, with the value React Router would
// write, its own call finds the index and skips the write; a unit test fails if the installed
// React Router writes anything else. (The router's other native call at creation, a
// sessionStorage read for view transitions the site never uses, is trimmed from the build:
// scripts/react-router-trim.ts.)

type WarmUpWindow = { history: Pick<History, "replaceState"> & { readonly state: unknown } };

/** Index 0 for an entry React Router has not seen (a fresh load); nothing if it has one. */
export function warmUpRouter(win: WarmUpWindow): void {
  const state = win.history.state as { idx?: unknown } | null;
  if (state?.idx == null) win.history.replaceState({ ...state, idx: 0 }, "");
}

// V8's explicit compile hint for the framework chunk (ADR 009, ADR 016).
//
// V8 compiles a function the first time it is called unless told otherwise, and it does that on
// the main thread. React DOM, React and React Router are mostly called during the page's
// hydration, so each page paid for compiling them inside its hydration tasks: 63–115 ms of the
// main thread's 507–688 ms on two loads of "/" on the test VM. The magic comment
// `//# allFunctionsCalledOnLoad` on a file's first line (Chrome 136 and later) makes V8 compile
// the whole file eagerly while it streams in, on a background thread. Browsers without the
// feature read a comment.
//
// Only the framework chunk carries it: the hint is for files whose functions mostly run at load
// (eagerly compiling code that never runs costs memory and background time), and the page
// chunks are small. It is added after minification (rolldown's postBanner), which would
// otherwise drop the comment.
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad";

/** The chunks (by name, vite.config.ts's code-splitting groups) that V8 compiles eagerly. */
export const EAGER_CHUNKS: ReadonlySet<string> = new Set(["framework"]);

/** rolldown `output.postBanner`: the compile hint on the eager chunks, nothing on the others. */
export function compileHintBanner(chunk: { name: string }): string {
  return EAGER_CHUNKS.has(chunk.name) ? COMPILE_HINT : "";
}

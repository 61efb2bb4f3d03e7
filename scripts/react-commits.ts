// A diagnostic: the React commits of a page load in the production build, and the components
// rendered in each (through the DevTools hook React calls on every commit, present in production
// builds too). A component tree rendered again right after hydration shows as a second large
// commit. Names are minified unless the build is made with `minify: false` in vite.config.ts.
//   npx tsx scripts/react-commits.ts [/path,/other-path]
import { chromium } from "playwright";
import { CHROMIUM_ARGS, chromiumPath } from "./chromium-path.ts";
import { startMeasuredSite } from "./lib/measured-site.ts";
import { SLOW_3G_PAGES } from "./slow-3g.ts";

const PAGES = process.argv[2]?.split(",") ?? [SLOW_3G_PAGES[0]!];

/**
 * In the page before React: a stand-in DevTools hook that records each commit. A function
 * component counts as rendered when it performed work with other props or state than its
 * previous version; a subtree whose children are the previous ones was skipped by React.
 */
const HOOK = `(() => {
  const commits = (window.__commits = []);
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true, isDisabled: false, renderers: new Map(), checkDCE() {},
    inject(renderer) { this.renderers.set(1, renderer); return 1; },
    onScheduleFiberRoot() {}, onCommitFiberUnmount() {}, onPostCommitFiberRoot() {},
    onCommitFiberRoot(id, root) {
      const names = {};
      let rendered = 0;
      const walk = (fiber) => {
        for (let f = fiber; f; f = f.sibling) {
          const a = f.alternate;
          if (typeof f.type === "function" && (f.flags & 1) && (!a || f.memoizedProps !== a.memoizedProps || f.memoizedState !== a.memoizedState)) {
            rendered++;
            const name = f.type.displayName || f.type.name || "?";
            names[name] = (names[name] || 0) + 1;
          }
          if (!a || f.child !== a.child) walk(f.child);
        }
      };
      walk(root.current.child);
      const top = Object.entries(names).sort((x, y) => y[1] - x[1]).slice(0, 8);
      commits.push({ at: Math.round(performance.now()), rendered, top: top.map(([k, v]) => k + ":" + v).join(" ") });
    },
  };
})();`;

type Commit = { at: number; rendered: number; top: string };

const site = await startMeasuredSite(PAGES);
try {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  for (const path of PAGES) {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      serviceWorkers: "block",
      bypassCSP: true,
    });
    const page = await context.newPage();
    await page.addInitScript({ content: HOOK });
    await page.goto(`${site.url}${path}`, { waitUntil: "load" });
    // The parts split with React's lazy arrive after the load event.
    await page.waitForLoadState("networkidle");
    const commits = (await page.evaluate("window.__commits")) as Commit[];
    console.log(
      `${path}: ${commits.length} commits, ${commits.reduce((sum, c) => sum + c.rendered, 0)} component renders`,
    );
    for (const c of commits) console.log(`  at ${c.at} ms: ${c.rendered} ${c.top}`);
    await context.close();
  }
  await browser.close();
} finally {
  await site.stop();
}

// The server-rendered cold page's script (bench/lowend.mjs), as docs/ssr.md writes a POS page's:
// the server's markup is drawn first, then the hydration loads (./first-tip-ssr-hydrate.ts, a
// module of its own that the page preloads). Run before the first frame, the hydration would hold
// that frame up whenever the script is in before it (a cached or near script); the early taps
// script keeps a tap made in between. `window.firstTipWorks`: see ./first-tip-ssr-hydrate.ts.
declare global {
  interface Window {
    firstTipWorks: Promise<number>;
  }
}

window.firstTipWorks = new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)))
  .then(() => import('./first-tip-ssr-hydrate.js'))
  .then((hydrate) => hydrate.firstTipWorks);

export {};

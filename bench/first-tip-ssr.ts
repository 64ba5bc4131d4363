// The server-rendered cold page's script (bench/lowend.mjs), as docs/ssr.md writes a POS page's:
// the server's markup is drawn first, then Lit's hydration support loads, then the hydration
// (./first-tip-ssr-hydrate.ts), each a module of its own that the page preloads. The hydration
// support is imported on its own, before the module that loads Lit: a bundler that splits puts
// Lit in a chunk shared with the lazy parts (team mode, the client's kit), and a module's shared
// chunks run before its own body, so imported beside the checkout it would be installed after
// the elements were defined, and they would render again next to the server's markup. Run
// before the first frame, the hydration would hold that frame up whenever the script is in
// before it (a cached or near script); the early taps script keeps a tap made in between. `window.firstTipWorks`: see ./first-tip-ssr-hydrate.ts.
declare global {
  interface Window {
    firstTipWorks: Promise<number>;
  }
}

window.firstTipWorks = new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)))
  .then(() => import('@lit-labs/ssr-client/lit-element-hydrate-support.js'))
  .then(() => import('./first-tip-ssr-hydrate.js'))
  .then((hydrate) => hydrate.firstTipWorks);

export {};

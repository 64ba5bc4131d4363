/**
 * The demo page's script when the server rendered its checkout (demo/ssr.ts): the server's markup
 * is drawn first, then Lit's hydration and the page load (./hydrate-ssr.ts). Run before the first
 * frame (a cached or near script), the hydration would hold that frame up; a tap made in between
 * is kept by the early taps script (docs/ssr.md).
 */
await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
await import('./hydrate-ssr.js');

export {};

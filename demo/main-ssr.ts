/** The demo page's script when the server rendered its checkout (demo/ssr.ts): Lit's hydration first, then the page. */
import '@lit-labs/ssr-client/lit-element-hydrate-support.js'; // before anything loads Lit
import './main.js';

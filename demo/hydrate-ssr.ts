/** Lit's hydration first, then the demo page (loaded by demo/main-ssr.ts once the server's markup is drawn). */
import '@lit-labs/ssr-client/lit-element-hydrate-support.js'; // before anything loads Lit
import './main.js';

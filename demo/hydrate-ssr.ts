/**
 * Lit's hydration support, then the demo page (loaded by demo/main-ssr.ts once the server's markup
 * is drawn). The page is a dynamic import after it, never a static one: a bundler that splits puts
 * Lit in a chunk shared with the lazy parts, and shared chunks run before the body of the module
 * that imports them, so the elements would be defined before the hydration support is installed
 * and would render again next to the server's markup (docs/ssr.md).
 */
import '@lit-labs/ssr-client/lit-element-hydrate-support.js'; // before anything loads LitElement
await import('./main.js');

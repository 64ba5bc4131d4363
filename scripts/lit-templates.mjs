// How Lit's `html`, `svg` and `css` templates ship: minified by the Lit project's minifier
// (@lit-labs/rollup-plugin-minify-html-literals). These options are the one configuration of both
// builds of what ships, scripts/emit.mjs on tsc's output in dist/ and vite.config.ts on the sources
// for dist/browser/: the same minifier with the same options on the same template text, so the
// server (rendering from dist/) and the browser hydrate byte-identical template strings.
//
// The minifier's defaults, but for one: `keepClosingSlash`. An `svg` template is parsed as SVG,
// where `<rect/>` is an empty element but `<rect>` holds every element after it (not drawn).
export const templateMinifyOptions = {
  minifyOptions: { keepClosingSlash: true },
  generateSourceMap: false,
};

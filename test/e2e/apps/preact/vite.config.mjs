// Preact's automatic JSX runtime, compiled by Vite's own transform (no plugin needed).
export default {
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  logLevel: 'warn',
};

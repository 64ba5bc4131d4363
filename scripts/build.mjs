// `npm run build`: ESM + declarations into dist/ with tsc (scripts/emit.mjs), the browser bundles into dist/browser/
// with Vite (vite.config.ts: minified ES modules, checkout.js self-contained and tip-elements.js adding
// to it, plus a chunk per message catalogue, which dist/i18n/locales/<tag>/<area>.js then re-exports), then custom-elements.json with the Custom Elements Manifest analyzer
// (config: custom-elements-manifest.config.mjs), docs/api.md from that manifest (scripts/api-docs.mjs), and
// the framework types and editor data from it too (scripts/framework-types.mjs: dist/types/, dist/*.json).
// Several people and test runs share this working tree: both are built under temporary names
// first and swapped in with renames, so a concurrent reader never finds dist/ or the manifest
// missing or half written.
// No source maps: the published JS is tsc's readable ES2022 output, a consumer's bundler makes its
// own maps, and maps would point at src/, which is not published (or carry it inside: 1.16 MB).
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

const next = `dist.next-${process.pid}`;
const old = `dist.old-${process.pid}`;
const manifestDir = `.manifest.next-${process.pid}`;
const steps = [
  // src/i18n/locales.generated.ts from the locale folders: a new folder is a new locale.
  ['scripts/gen-locales.mjs'],
  // tsc -p tsconfig.build.json, with Lit's templates minified by the Lit project's minifier (as the browser bundles are).
  ['scripts/emit.mjs', '--outDir', next],
  ['node_modules/vite/bin/vite.js', 'build', '--config', 'vite.config.ts', '--outDir', resolve(next, 'browser'), '--logLevel', 'warn'],
  ['node_modules/@custom-elements-manifest/analyzer/cem.js', 'analyze', '--quiet', '--config', 'custom-elements-manifest.config.mjs', '--outdir', manifestDir],
  // The API tables of the docs, generated from the manifest just made (written whole, by a rename).
  ['scripts/api-docs.mjs', '--manifest', `${manifestDir}/custom-elements.json`],
  // Typed tags and events for Vue, Svelte, Solid and JSX (dist/types/), VS Code custom data and
  // JetBrains web-types (dist/*.json), from the same manifest (scripts/framework-types.mjs).
  ['scripts/framework-types.mjs', '--manifest', `${manifestDir}/custom-elements.json`, '--outdir', next],
];
let failed = 0;
for (const args of steps) {
  const result = spawnSync(process.execPath, args, { stdio: 'inherit' });
  if (result.status !== 0) {
    failed = result.status ?? 1;
    break;
  }
}
if (!failed) {
  // The manifest without indentation (the analyzer indents it): 130 KB instead of 220 KB unpacked,
  // the same JSON for every tool that reads it (editors, Storybook, scripts/api-docs.mjs).
  const manifest = `${manifestDir}/custom-elements.json`;
  writeFileSync(manifest, JSON.stringify(JSON.parse(readFileSync(manifest, 'utf8'))));
  try {
    renameSync('dist', old);
  } catch {
    /* no previous build */
  }
  renameSync(next, 'dist');
  renameSync(`${manifestDir}/custom-elements.json`, 'custom-elements.json');
  console.log('built dist/ (with dist/browser/) and custom-elements.json');
}
for (const dir of [next, old, manifestDir]) rmSync(dir, { recursive: true, force: true });
process.exit(failed);

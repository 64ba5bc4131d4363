// Framework and editor types, generated from custom-elements.json by the community's
// custom-elements-manifest generators (run by scripts/build.mjs after the analyzer):
//   <outdir>/types/vue.d.ts, svelte.d.ts, solid.d.ts, jsx.d.ts     typed tags and events per framework
//   <outdir>/vscode.html-custom-data.json, vscode.css-custom-data.json   VS Code custom data
//   <outdir>/web-types.json                                         JetBrains web-types
// Every tag the manifest lists whose class `tip-elements` exports (dist/elements/**) is in them:
// a new element, attribute or event follows without a change here. The simulated tablet
// (dist/devtools/**, a developer tool of tip-elements/sandbox/device) is left out.
//
//   node scripts/framework-types.mjs --manifest <custom-elements.json> --outdir <dist>
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
// (custom-element-jet-brains-integration reads ./package.json when imported: run from the repo's root.)
import { getWebTypesData } from 'custom-element-jet-brains-integration';
import { generateJsxTypes } from 'custom-element-jsx-integration';
import { generateSolidJsTypes } from 'custom-element-solidjs-integration';
import { generateSvelteTypes } from 'custom-element-svelte-integration';
import { getVsCodeCssCustomData, getVsCodeHtmlCustomData } from 'custom-element-vs-code-integration';
import { generateVuejsTypes } from 'custom-element-vuejs-integration';

const { values } = parseArgs({ options: { manifest: { type: 'string' }, outdir: { type: 'string' } } });
if (!values.manifest || !values.outdir) throw new Error('usage: framework-types.mjs --manifest <file> --outdir <dir>');
const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));

/**
 * The generators' input: the manifest as built, with the classes they must skip (no tag, or not
 * exported by `tip-elements`), without read-only properties, and with plain `Event` events
 * untyped, since the generators import every event type by name from the entry and `Event` is a
 * global, not an export.
 */
function generatorManifest() {
  const manifest = JSON.parse(readFileSync(values.manifest, 'utf8'));
  const exclude = [];
  for (const mod of manifest.modules ?? []) {
    for (const decl of mod.declarations ?? []) {
      if (!decl.customElement && !decl.tagName) continue;
      if (!decl.tagName || !mod.path.startsWith('dist/elements/')) exclude.push(decl.name);
      // Each tag's description is its first paragraph, in one line: the rest (how it behaves
      // inside a checkout, retries, ...) is in the docs and custom-elements.json, and four
      // framework files and three editor files would each carry it again.
      decl.summary = String(decl.summary ?? decl.description ?? '').split(/\n\s*\n/)[0].replace(/\s*\n\s*/g, ' ').trim();
      for (const event of decl.events ?? []) if (event.type?.text === 'Event') delete event.type;
      // A read-only property (`selections`, `validity`) is read, never bound: no prop for it.
      if (Array.isArray(decl.members)) decl.members = decl.members.filter((m) => !(m.kind === 'field' && m.readonly));
    }
  }
  return { manifest, exclude };
}

/**
 * The generators type a handler's argument as `CustomEvent<type>`; every event here is its own
 * `Event` subclass carrying its data as fields (`e.result`, not `e.detail.result`; docs/events.md),
 * so the argument is that class, and `Event` for the untyped ones (`change`, `input`).
 */
const eventArgs = (source) => source.replace(/CustomEvent<(\w+)>/g, (_, type) => (type === 'never' ? 'Event' : type));

/**
 * With one type path the generators list each element's event types in one import, so a type
 * two elements fire (`TipErrorEvent`) comes twice, which TypeScript rejects: each name once.
 */
const oneImport = (source) =>
  source.replace(/import type \{([^}]*)\} from "\.\.\/index\.js";/, (_, names) =>
    `import type { ${[...new Set(names.split(',').map((n) => n.trim()).filter(Boolean))].join(', ')} } from "../index.js";`,
  );

const { manifest, exclude } = generatorManifest();
const typesDir = join(values.outdir, 'types');
// The tag's description once, in its own JSDoc: the members' lists (events, CSS properties and
// parts, slots, methods) are already typed and documented on each prop, and repeating them on
// every tag of four files would cost more of the package than the types themselves.
const lean = { hideLogs: true, descriptionSrc: 'summary', hideSlotDocs: true, hideEventDocs: true, hideCssPropertiesDocs: true, hideCssPartsDocs: true, hideMethodDocs: true, exclude };
// Type paths are relative to the file: dist/types/<framework>.d.ts imports from dist/index.js.
const typed = { ...lean, outdir: typesDir, globalTypePath: '../index.js' };
// Two of them log their output file despite `hideLogs`: the build's output stays quiet.
const log = console.log;
console.log = () => {};
try {
  generateVuejsTypes(manifest, { ...typed, fileName: 'vue.d.ts' });
  generateSvelteTypes(manifest, { ...typed, fileName: 'svelte.d.ts' });
  generateSolidJsTypes(manifest, { ...typed, fileName: 'solid.d.ts' });
  generateJsxTypes(manifest, { ...typed, fileName: 'jsx.d.ts' });
} finally {
  console.log = log;
}
/**
 * Vue's type check (vue-tsc) reads a template's `location-id="..."` and `@tip-intent` as the props
 * `locationId` and `onTipIntent`, so the generator's `"location-id"` and `"ontip-intent"` keys are
 * never matched (strictTemplates rejects both): Vue's file gets them camelized.
 */
const camel = (name) => name.replace(/-([a-z])/g, (_, c) => c.toUpperCase());
const vueKeys = (source) =>
  source
    .replace(/^(\s*)"on([\w-]+)"\?:(?= \(e: )/gm, (_, indent, event) => `${indent}on${camel(`-${event}`)}?:`)
    .replace(/^(\s*)"([a-z][\w-]*)"\?:/gm, (_, indent, attribute) => `${indent}${camel(attribute)}?:`);
/**
 * Svelte 5 sets a custom element's properties with plain attributes (`{staff}`; `bind:staff` is
 * rejected: "not a valid binding") and listens with event attributes (`ontip-intent={...}`;
 * `on:tip-intent` is deprecated): the generator writes Svelte 4's `bind:` and `on:` keys only,
 * so Svelte's file gets the properties under their names, and each event under both keys.
 * (Svelte 5 also checks `{staff}` against these types only when they reach the global namespace.)
 */
const svelteKeys = (source) =>
  source
    .replace(/^(\s*)"bind:([\w-]+)"\?:/gm, (_, indent, key) => `${indent}${/^\w+$/.test(key) ? key : `"${key}"`}?:`)
    .replace(/^(\s*)"on:([\w-]+)"\?:(.*)$/gm, (line, indent, event, rest) => `${line}\n${indent}"on${event}"?:${rest}`)
    // The generator's base props are Solid's (`JSX.Element`, `JSX.CSSProperties`), a namespace
    // Svelte does not have: an element's content is a Svelte `Snippet`, its `style` a string.
    .replace(/^(\s*)children\?: JSX\.Element;/m, '$1children?: Snippet;')
    .replace(/^(\s*)style\?: JSX\.CSSProperties;/m, '$1style?: string;')
    .replace(/^(import type \{[^}]*\} from "\.\.\/index\.js";)/m, '$1\nimport type { Snippet } from "svelte";')
    // The file is a module (it imports the classes): Svelte's `svelteHTML` is augmented globally.
    .replace(/^declare namespace svelteHTML \{([\s\S]*?)^\}/m, (_, body) => `declare global {\n  namespace svelteHTML {${body.replace(/^(?=.)/gm, '  ').trimEnd()}\n  }\n}`);
const fix = { vue: vueKeys, svelte: svelteKeys };
for (const name of ['vue', 'svelte', 'solid', 'jsx']) {
  const file = join(typesDir, `${name}.d.ts`);
  // The generators' usage examples name placeholder modules ("path/to/library/jsx-integration", "my-app/solid"): ours.
  const source = oneImport(eventArgs(readFileSync(file, 'utf8'))).replace(/(import type \{ ScopedElements \} from )"[^"]+"/, `$1"tip-elements/${name}"`);
  writeFileSync(file, (fix[name] ?? ((s) => s))(source));
}

/**
 * The CSS data lists each element's custom properties and parts in one flat list, so the shared
 * tokens (--tip-accent, ...) come once per element: each name once, with its first description.
 */
function oncePerName(list) {
  const seen = new Set();
  return list.filter((entry) => !seen.has(entry.name) && seen.add(entry.name));
}
const json = (source, fix) => JSON.stringify(fix(JSON.parse(source)));
writeFileSync(join(values.outdir, 'vscode.html-custom-data.json'), json(getVsCodeHtmlCustomData(manifest, lean), (data) => data));
writeFileSync(
  join(values.outdir, 'vscode.css-custom-data.json'),
  json(getVsCodeCssCustomData(manifest, lean), (data) => ({ ...data, properties: oncePerName(data.properties ?? []), pseudoElements: oncePerName(data.pseudoElements ?? []) })),
);
writeFileSync(
  join(values.outdir, 'web-types.json'),
  json(getWebTypesData(manifest, { ...lean, packageJson: false }), (data) => {
    const css = data.contributions?.css;
    if (css) for (const key of ['properties', 'pseudo-elements']) if (Array.isArray(css[key])) css[key] = oncePerName(css[key]);
    return { ...data, name: pkg.name, version: pkg.version };
  }),
);

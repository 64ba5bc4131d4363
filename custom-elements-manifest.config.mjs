// Custom Elements Manifest (custom-elements.json) for editors, Storybook and docs tooling.
// Run by scripts/build.mjs; reads the elements' JSDoc (@summary @slot @csspart @cssproperty @event).
import { readFileSync } from 'node:fs';

/** Module paths point at what the package ships (dist/*.js), not at src/*.ts, which is not published. */
function toDist(value) {
  const match = /^\/?src\/(.+)\.ts$/.exec(value);
  return match ? `dist/${match[1]}.js` : value;
}

function rewritePaths(node) {
  if (Array.isArray(node)) node.forEach(rewritePaths);
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if ((key === 'path' || key === 'module') && typeof value === 'string') node[key] = toDist(value);
      else rewritePaths(value);
    }
  }
}

/**
 * Tags are defined in one place, src/elements/internal/define-checkout.ts and define.ts (`elements = [['tip-checkout', TipCheckout], ...]`
 * `backOfficeElements` and `displayElements`; src/screen/index.ts `screenElements`),
 * not next to each class, so the analyzer cannot see them by itself: read that table here.
 */
const tagOf = new Map();
const TAG_TABLES = new Set(['elements', 'backOfficeElements', 'displayElements', 'screenElements']);
function collectTags({ ts, node }) {
  if (!ts.isVariableDeclaration(node) || !TAG_TABLES.has(node.name.getText()) || !node.initializer) return;
  let list = node.initializer;
  while (ts.isAsExpression(list) || ts.isSatisfiesExpression?.(list)) list = list.expression;
  if (!ts.isArrayLiteralExpression(list)) return;
  for (const pair of list.elements) {
    if (!ts.isArrayLiteralExpression(pair) || pair.elements.length !== 2) continue;
    const [tag, cls] = pair.elements;
    if (ts.isStringLiteral(tag) && ts.isIdentifier(cls)) tagOf.set(cls.text, tag.text);
  }
}

/**
 * Events are dispatched as `new TipChangeEvent(...)`; the analyzer takes the constructor's first
 * argument for the event name. Name them from the class's `static eventName` in events.ts instead,
 * and merge them with the `@event` JSDoc entry of the same name.
 */
const eventNameOf = new Map();
function collectEventNames({ ts, node }) {
  if (!ts.isClassDeclaration(node) || !node.name) return;
  for (const member of node.members) {
    const isStatic = member.modifiers?.some((m) => m.kind === ts.SyntaxKind.StaticKeyword);
    if (isStatic && ts.isPropertyDeclaration(member) && member.name.getText() === 'eventName' && member.initializer) {
      let value = member.initializer;
      while (ts.isAsExpression(value)) value = value.expression;
      if (ts.isStringLiteral(value)) eventNameOf.set(node.name.text, value.text);
    }
  }
}

function fixEvents(decl) {
  if (!Array.isArray(decl.events)) return;
  const byName = new Map();
  for (const event of decl.events) {
    const name = eventNameOf.get(event.type?.text) ?? event.name;
    if (!name) continue;
    const merged = { ...byName.get(name), ...Object.fromEntries(Object.entries(event).filter(([, v]) => v !== undefined)), name };
    const eventClass = [...eventNameOf].find(([, n]) => n === name)?.[0];
    if (!merged.type && eventClass) merged.type = { text: eventClass };
    byName.set(name, merged);
  }
  decl.events = [...byName.values()];
}

/**
 * Every element's styles start with the shared `tokens` (src/elements/internal/shared.ts), so every element
 * honours these public properties; they are read from shared.ts with their defaults and listed on
 * each element next to the ones its own JSDoc documents.
 */
const TOKEN_DESCRIPTIONS = {
  '--tip-accent': 'Accent colour: selected options, the confirm button, focus.',
  '--tip-on-accent': 'Text on the accent colour.',
  '--tip-accent-soft': 'Soft accent background (selected option).',
  '--tip-surface': 'Background of cards and options.',
  '--tip-surface-alt': 'Alternate background (skeletons, stripes).',
  '--tip-text': 'Text colour.',
  '--tip-muted': 'Secondary text colour.',
  '--tip-border': 'Border colour.',
  '--tip-danger': 'Errors.',
  '--tip-success': 'Success states.',
  '--tip-focus-ring': 'Focus outline colour.',
  '--tip-radius': 'Corner radius.',
  '--tip-font': 'Font family.',
  '--tip-space': 'Base spacing unit.',
  '--tip-touch-target': 'Minimum touch target size (never set below 44px).',
  '--tip-font-size': 'Base font size.',
};
function sharedTokens() {
  const source = readFileSync(new URL('./src/elements/internal/shared.ts', import.meta.url), 'utf8');
  const block = /export const tokens = css`([\s\S]*?)`/.exec(source)?.[1] ?? '';
  return [...block.matchAll(/var\((--tip-[a-z-]+),\s*([^;]+?)\);/g)].map(([, name, fallback]) => ({
    name,
    description: TOKEN_DESCRIPTIONS[name] ?? 'Shared design token.',
    default: fallback.trim(),
  }));
}

/** Called by the browser, or Lit internals: not API a host uses. */
const INTERNAL = new Set(['formAssociated', 'shadowRootOptions', 'styles', 'properties']);
const isInternal = (m) => INTERNAL.has(m.name) || (m.kind === 'method' && /Callback$/.test(m.name));

export default {
  globs: ['src/elements/**/*.ts', 'src/devtools/**/*.ts', 'src/screen/**/*.ts'],
  exclude: ['src/**/*.test.ts', 'src/**/*.stories.ts', 'src/**/*.styles.ts'],
  outdir: '.',
  litelement: true,
  dev: false,
  packagejson: false,
  plugins: [
    {
      name: 'tip-elements:tags-and-public-api',
      collectPhase(args) {
        collectTags(args);
        collectEventNames(args);
      },
      packageLinkPhase({ customElementsManifest }) {
        const tokens = sharedTokens();
        for (const mod of customElementsManifest.modules ?? []) {
          for (const decl of mod.declarations ?? []) {
            fixEvents(decl);
            const tag = decl.kind === 'class' ? tagOf.get(decl.name) : undefined;
            if (tag && !decl.tagName) {
              decl.tagName = tag;
              decl.customElement = true;
              mod.exports = [
                ...(mod.exports ?? []),
                { kind: 'custom-element-definition', name: tag, declaration: { name: decl.name, module: mod.path } },
              ];
            }
            // Private/protected members and `#private` fields are implementation details, not API.
            if (Array.isArray(decl.members)) {
              const hidden = new Set(decl.members.filter((m) => m.privacy === 'private' || m.privacy === 'protected').map((m) => m.name));
              decl.members = decl.members.filter(
                (m) => m.privacy !== 'private' && m.privacy !== 'protected' && !String(m.name).startsWith('#') && !isInternal(m),
              );
              // The analyzer reads `{ state: true }` in `static properties` as an attribute: private state has none.
              if (Array.isArray(decl.attributes)) decl.attributes = decl.attributes.filter((a) => !hidden.has(a.fieldName));
            }
            if (decl.customElement || tag) {
              const own = new Map((decl.cssProperties ?? []).map((p) => [p.name, p]));
              for (const token of tokens) own.set(token.name, { ...token, ...own.get(token.name) });
              decl.cssProperties = [...own.values()];
            }
          }
        }
        // The manifest describes the elements: the modules of helpers, models and event classes
        // (their declarations are in dist/**/*.d.ts) are dropped; 11 kB of the packed package.
        customElementsManifest.modules = (customElementsManifest.modules ?? []).filter((mod) => (mod.declarations ?? []).some((d) => d.customElement));
        rewritePaths(customElementsManifest);
      },
    },
  ],
};

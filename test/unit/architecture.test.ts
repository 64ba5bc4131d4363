/**
 * The layering of src/, checked on every import (static, re-export, dynamic, type-only, and
 * `import('…')` types) of every file found under each folder, so that a file added or moved
 * later is checked too: `server/` never reaches the sandbox, its Node adapters (`server/node/`)
 * reach only `protocol/` and Node, the sandbox never reaches the elements, the locales or the
 * developer tools, `protocol/` and `money/` are leaves, and the client stays apart from the
 * sandbox, the server and the elements. Then the bundler's view: bundling `tip-elements/server`
 * pulls in no sandbox module. Then the shape of src/: no import cycle (type-only imports count),
 * and no file over MAX_LINES lines but the listed exceptions.
 */
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, posix, relative, resolve } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import ts from 'typescript';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { name: string; exports: Record<string, unknown> };

/**
 * One rule per folder of src/: the folders (or single files) its files may not import from, or,
 * for a leaf, the only ones it may import from and the only packages.
 */
interface Rule {
  folder: string;
  why: string;
  forbidden?: readonly string[];
  /** A leaf: only these src/ folders (itself included) … */
  onlyFolders?: readonly string[];
  /** … and only these packages (`node:` built-ins when `builtins`). */
  onlyPackages?: readonly string[];
  builtins?: boolean;
}

const RULES: readonly Rule[] = [
  { folder: 'src/server/', forbidden: ['src/sandbox/'], why: 'production code (the proxy, its Node adapters and stores) does not depend on the sandbox' },
  {
    folder: 'src/server/node/',
    onlyFolders: ['src/server/node/', 'src/protocol/'],
    onlyPackages: [],
    builtins: true,
    why: 'the Node adapters, shared by tip-elements/server and tip-elements/sandbox/server, reach only the wire and Node built-ins, never the proxy',
  },
  {
    folder: 'src/sandbox/',
    forbidden: ['src/elements/', 'src/i18n/', 'src/devtools/'],
    why: 'the sandbox is a headless service: no elements, words or developer tools',
  },
  {
    folder: 'src/client/',
    forbidden: ['src/sandbox/', 'src/server/', 'src/elements/'],
    why: 'the client is the wire seen from the browser: no sandbox, server or elements',
  },
  {
    folder: 'src/protocol/',
    onlyFolders: ['src/protocol/', 'src/money/'],
    onlyPackages: ['zod', 'zod/mini'],
    why: 'protocol/ is a leaf of Web APIs only: it may import money/ and zod, and no Node built-in',
  },
  { folder: 'src/money/', onlyFolders: ['src/money/'], onlyPackages: [], why: 'money/ is a leaf' },
];

/** Every module specifier a TypeScript file names, whatever the syntax, with its line. */
function specifiersOf(fileName: string, text: string): Array<{ specifier: string; line: number }> {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: Array<{ specifier: string; line: number }> = [];
  const add = (node: ts.Node | undefined) => {
    if (node && ts.isStringLiteralLike(node)) {
      found.push({ specifier: node.text, line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1 });
    }
  };
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) add(node.moduleSpecifier);
    else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) add(node.moduleReference.expression);
    else if (ts.isCallExpression(node) && (node.expression.kind === ts.SyntaxKind.ImportKeyword || (ts.isIdentifier(node.expression) && node.expression.text === 'require'))) {
      add(node.arguments[0]);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) add(node.argument.literal);
    else if (ts.isModuleDeclaration(node) && ts.isStringLiteral(node.name)) add(node.name);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Where a specifier leads: a repo path for our own files (self-references through `exports` included), else the package. */
function targetOf(file: string, specifier: string): { path: string } | { pkg: string } {
  if (specifier.startsWith('.')) return { path: posix.normalize(posix.join(posix.dirname(file), specifier)) };
  if (specifier === pkg.name || specifier.startsWith(`${pkg.name}/`)) {
    const key = `.${specifier.slice(pkg.name.length)}`;
    const entry = pkg.exports[key] as { default?: string } | string | undefined;
    const target = typeof entry === 'string' ? entry : entry?.default;
    // ./dist/x/y.js is built from src/x/y.ts.
    return { path: target ? target.replace(/^\.\/dist\//, 'src/').replace(/\.js$/, '.ts') : `src/<unknown export ${key}>` };
  }
  return { pkg: specifier };
}

function isBuiltin(specifier: string): boolean {
  return specifier.startsWith('node:') || builtinModules.includes(specifier);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = posix.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|mts)$/.test(entry.name) ? [path] : [];
  });
}

/** What `rule` finds wrong in `files` (repo paths with their text), one line per import. */
function violations(rule: Rule, files: ReadonlyArray<{ path: string; text: string }>): string[] {
  const out: string[] = [];
  for (const { path, text } of files) {
    for (const { specifier, line } of specifiersOf(path, text)) {
      const target = targetOf(path, specifier);
      let wrong = false;
      if ('path' in target) {
        const inside = (folders: readonly string[]) => folders.some((f) => target.path.startsWith(f));
        wrong = (rule.forbidden !== undefined && inside(rule.forbidden)) || (rule.onlyFolders !== undefined && !inside(rule.onlyFolders));
      } else if (rule.onlyPackages !== undefined) {
        wrong = !(rule.onlyPackages.includes(target.pkg) || (rule.builtins === true && isBuiltin(target.pkg)));
      }
      if (wrong) out.push(`${path}:${line} imports '${specifier}'`);
    }
  }
  return out;
}

function filesUnder(folder: string): Array<{ path: string; text: string }> {
  return sourceFiles(folder).map((path) => ({ path, text: readFileSync(join(root, path), 'utf8') }));
}

describe('finding imports', () => {
  it('sees every form of import and re-export, type-only ones included', () => {
    const text = [
      "import a from './a.js';",
      "import type { B } from './b.js';",
      "import { type C } from './c.js';",
      "import './d.js';",
      "export { e } from './e.js';",
      "export type { F } from './f.js';",
      "export * from './g.js';",
      "export * as h from './h.js';",
      "const i = await import('./i.js');",
      "type J = typeof import('./j.js');",
      "let k: import('./k.js').K;",
      "import l = require('./l.js');",
      '// import m from "./not-an-import.js";',
      "const n = 'import o from \"./not-an-import-either.js\"';",
    ].join('\n');
    assert.deepEqual(
      specifiersOf('x.ts', text).map((s) => s.specifier),
      ['./a.js', './b.js', './c.js', './d.js', './e.js', './f.js', './g.js', './h.js', './i.js', './j.js', './k.js', './l.js'],
    );
  });

  it('resolves relative paths and self-references through package.json exports', () => {
    const files = [{ path: 'src/server/x.ts', text: "import '../sandbox/y.js';\nimport type { Z } from 'tip-elements/sandbox';\nimport './ok.js';" }];
    assert.deepEqual(violations(RULES[0]!, files), ["src/server/x.ts:1 imports '../sandbox/y.js'", "src/server/x.ts:2 imports 'tip-elements/sandbox'"]);
  });
});

describe('the layers of src/', () => {
  for (const rule of RULES) {
    it(`${rule.folder}: ${rule.why}`, () => {
      const files = filesUnder(rule.folder);
      assert.ok(files.length > 0, `${rule.folder} has source files`);
      assert.ok(
        files.some((f) => specifiersOf(f.path, f.text).length > 0),
        `the imports of ${rule.folder} are found at all`,
      );
      assert.deepEqual(violations(rule, files), [], `${rule.why}:`);
    });
  }
});

describe('the bundler’s view', () => {
  /** tip-elements/server as a bundler sees it (its packages left external), built once for the tests below. */
  let serverBundle: Promise<esbuild.Metafile> | undefined;
  const bundleServer = () =>
    (serverBundle ??= esbuild.build({
      absWorkingDir: root,
      entryPoints: ['src/server/index.ts'],
      bundle: true,
      platform: 'node',
      format: 'esm',
      packages: 'external',
      metafile: true,
      write: false,
      logLevel: 'silent',
    }).then((result) => result.metafile));

  it('bundling tip-elements/server (src/server/index.ts) pulls in no module of src/sandbox/', async () => {
    const metafile = await bundleServer();
    const inputs = Object.keys(metafile.inputs).map((p) => relative(root, resolve(root, p)).split('\\').join('/'));
    assert.ok(inputs.includes('src/server/proxy.ts'), 'the bundle holds the proxy');
    assert.deepEqual(
      inputs.filter((p) => p.startsWith('src/sandbox/')),
      [],
      'tip-elements/server loads no sandbox module',
    );
  });

  it('tip-elements/server names ioredis (an optional peer dependency) only as a type: loading it never loads ioredis', async () => {
    const typeOnly = (node: ts.ImportDeclaration) =>
      node.importClause?.isTypeOnly === true ||
      (node.importClause?.name === undefined &&
        node.importClause?.namedBindings !== undefined &&
        ts.isNamedImports(node.importClause.namedBindings) &&
        node.importClause.namedBindings.elements.every((e) => e.isTypeOnly));
    const runtime: string[] = [];
    let named = 0;
    for (const { path, text } of filesUnder('src/server/')) {
      const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
      for (const { specifier, line } of specifiersOf(path, text)) {
        if (specifier !== 'ioredis' && !specifier.startsWith('ioredis/')) continue;
        named++;
        const declaration = source.statements.find(
          (s): s is ts.ImportDeclaration =>
            ts.isImportDeclaration(s) && source.getLineAndCharacterOfPosition(s.moduleSpecifier.getStart()).line + 1 === line,
        );
        if (!declaration || !typeOnly(declaration)) runtime.push(`${path}:${line}`);
      }
    }
    assert.ok(named > 0, 'the Redis store names ioredis (its client type)');
    assert.deepEqual(runtime, [], 'imports of ioredis that are not `import type`');
    const metafile = await bundleServer();
    const loaded = Object.values(metafile.outputs).flatMap((o) => o.imports.map((i) => i.path));
    assert.ok(loaded.length > 0, 'the bundle’s imports are seen');
    assert.deepEqual(loaded.filter((p) => p === 'ioredis' || p.startsWith('ioredis/')), [], 'the bundle imports ioredis');
  });
});

/**
 * The src/ file a specifier names, or undefined for a package or a file outside src/. TypeScript's
 * rule for our sources: `./x.js` is `./x.ts` (or `.tsx`, `.mts` for `.mjs`), a folder its `index.ts`.
 */
function resolveSource(file: string, specifier: string): string | undefined {
  const target = targetOf(file, specifier);
  if (!('path' in target) || !target.path.startsWith('src/')) return undefined;
  const base = target.path.replace(/\.(m?js|jsx)$/, '');
  const candidates = [target.path, `${base}.ts`, `${base}.tsx`, `${base}.mts`, `${base}/index.ts`];
  return candidates.find((c) => /\.(ts|tsx|mts)$/.test(c) && existsSync(join(root, c)));
}

/** Every src/ file and the src/ files it imports, by any syntax (type-only included). */
function importGraph(files: ReadonlyArray<{ path: string; text: string }>): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const { path, text } of files) {
    const targets = specifiersOf(path, text).flatMap(({ specifier }) => resolveSource(path, specifier) ?? []);
    graph.set(path, [...new Set(targets)].sort());
  }
  return graph;
}

/**
 * Every elementary cycle of `graph`, each as the path of files it goes through (the first file
 * again at the end), starting at its alphabetically first file; at most `limit` of them.
 */
function cyclesOf(graph: ReadonlyMap<string, readonly string[]>, limit = 100): string[][] {
  const cycles: string[][] = [];
  const nodes = [...graph.keys()].sort();
  for (const start of nodes) {
    // Only through files after `start`, so each cycle is found once, from its first file.
    const path = [start];
    const onPath = new Set(path);
    const walk = (node: string): void => {
      for (const next of graph.get(node) ?? []) {
        if (cycles.length >= limit) return;
        if (next === start) cycles.push([...path, start]);
        else if (next > start && !onPath.has(next) && graph.has(next)) {
          path.push(next);
          onPath.add(next);
          walk(next);
          onPath.delete(next);
          path.pop();
        }
      }
    };
    walk(start);
  }
  return cycles;
}

/** Past this many lines a file is doing two jobs (STYLE.md): split it by job. */
const MAX_LINES = 350;

/** Files allowed past MAX_LINES, and why: lists that grow with the product, not code with two jobs. */
const LONG_FILE_EXCEPTIONS: ReadonlyArray<{ match: (path: string) => boolean; why: string }> = [
  { match: (p) => p === 'src/i18n/locales.generated.ts', why: 'generated from the locale folders, never edited by hand' },
  { match: (p) => p.startsWith('src/i18n/locales/'), why: 'catalogues: one translated string per message key' },
  { match: (p) => /^src\/devtools\/display-device\/messages[^/]*\.ts$/.test(p), why: 'the simulated device’s catalogue' },
];

function lineCount(text: string): number {
  if (text === '') return 0;
  return text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
}

describe('the shape of src/', () => {
  it('finds cycles through every kind of import, a file importing itself included', () => {
    const files = [
      { path: 'src/x/a.ts', text: "import type { B } from './b.js';" },
      { path: 'src/x/b.ts', text: "export { c } from './c.js';" },
      { path: 'src/x/c.ts', text: "const a = () => import('./a.js');" },
      { path: 'src/x/d.ts', text: "import './a.js';" },
    ];
    const graph = new Map(files.map((f) => [f.path, specifiersOf(f.path, f.text).map((s) => posix.normalize(posix.join(posix.dirname(f.path), s.specifier)).replace(/\.js$/, '.ts'))]));
    assert.deepEqual(cyclesOf(graph), [['src/x/a.ts', 'src/x/b.ts', 'src/x/c.ts', 'src/x/a.ts']]);
    assert.deepEqual(cyclesOf(new Map([['src/x/a.ts', ['src/x/a.ts']]])), [['src/x/a.ts', 'src/x/a.ts']]);
    assert.deepEqual(cyclesOf(new Map([['src/x/a.ts', ['src/x/b.ts']], ['src/x/b.ts', []]])), []);
  });

  it('no import cycle in src/ (type-only imports included)', () => {
    const files = filesUnder('src/');
    const graph = importGraph(files);
    assert.ok([...graph.values()].some((targets) => targets.length > 0), 'the imports between src/ files are found at all');
    assert.deepEqual(
      cyclesOf(graph).map((cycle) => cycle.join(' -> ')),
      [],
      'import cycles (each a path from its first file back to it):',
    );
  });

  it(`no source file in src/ over ${MAX_LINES} lines, but generated files and catalogues`, () => {
    const files = filesUnder('src/');
    const long = files.filter((f) => lineCount(f.text) > MAX_LINES);
    assert.deepEqual(
      long.filter((f) => !LONG_FILE_EXCEPTIONS.some((e) => e.match(f.path))).map((f) => `${f.path}: ${lineCount(f.text)} lines`),
      [],
      `files over ${MAX_LINES} lines (each doing more than one job: split it by job):`,
    );
  });
});

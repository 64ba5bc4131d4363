/**
 * The layering of src/, checked on every import (static, re-export, dynamic, type-only, and
 * `import('…')` types) of every file found under each folder, so that a file added or moved
 * later is checked too: `server/` never reaches the sandbox, the sandbox never reaches the
 * elements, the locales or the developer tools, `protocol/` and `money/` are leaves, and the
 * client stays apart from the sandbox, the server and the elements. Then the bundler's view:
 * bundling `tip-elements/server` pulls in no sandbox module.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
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
  { folder: 'src/server/', forbidden: ['src/sandbox/'], why: 'production code (the proxy) does not depend on the sandbox' },
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
    // protocol/node.ts is the Node http adapter shared by tip-elements/server and tip-elements/sandbox/server.
    builtins: true,
    why: 'protocol/ is a leaf: it may import money/, zod and Node built-ins only',
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

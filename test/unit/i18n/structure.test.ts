/**
 * The shape of src/i18n that keeps adding a locale one folder: the i18n modules import one another
 * without a cycle (type-only and dynamic imports count), types.ts is a leaf, and the generated list
 * of locales (src/i18n/locales.generated.ts) is what the locale folders give.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { GENERATED, generate, readLocales } from '../../../scripts/gen-locales.mjs';
import { isRtlLocale } from '../../../src/i18n/localize.js';

const repo = fileURLToPath(new URL('../../..', import.meta.url));
const I18N = join(repo, 'src/i18n');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : path.endsWith('.ts') && !path.endsWith('.d.ts') ? [path] : [];
  });
}

/** The source files a module imports: static, type-only, re-exports and `import()`s alike (relative specifiers only). */
function importsOf(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  return importedFiles
    .map((f) => f.fileName)
    .filter((spec) => spec.startsWith('.'))
    .map((spec) => {
      const path = resolve(dirname(file), spec);
      const candidates = [path.replace(/\.js$/, '.ts'), path.replace(/\.js$/, '.tsx'), `${path}.ts`, join(path, 'index.ts')];
      return candidates.find((c) => existsSync(c) && statSync(c).isFile()) ?? path;
    });
}

/** The import graph from `roots`, following every import inside src/. */
function graphFrom(roots: readonly string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  const queue = [...roots];
  while (queue.length) {
    const file = queue.pop()!;
    if (graph.has(file) || !existsSync(file)) continue;
    const next = importsOf(file).filter((f) => f.startsWith(join(repo, 'src')));
    graph.set(file, next);
    queue.push(...next);
  }
  return graph;
}

/** Every cycle's modules (Tarjan's strongly connected components with more than one module, or a module importing itself). */
function cycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let index = 0;
  const indices = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string): void => {
    indices.set(node, index);
    low.set(node, index++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!indices.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, indices.get(next)!));
    }
    if (low.get(node) === indices.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || (graph.get(node) ?? []).includes(node)) found.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!indices.has(node)) visit(node);
  return found;
}

test('the cycle finder finds the cycle src/i18n had (messages → back-office → registry → messages, type-only) and passes a tree', () => {
  const had = new Map([
    ['messages', ['back-office', 'display']],
    ['back-office', ['registry']],
    ['display', ['registry']],
    ['registry', ['messages']],
    ['localize', ['registry', 'messages']],
  ]);
  assert.deepEqual(cycles(had), [['back-office', 'display', 'messages', 'registry']]);
  const tree = new Map([
    ['types', []],
    ['messages', ['types']],
    ['areas', ['messages', 'generated', 'types']],
    ['generated', ['locale']],
    ['locale', ['messages']],
    ['registry', ['areas', 'generated', 'types']],
  ]);
  assert.deepEqual(cycles(tree), []);
});

test('the i18n modules import one another without a cycle, not even through a type-only or a dynamic import', () => {
  const files = sources(I18N);
  assert.ok(files.length > 40, `${files.length} i18n modules found`);
  const graph = graphFrom(files);
  const inI18n = cycles(graph).filter((cycle) => cycle.some((file) => file.startsWith(I18N)));
  assert.deepEqual(inI18n.map((cycle) => cycle.map((file) => relative(repo, file))), []);
});

test('src/i18n/types.ts imports only the other areas\' keys, and they import nothing: no i18n module can make a cycle through them', () => {
  const importsOf = (file: string) => ts.preProcessFile(readFileSync(join(I18N, file), 'utf8'), true, true).importedFiles.map((f) => f.fileName);
  assert.deepEqual(importsOf('types.ts'), ['./back-office-keys.js', './display-keys.js', './screen-keys.js']);
  assert.deepEqual(importsOf('back-office-keys.ts'), []);
  assert.deepEqual(importsOf('display-keys.ts'), []);
  assert.deepEqual(importsOf('screen-keys.ts'), []);
});

test(`${GENERATED} is up to date with the locale folders (else run node scripts/gen-locales.mjs)`, async () => {
  assert.equal(readFileSync(join(repo, GENERATED), 'utf8'), await generate());
});

test('every locale folder has its meta (a name, the direction the elements use), its whole catalogue and the same areas as the others (English: built in)', async () => {
  const locales = await readLocales();
  const tags = locales.map((l) => l.tag);
  assert.ok(tags.includes('de') && tags.includes('fr-CA') && tags.includes('ar'), tags.join());
  const areas = [...new Set(locales.flatMap((l) => l.areas))].sort();
  assert.ok(areas.includes('checkout') && areas.includes('back-office') && areas.includes('display'), areas.join());
  for (const { tag, areas: own, meta } of locales) {
    if (tag === 'en') assert.deepEqual(own, [], 'English has no chunks: it is built in');
    else assert.deepEqual(own, areas, `${tag}'s areas`);
    assert.equal(meta.dir, isRtlLocale(tag) ? 'rtl' : 'ltr', `${tag}'s direction, as the elements find it`);
  }
});

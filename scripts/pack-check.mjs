// `node scripts/pack-check.mjs` (after `npm run build`): the published tarball holds what a
// consumer needs and nothing else. Lists `npm pack --dry-run` and checks it; one line per check,
// then "N passed, N failed".
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';

const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
const [pack] = JSON.parse(
  execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  }),
);
const files = pack.files.map((f) => f.path).sort();
const packed = new Set(files);

const results = [];
function check(name, problems) {
  results.push({ name, problems });
  console.log(`${problems.length ? 'FAIL' : 'ok  '} ${name}`);
  for (const p of problems.slice(0, 20)) console.log(`       ${p}`);
  if (problems.length > 20) console.log(`       ... and ${problems.length - 20} more`);
}

const allowed = /^(package\.json|README\.md|LICENSE|custom-elements\.json|dist\/.+\.(js|d\.ts|js\.map))$/;
check(
  'only package.json, README.md, LICENSE, custom-elements.json and dist/**/*.{js,d.ts,js.map}',
  files.filter((f) => !allowed.test(f)),
);

const leak = /(^|\/)(test|tests|__tests__|stories|bench|demo|\.storybook|coverage)(\/|$)|\.(test|spec|stories|bench)\.|\.test-d\./;
check('no tests, stories, bench or demo files (nor their source maps)', files.filter((f) => leak.test(f)));

function targets(value) {
  if (typeof value === 'string') return [value];
  return value && typeof value === 'object' ? Object.values(value).flatMap(targets) : [];
}
const promised = [pkg.main, pkg.types, pkg.customElements, ...targets(pkg.exports)].filter(Boolean).map((p) => p.replace(/^\.\//, ''));
// A wildcard target (`./dist/i18n/locales/*.js`) must match at least one packed file.
const isPacked = (p) => {
  if (!p.includes('*')) return packed.has(p);
  const [head, tail] = p.split('*');
  return files.some((f) => f.startsWith(head) && f.endsWith(tail) && f.length > head.length + tail.length);
};
check('every file that package.json points at is packed', [...new Set(promised)].filter((p) => !isPacked(p)));

check('README.md and LICENSE are packed', ['README.md', 'LICENSE'].filter((p) => !packed.has(p)));

// Source maps point at src/, which is not published: they must carry the sources themselves.
check(
  'every packed source map embeds its sources (src/ is not published)',
  files
    .filter((f) => f.endsWith('.js.map'))
    .filter((f) => {
      const map = JSON.parse(readFileSync(f, 'utf8'));
      return !Array.isArray(map.sourcesContent) || map.sourcesContent.length !== map.sources.length || map.sourcesContent.some((s) => typeof s !== 'string');
    }),
);

const manifest = JSON.parse(readFileSync('custom-elements.json', 'utf8'));
check(
  'custom-elements.json points at packed modules',
  manifest.modules.map((m) => m.path).filter((p) => !packed.has(p)),
);

// Every package the published code imports must be installed with it: a dependency, or a peer
// (react, for tip-elements/react). A devDependency or a hoisted transitive package works here and
// breaks for consumers.
const declared = new Set([...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {})]);
const builtin = new Set(builtinModules);
const undeclared = new Set();
for (const file of files.filter((f) => f.endsWith('.js'))) {
  const code = readFileSync(file, 'utf8');
  const statements = /^\s*(?:import|export)\b[^;'"]*?\bfrom\s*['"]([^'"\s]+)['"]|^\s*import\s*['"]([^'"\s]+)['"]|\bimport\(\s*['"]([^'"\s]+)['"]\s*\)/gm;
  for (const match of code.matchAll(statements)) {
    const spec = match[1] ?? match[2] ?? match[3];
    if (spec.startsWith('.') || spec.startsWith('/') || spec.startsWith('node:') || builtin.has(spec.split('/')[0])) continue;
    const name = spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0];
    if (name !== pkg.name && !declared.has(name)) undeclared.add(`${name} (imported by ${file})`);
  }
}
check('every package the published code imports is a dependency or a peer', [...undeclared]);

const passed = results.filter((r) => r.problems.length === 0).length;
const failed = results.length - passed;
console.log(`pack: ${files.length} files, ${(pack.size / 1024).toFixed(1)} KB packed, ${(pack.unpackedSize / 1024).toFixed(1)} KB unpacked`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);

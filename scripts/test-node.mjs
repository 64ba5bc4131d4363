// `npm run test:node`: the Node unit tests (test/unit/**: *.test.ts and *.test.mjs)
// with Node's own test runner, TypeScript via tsx. `--e2e` adds the end-to-end suites of
// test/e2e/ (they need `npm run build`; test/e2e/storybook.test.mjs builds Storybook when
// STORYBOOK_STATIC names no build). Other arguments go to `node --test`.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

function find(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? find(path) : /\.test\.(ts|mts|mjs|js)$/.test(name) ? [path] : [];
  });
}

const e2e = process.argv.includes('--e2e');
const files = [...find('test/unit'), ...(e2e ? find('test/e2e') : [])].sort();
const rest = process.argv.slice(2).filter((a) => a !== '--e2e');
const args = ['--import', 'tsx', '--test', '--test-reporter=spec', ...rest, ...files];
const result = spawnSync(process.execPath, args, { stdio: 'inherit' });
process.exit(result.status ?? 1);

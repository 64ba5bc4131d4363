// Runs every Node test (test/unit and test/e2e) with Node's own test runner, TypeScript via tsx.
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

function find(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? find(path) : path.endsWith('.test.ts') ? [path] : [];
  });
}

const files = [...find('test/unit'), ...find('test/e2e')].sort();
const args = ['--import', 'tsx', '--test', '--test-reporter=spec', ...process.argv.slice(2), ...files];
const result = spawnSync(process.execPath, args, { stdio: 'inherit' });
process.exit(result.status ?? 1);

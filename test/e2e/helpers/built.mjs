// The package's build (dist/ and custom-elements.json) for the suites that read it. `npm test`
// builds first (its build step); a suite run alone builds when dist/ is missing or older than src/.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = fileURLToPath(new URL('../../..', import.meta.url));

function newestMtime(dir) {
  return readdirSync(dir).reduce((newest, name) => {
    const path = join(dir, name);
    const stat = statSync(path);
    return Math.max(newest, stat.isDirectory() ? newestMtime(path) : stat.mtimeMs);
  }, 0);
}

/** Builds the package (`node scripts/build.mjs`) unless dist/ and custom-elements.json are newer than src/. */
export function ensureBuilt() {
  const manifest = join(repo, 'custom-elements.json');
  const fresh = existsSync(join(repo, 'dist/index.js')) && existsSync(manifest) && statSync(manifest).mtimeMs >= newestMtime(join(repo, 'src'));
  if (fresh) return;
  const build = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: repo, encoding: 'utf8', timeout: 180_000 });
  assert.equal(build.status, 0, `npm run build failed:\n${build.stdout}${build.stderr}`);
}

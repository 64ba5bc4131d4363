// The browser test files that hold or fail a chunk on their test server (they call `chunkFaults`,
// lazy-support.ts). The server's faults apply to every page it serves, so these files run in a
// test run of their own (`WTR_FAULTS=1`, its own server), one at a time: no other page's request
// for a chunk is held or counted while one of them holds it.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const dir = fileURLToPath(new URL('.', import.meta.url));

/** Repo-relative paths (`test/browser/…`) of the files that call `chunkFaults(`. */
export const FAULT_FILES = readdirSync(dir)
  .filter((name) => /\.test\.tsx?$/.test(name) && readFileSync(`${dir}/${name}`, 'utf8').includes('chunkFaults('))
  .map((name) => `test/browser/${name}`)
  .sort();

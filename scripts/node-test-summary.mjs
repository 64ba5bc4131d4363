// A node:test reporter (`--test-reporter=./scripts/node-test-summary.mjs`) that writes what
// scripts/test.mjs counts, as JSON: every test that has no subtests (a suite, or a test whose steps
// are subtests, is counted through them), by file; a file that fails to import or exits badly is a
// failing test of its own (node:test reports it so), never nothing.
//   { files: { [file]: { passed, failed, skipped } }, failures: [{ file, name, error }] }
import { relative } from 'node:path';

export default async function* summary(source) {
  const files = {};
  const failures = [];
  /** Per file and nesting level: whether a test at that level has just finished (its parent is not a leaf). */
  const childDone = new Map();
  for await (const event of source) {
    if (event.type !== 'test:pass' && event.type !== 'test:fail') continue;
    const { data } = event;
    const file = data.file ? relative(process.cwd(), data.file) : '(no file)';
    const seen = childDone.get(file) ?? [];
    childDone.set(file, seen);
    const leaf = !seen[data.nesting + 1];
    seen[data.nesting + 1] = false;
    seen[data.nesting] = true;
    const counts = (files[file] ??= { passed: 0, failed: 0, skipped: 0 });
    if (!leaf && event.type === 'test:pass') continue;
    if (!leaf && event.type === 'test:fail') {
      // A parent that failed on its own (a hook, or code around its subtests) counts once more.
      const cause = data.details?.error?.failureType;
      if (cause === 'subtestsFailed') continue;
    }
    if (data.skip || data.todo) counts.skipped++;
    else if (event.type === 'test:pass') counts.passed++;
    else {
      counts.failed++;
      const error = data.details?.error;
      const cause = error?.cause ?? error;
      let text = String(cause?.message ?? cause ?? '').split('\n')[0];
      // An assertion's own message says only "Expected values to be ...": add what it got.
      if (cause?.generatedMessage && 'actual' in cause) text += ` got ${JSON.stringify(cause.actual)}`;
      // node:test names a file that failed as a whole (it threw on import, or exited badly) by its path.
      if (data.file && data.name === data.file) text = `the file itself failed (it threw on import, or exited non-zero): ${text}`;
      failures.push({ file, name: data.name === data.file ? '(the file)' : data.name, error: text.slice(0, 300) });
    }
  }
  yield `${JSON.stringify({ files, failures }, null, 2)}\n`;
}

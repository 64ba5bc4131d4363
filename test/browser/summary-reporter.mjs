// A @web/test-runner reporter that writes what scripts/test.mjs counts: every test of every test
// file, and a file that failed to load, timed out or had a session error as one failure more (so
// it is never counted as nothing). JSON to the path in WTR_SUMMARY: { files: [{ file, passed,
// failed, skipped, errors }] }. Without WTR_SUMMARY it does nothing.
import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';

function count(results, into) {
  for (const test of results?.tests ?? []) {
    if (test.skipped) into.skipped++;
    else if (test.passed) into.passed++;
    else into.failed++;
  }
  for (const suite of results?.suites ?? []) count(suite, into);
}

export function summaryReporter({ path = process.env.WTR_SUMMARY } = {}) {
  return {
    onTestRunFinished({ sessions }) {
      if (!path) return;
      const files = sessions.map((session) => {
        const file = { file: relative(process.cwd(), session.testFile), passed: 0, failed: 0, skipped: 0, errors: [] };
        count(session.testResults, file);
        file.errors = (session.errors ?? []).map((e) => String(e?.message ?? e).split('\n')[0]);
        if (session.status !== 'FINISHED') file.errors.push(`session ${session.status}`);
        // A file that did not load, or whose session failed outside a test, fails once more.
        if (file.errors.length > 0 || (!session.passed && file.failed === 0)) file.failed++;
        return file;
      });
      writeFileSync(path, JSON.stringify({ files }, null, 2));
    },
  };
}

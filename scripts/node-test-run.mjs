// `node --import tsx scripts/node-test-run.mjs --concurrency N --timeout MS --summary FILE FILES...`
// (scripts/test.mjs runs it): node:test over FILES in the order given, N files at a time, each test
// file bounded by MS as a whole; the spec reporter to stdout, and ./node-test-summary.mjs's JSON to
// FILE. `node --test` would sort the files by path; npm test starts the longest first. Each file
// runs in a child process that inherits this one's flags (`--import tsx`). Exits 1 when a test failed.
import { createWriteStream } from 'node:fs';
import { run } from 'node:test';
import { spec } from 'node:test/reporters';
import { pipeline } from 'node:stream/promises';
import summary from './node-test-summary.mjs';

const args = process.argv.slice(2);
const option = (name) => {
  const at = args.indexOf(name);
  if (at < 0) throw new Error(`${name} is required`);
  return args.splice(at, 2)[1];
};
const concurrency = Number(option('--concurrency'));
const timeout = Number(option('--timeout'));
const summaryFile = option('--summary');

const stream = run({ files: args, concurrency, timeout });
stream.on('test:fail', () => (process.exitCode = 1));
stream.compose(new spec()).pipe(process.stdout);
await pipeline(stream, summary, createWriteStream(summaryFile));

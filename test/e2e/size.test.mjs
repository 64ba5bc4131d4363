// What a browser downloads, bundled as an app's bundler would (scripts/size.mjs measures it; `node
// scripts/size.mjs` prints the whole report): every page with a budget stays within it, each
// area's catalogue chunks stay lazy and out of the pages' up-front code, and the back office's and
// Display mode's English stay out of a checkout page.
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { budgetLine, catalogueChecks, englishChecks, measure, targets } from '../../scripts/size.mjs';

let rows;
before(async () => {
  rows = await measure();
});

for (const target of targets.filter((t) => t.budget !== undefined)) {
  test(`${target.name} within its gzip budget (${(target.budget / 1024).toFixed(1)} KB): ${target.what}`, () => {
    const row = rows.find((r) => r.name === target.name);
    assert.equal(row.error, undefined);
    assert.ok(row.gzip <= target.budget, budgetLine(row));
  });
}

test('every page bundle measures (no entry missing)', () => {
  assert.deepEqual(rows.filter((r) => r.error).map((r) => `${r.name}: ${r.error}`), []);
});

test('each message area\'s catalogues are lazy chunks of their own, none up front', () => {
  const results = catalogueChecks(rows);
  assert.ok(results.length >= 3, `areas: ${results.map((r) => r.name).join(', ')}`);
  for (const result of results) assert.deepEqual(result.problems, [], result.name);
});

test('the back office\'s and Display mode\'s English are in their own pages, none in the POS checkout page', async () => {
  for (const result of await englishChecks()) assert.deepEqual(result.problems, [], result.name);
});

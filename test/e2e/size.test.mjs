// What a POS checkout page downloads, built by Vite from the built package (scripts/size.mjs; `node
// scripts/size.mjs` prints the whole report): its initial JavaScript is within the gate, and holds
// no other area's English and no translated catalogue.
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { GATE, contentChecks, kb, measurePage, pages } from '../../scripts/size.mjs';

let checkout;
before(async () => {
  checkout = await measurePage(pages[0]);
});

test(`the POS checkout page's initial JavaScript is at most ${kb(GATE)} gzip`, () => {
  assert.ok(checkout.gzip <= GATE, `${kb(checkout.gzip)} (${checkout.gzip} bytes) > ${kb(GATE)}`);
});

test('the POS checkout page loads something lazily (its initial JavaScript is not the whole page)', () => {
  assert.ok(checkout.lazy.length > 0);
});

test("the POS checkout page's initial JavaScript holds no other area's English and no translated catalogue", () => {
  for (const result of contentChecks(checkout)) assert.deepEqual(result.problems, [], result.name);
});

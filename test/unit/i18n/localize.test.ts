/**
 * Isolation of the values a message places (names, amounts, percents): always FSI … PDI, and
 * nothing inside one can close it early or stay open after it.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { balanceBidi, isolate } from '../../../src/i18n/localize.js';

const FSI = '\u2068';
const PDI = '\u2069';

/** The isolates `text` leaves open at its end, or -1 when a PDI in it closes one it did not open (UAX #9, X6a). */
function openAtEnd(text: string): number {
  let open = 0;
  for (const char of text) {
    if (char >= '\u2066' && char <= '\u2068') open++;
    else if (char === PDI && open-- === 0) return -1;
  }
  return open;
}

test('isolate wraps every value in FSI … PDI, Latin or not', () => {
  assert.equal(isolate('Ana Lima'), `${FSI}Ana Lima${PDI}`);
  assert.equal(isolate('$10.60'), `${FSI}$10.60${PDI}`);
  assert.equal(isolate('مايا'), `${FSI}مايا${PDI}`);
});

test('a stray PDI is dropped, an isolate left open is closed; embeddings and overrides stay (the PDI ends them)', () => {
  assert.equal(balanceBidi('Ana\u2069\u202e'), 'Ana\u202e');
  assert.equal(balanceBidi('Ana\u2067'), `Ana\u2067${PDI}`);
  assert.equal(balanceBidi('Ana\u202b'), 'Ana\u202b');
  assert.equal(balanceBidi(`a${PDI}\u2066b${PDI}${PDI}\u2068`), `a\u2066b${PDI}\u2068${PDI}`);
  assert.equal(balanceBidi('Ana Lima'), 'Ana Lima');
});

test('whatever the value holds, its isolate opens and closes exactly once, around all of it', () => {
  const bidiHeavy = fc.string({ unit: fc.constantFrom('a', ' ', 'م', '\u2066', '\u2067', '\u2068', '\u2069', '\u202a', '\u202b', '\u202c', '\u202d', '\u202e') });
  fc.assert(
    fc.property(bidiHeavy, (value) => {
      const isolated = isolate(value);
      assert.equal(openAtEnd(isolated), 0);
      // The outer FSI is only closed by the last PDI: nothing of the value falls outside it.
      assert.equal(openAtEnd(isolated.slice(1, -1)), 0);
      assert.equal(isolated.replace(/[\u2066-\u2069]/g, ''), value.replace(/[\u2066-\u2069]/g, ''));
    }),
    { numRuns: 10_000 },
  );
});

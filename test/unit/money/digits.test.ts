/**
 * The digits a money field reads (src/money/digits.ts): every numbering system Intl writes, one
 * system per number, and full-width forms as their ordinary characters.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { halfWidth, latinDigits } from '../../../src/money/digits.js';

describe('latinDigits', () => {
  const rows: Array<[text: string, expected: { text: string; system: string } | undefined]> = [
    ['12.50', { text: '12.50', system: 'latn' }],
    ['$', { text: '$', system: 'latn' }],
    ['١٢٫٥٠', { text: '12٫50', system: 'arab' }],
    ['۱۲', { text: '12', system: 'arabext' }],
    ['१२', { text: '12', system: 'deva' }],
    ['๑๒', { text: '12', system: 'thai' }],
    ['１２', { text: '12', system: 'fullwide' }],
    // One number, one system: mixed digits are no number.
    ['١2', undefined],
    ['１2', undefined],
    ['١۲', undefined],
  ];
  for (const [text, expected] of rows) {
    test(`"${text}"`, () => assert.deepEqual(latinDigits(text), expected));
  }

  test('superscripts and circled digits are not digits: they stay as they are', () => {
    assert.deepEqual(latinDigits('5²'), { text: '5²', system: 'latn' });
    assert.deepEqual(latinDigits('①'), { text: '①', system: 'latn' });
  });
});

describe('halfWidth', () => {
  test('turns full-width forms into ordinary characters, and nothing else', () => {
    assert.equal(halfWidth('１２．５０'), '12.50');
    assert.equal(halfWidth('￥１２'), '¥12');
    assert.equal(halfWidth('5²①'), '5²①');
  });
});

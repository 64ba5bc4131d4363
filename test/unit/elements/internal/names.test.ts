/**
 * Names in the order each locale writes them (src/elements/internal/shared.ts, its names section): family name first
 * in Japanese, Chinese, Korean (names in their own script), Hungarian and Vietnamese; a host's
 * display name shown as written; the short form a list of who still has to choose uses.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { initialsOf, personName, shortName } from '../../../../src/elements/internal/shared.js';

const kenji = { firstName: '健二', lastName: '渡辺' };
const maya = { firstName: 'Maya', lastName: 'Okafor' };

test('Japanese writes a Japanese name family first, with a space; a Latin name keeps its order', () => {
  assert.equal(personName(kenji, 'ja'), '渡辺 健二');
  assert.equal(personName(kenji, 'ja-JP'), '渡辺 健二');
  assert.equal(personName(maya, 'ja'), 'Maya Okafor');
  assert.equal(personName({ firstName: 'ケンジ', lastName: 'ワタナベ' }, 'ja'), 'ワタナベ ケンジ');
});

test('Chinese and Korean write their names family first without a space', () => {
  assert.equal(personName({ firstName: '小明', lastName: '王' }, 'zh-CN'), '王小明');
  assert.equal(personName({ firstName: '小明', lastName: '王' }, 'zh-TW'), '王小明');
  assert.equal(personName({ firstName: '민준', lastName: '김' }, 'ko'), '김민준');
  assert.equal(personName(maya, 'zh-CN'), 'Maya Okafor');
});

test('Hungarian and Vietnamese write every name family first', () => {
  assert.equal(personName({ firstName: 'Anna', lastName: 'Kovács' }, 'hu'), 'Kovács Anna');
  assert.equal(personName({ firstName: 'Thị Lan', lastName: 'Nguyễn' }, 'vi'), 'Nguyễn Thị Lan');
});

test('Every other locale writes the given name first; the Japanese name too', () => {
  for (const locale of ['en', 'de', 'fr-CA', 'ar', 'he', 'th', 'uk', 'hi']) {
    assert.equal(personName(maya, locale), 'Maya Okafor', locale);
    assert.equal(personName(kenji, locale), '健二 渡辺', locale);
  }
});

test("A host's display name is shown as written, in every locale", () => {
  const named = { firstName: '健二', lastName: '渡辺', displayName: 'Chef Kenji' };
  for (const locale of ['ja', 'en', 'hu']) {
    assert.equal(personName(named, locale), 'Chef Kenji');
    assert.equal(shortName(named, locale), 'Chef Kenji');
  }
});

test('One part alone, or none', () => {
  assert.equal(personName({ firstName: ' Ada ', lastName: '' }, 'ja'), 'Ada');
  assert.equal(personName({ firstName: '', lastName: '渡辺' }, 'ja'), '渡辺');
  assert.equal(personName({}, 'en'), '');
});

test('The short name: given name, family name in Japanese, whole name in Chinese and Korean', () => {
  assert.equal(shortName(maya, 'en'), 'Maya');
  assert.equal(shortName(maya, 'ja'), 'Maya');
  assert.equal(shortName(kenji, 'ja'), '渡辺');
  assert.equal(shortName({ firstName: '小明', lastName: '王' }, 'zh-CN'), '王小明');
  assert.equal(shortName({ firstName: 'Anna', lastName: 'Kovács' }, 'hu'), 'Anna');
});

test('Initials follow the name order', () => {
  assert.equal(initialsOf(maya, 'en'), 'MO');
  assert.equal(initialsOf({ firstName: 'Anna', lastName: 'Kovács' }, 'hu'), 'KA');
  assert.equal(initialsOf({}, 'en'), '?');
});

/**
 * Lists of names (who still has to choose a tip, who is in the team): the locale's own list
 * format, with a space wherever the locale's word meets a name in another script with none,
 * as Thai "และ" and Chinese "和" do before a Latin name.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { formatList, isolate } from '../../../src/i18n/localize.js';

const plain = (text: string) => text.replace(/[\u2066-\u2069]/g, '');
const list = (locale: string, names: string[]) => plain(formatList(locale, names.map(isolate)));

test('Thai puts a space between "และ" and a Latin name, and none between Thai words', () => {
  assert.equal(list('th', ['Maya Okafor', 'Lucía Fernández']), 'Maya Okafor และ Lucía Fernández');
  assert.equal(list('th', ['สมชาย', 'สมหญิง']), 'สมชายและสมหญิง');
});

test('Chinese and Arabic keep a Latin name apart from their "and"; their own names stay as written', () => {
  assert.equal(list('zh-CN', ['Maya Okafor', 'Lucía Fernández']), 'Maya Okafor 和 Lucía Fernández');
  assert.equal(list('zh-CN', ['王小明', '李华']), '王小明和李华');
  assert.equal(list('ar', ['Maya Okafor', 'Sam Patel']), 'Maya Okafor و Sam Patel');
  assert.equal(list('ar', ['علي', 'سارة']), 'علي وسارة');
});

test('Locales that already space their words are as Intl.ListFormat writes them', () => {
  for (const locale of ['en', 'de', 'ko', 'hi', 'ja', 'he']) {
    const names = ['Maya Okafor', 'Lucía Fernández', 'Sam Patel'];
    assert.equal(list(locale, names), new Intl.ListFormat(locale, { type: 'conjunction' }).format(names), locale);
  }
});

test('Every item stays whole and isolated', () => {
  const text = formatList('th', ['Maya Okafor', 'Lucía Fernández'].map(isolate));
  assert.equal(text.match(/\u2068/g)?.length, 2);
  assert.ok(text.includes(isolate('Lucía Fernández')));
});

/**
 * Every sentence with a count, in every shipped locale, over 0, 1, 2, 5, 21, 22, 25 and 101:
 * - the count shows in the locale's digits (`Intl.NumberFormat`), except where a language writes
 *   it as a word or leaves it out (the exact sentences for 0 and 1, a dual for 2);
 * - counts of one `Intl.PluralRules` category read the same sentence (the number aside), and
 *   counts of different categories read different ones, unless the language writes those
 *   categories alike in that sentence (ALIKE below says where, and why);
 * - the team's split note gives one person a sentence of its own, which no other count reads
 *   (Ukrainian's "one" is 1, 21, 31…: 21 people are never told the one-person sentence).
 * 0 and 1 may have exact sentences of their own ('=0', '=1' in src/i18n/plural.ts).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Catalogue } from '../../../src/i18n/types.js';

const COUNTS: readonly number[] = [0, 1, 2, 5, 21, 22, 25, 101];
const LOCALES_DIR = fileURLToPath(new URL('../../../src/i18n/locales/', import.meta.url));
const TAGS = readdirSync(LOCALES_DIR, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

interface CountSentence {
  key: keyof Catalogue;
  say: (c: Required<Catalogue>, count: number) => string;
  /** Whether the count is written in the sentence (the confirm button does not show it). */
  shows: boolean;
  /** Whether 1 must read a sentence no other count reads. */
  ownSentenceForOne?: boolean;
}

const AMOUNT = '\u2068$10.00\u2069';
const SENTENCES: CountSentence[] = [
  { key: 'teamSplitService', say: (c, n) => c.teamSplitService(n), shows: true, ownSentenceForOne: true },
  { key: 'teamSplitEven', say: (c, n) => c.teamSplitEven(n), shows: true, ownSentenceForOne: true },
  { key: 'amountDecimals', say: (c, n) => c.amountDecimals(n), shows: true },
  { key: 'deviceQueued', say: (c, n) => c.deviceQueued(n), shows: true },
  { key: 'transferButton', say: (c, n) => c.transferButton(AMOUNT, n), shows: true },
  { key: 'confirmTips', say: (c, n) => c.confirmTips(n, AMOUNT), shows: false },
];

/**
 * Categories a language writes alike in a sentence (language, then key, then pairs). A
 * sentence whose word does not change at all (the confirm button in Czech, Danish…) is not
 * listed: `shows: false` sentences are only held to "one category, one sentence".
 */
const ALIKE: Record<string, Partial<Record<keyof Catalogue, [Intl.LDMLPluralRule, Intl.LDMLPluralRule][]>>> = {
  // Instrumental plural after «між»: 2 and 5 people alike («особами»); genitive plural after «не більше» (знаків).
  uk: { teamSplitService: [['few', 'many']], teamSplitEven: [['few', 'many']], amountDecimals: [['few', 'many']], transferButton: [['few', 'many']] },
  // Instrumental plural after «między»: 2 and 5 people alike (osobami); genitive after «najwyżej» (miejsc).
  pl: { teamSplitService: [['few', 'many']], teamSplitEven: [['few', 'many']], amountDecimals: [['few', 'many']], transferButton: [['few', 'many']] },
  // Dative plural after «Převést … »: 2 and 5 staff members alike (zaměstnancům).
  cs: { transferButton: [['few', 'other']] },
  // 11–99 take the accusative singular, 100–102 the genitive singular: «منزلةً» and «منزلة» (and «عمليةً», «عملية») are written alike without vowel marks.
  ar: { amountDecimals: [['many', 'other']], deviceQueued: [['many', 'other']] },
};

async function catalogue(tag: string): Promise<Catalogue> {
  return ((await import(`../../../src/i18n/locales/${tag}/index.ts`)) as { default: Catalogue }).default;
}

const alike = (tag: string, key: keyof Catalogue, a: Intl.LDMLPluralRule, b: Intl.LDMLPluralRule) =>
  (ALIKE[tag.split('-')[0]!]?.[key] ?? []).some(([x, y]) => (x === a && y === b) || (x === b && y === a));

for (const tag of TAGS) {
  test(`${tag}: every sentence with a count follows Intl.PluralRules and writes the count in the locale's digits`, async () => {
    const c = (await catalogue(tag)) as Required<Catalogue>;
    const rules = new Intl.PluralRules(tag);
    const digits = new Intl.NumberFormat(tag);
    let checked = 0;
    for (const sentence of SENTENCES) {
      if (typeof c[sentence.key] !== 'function') continue; // fr-CA: only what Quebec says differently
      checked++;
      const said = new Map(COUNTS.map((n) => [n, sentence.say(c, n)]));
      /** The sentence with its count taken out: what a category decides. */
      const shape = (n: number) => said.get(n)!.split(digits.format(n)).join('#');
      for (const n of COUNTS) {
        const text = said.get(n)!;
        assert.ok(text.trim(), `${tag} ${sentence.key}(${n}) is empty`);
        const spelled = n < 2 || (n === 2 && rules.select(2) === 'two');
        if (sentence.shows && !spelled) assert.ok(text.includes(digits.format(n)), `${tag} ${sentence.key}(${n}) does not show ${digits.format(n)}: ${text}`);
      }
      const many = COUNTS.filter((n) => n >= 2);
      for (const a of many) {
        for (const b of many) {
          if (a >= b) continue;
          const [ca, cb] = [rules.select(a), rules.select(b)];
          if (ca === cb) assert.equal(shape(a), shape(b), `${tag} ${sentence.key}: ${a} and ${b} are both "${ca}" but read differently`);
          else if (sentence.shows && !alike(tag, sentence.key, ca, cb))
            assert.notEqual(shape(a), shape(b), `${tag} ${sentence.key}: ${a} ("${ca}") and ${b} ("${cb}") read the same sentence`);
        }
      }
      if (sentence.ownSentenceForOne) {
        for (const n of many) assert.notEqual(shape(n), said.get(1), `${tag} ${sentence.key}: ${n} people read the one-person sentence`);
        for (const n of many) assert.notEqual(shape(n), shape(1), `${tag} ${sentence.key}: ${n} people read the one-person sentence`);
      }
    }
    assert.ok(checked > 0 || tag === 'fr-CA', `${tag}: no sentence with a count was checked`);
  });
}

test('English and Turkish never share a custom amount "among 1 person"', async () => {
  for (const tag of ['en', 'tr']) {
    const c = (await catalogue(tag)) as Required<Catalogue>;
    for (const text of [c.teamSplitService(1), c.teamSplitEven(1)]) assert.doesNotMatch(text, /among 1 person|1 kişi arasında/, `${tag}: ${text}`);
  }
});

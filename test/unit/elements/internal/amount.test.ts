/**
 * The sentence a customer reads for an amount the field refuses as ambiguous (src/elements/internal/amount.ts),
 * in the catalogues' own words and with the example written the locale's and currency's way.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { amountProblem, type AmountLocale } from '../../../../src/elements/internal/amount.js';
import { en, type Messages } from '../../../../src/i18n/messages.js';
import de from '../../../../src/i18n/locales/de/checkout.js';
import ja from '../../../../src/i18n/locales/ja/checkout.js';
import ar from '../../../../src/i18n/locales/ar/checkout.js';
import { currencyExponent, formatEditable, parseMoney } from '../../../../src/money/index.js';

const locale = (tag: string, t: object): AmountLocale => ({ t: { ...en, ...t } as Messages, locale: tag, isolate: (text: string) => `⁨${text}⁩` });

const rows: Array<[text: string, tag: string, t: object, currency: string, sentence: string]> = [
  ['0,500', 'en-US', en, 'USD', 'This amount can be read two ways. Enter it like ⁨12.50⁩.'],
  ['\u202e0051', 'en-US', en, 'USD', 'This amount can be read two ways. Enter it like ⁨12.50⁩.'],
  ['0.500', 'de-DE', de, 'KWD', 'Dieser Betrag ist nicht eindeutig. Bitte geben Sie ihn z. B. als ⁨12,500⁩ ein.'],
  ['0,500', 'ja-JP', ja, 'JPY', 'この金額は2通りに読めます。⁨1250⁩ のように入力してください。'],
  ['٠٬٥٠٠', 'ar-EG', ar, 'USD', `يمكن قراءة هذا المبلغ بطريقتين. أدخله مثل ⁨${formatEditable(1250, 'ar-EG', 2)}⁩.`],
];

for (const [text, tag, t, currency, sentence] of rows) {
  test(`${JSON.stringify(text)} in a ${tag} ${currency} field: a bad input, said as "${sentence}"`, () => {
    const parsed = parseMoney(text, tag, { currency });
    assert.deepEqual(amountProblem(parsed, locale(tag, t), {}, currencyExponent(currency)), ['badInput', sentence]);
  });
}

/**
 * Which shipped catalogue a customer's locale reads when tip-elements has no folder for it: the
 * same language in the same script (zh-HK reads Traditional Chinese, not Simplified), Norwegian
 * without a variant reads Bokmål, a region reads its language.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { checkoutArea } from '../../../src/i18n/areas.js';
import { loadMessages, messagesFor, messagesReady, useArea, type MessageArea } from '../../../src/i18n/registry.js';
import zhTW from '../../../src/i18n/locales/zh-TW/checkout.js';
import zhCN from '../../../src/i18n/locales/zh-CN/checkout.js';
import nb from '../../../src/i18n/locales/nb/checkout.js';
import { en as english } from '../../../src/i18n/messages.js';

useArea(checkoutArea);

async function noStaffIn(locale: string): Promise<string> {
  await loadMessages(locale);
  return messagesFor(locale).noStaff;
}

test('Chinese in Traditional script (Hong Kong, Macau, zh-Hant) reads zh-TW; in Simplified (Singapore, zh) reads zh-CN', async () => {
  assert.notEqual(zhTW.noStaff, zhCN.noStaff);
  for (const locale of ['zh-HK', 'zh-MO', 'zh-Hant', 'zh-Hant-HK', 'zh-TW']) assert.equal(await noStaffIn(locale), zhTW.noStaff, locale);
  for (const locale of ['zh-SG', 'zh', 'zh-Hans', 'zh-CN']) assert.equal(await noStaffIn(locale), zhCN.noStaff, locale);
});

test('Norwegian without a variant (no, no-NO) reads Bokmål', async () => {
  assert.notEqual(nb.noStaff, english.noStaff);
  for (const locale of ['no', 'no-NO', 'nb', 'nb-NO']) assert.equal(await noStaffIn(locale), nb.noStaff, locale);
});

test('a language tip-elements does not ship reads English', async () => {
  assert.equal(await noStaffIn('et-EE'), english.noStaff);
});

test('a locale is ready once its chunks are in, and not ready again when an area that needs more comes into use', async () => {
  assert.equal(messagesReady('de-DE'), false);
  await loadMessages('de-DE');
  assert.equal(messagesReady('de-DE'), true);
  let load!: () => void;
  const arrived = new Promise<void>((resolve) => (load = resolve));
  const area = {
    name: 'probe-area',
    english: { probeWord: 'Word' },
    loaders: { de: () => arrived.then(() => ({ default: { probeWord: 'Wort' } })) },
  };
  useArea(area as unknown as MessageArea);
  assert.equal(messagesReady('de-DE'), false);
  const loading = loadMessages('de-DE');
  assert.equal(messagesReady('de-DE'), false);
  load();
  await loading;
  assert.equal(messagesReady('de-DE'), true);
  assert.equal((messagesFor('de-DE') as unknown as Record<string, string>)['probeWord'], 'Wort');
});

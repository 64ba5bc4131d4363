/**
 * Suomi: the simulated Display tablet (a developer tool), in the checkout's singular imperatives;
 * a card is shown to the reader (“Näytä kortti”), as Finnish terminals ask. The queue counts in
 * Finnish plural forms: “1 osto”, “2 ostoa” (the partitive after numerals).
 */
import type { DeviceMessages } from '../../types.js';

const plural = new Intl.PluralRules('fi');

const messages: DeviceMessages = {
  deviceTitle: 'Tippilaite',
  deviceShowCode: 'Syötä tämä koodi kassaan',
  deviceCodeAnnounced: (code) => `Syötä tämä koodi kassaan: ${code}`,
  devicePairLabel: 'Kassan näyttämä tunnus',
  devicePair: 'Yhdistä',
  devicePairEmpty: 'Syötä tunnus.',
  devicePairTaken: 'Toinen laite käyttää jo tätä tunnusta.',
  deviceSyncedAs: (ids) => `Yhdistetty tunnuksella: ${ids}`,
  deviceReady: 'Valmis seuraavalle asiakkaalle',
  deviceApproved: 'Maksu hyväksytty. Kiitos!',
  deviceCanceled: 'Osto peruttiin.',
  deviceContinued: 'Kiitos! Maksu hoidetaan kassalla.',
  deviceQueued: (count) => (plural.select(count) === 'one' ? `Vielä ${count} osto jonossa` : `Vielä ${count} ostoa jonossa`),
  deviceWelcome: (name) => `Tervetuloa, ${name}`,
  deviceWelcomeAnonymous: 'Tervetuloa',
  deviceChooseTips: 'Valitse tipit',
  deviceTipIncluded: (name, amount) => `Tippi henkilölle ${name}: ${amount}, sisältyy jo`,
  deviceReviewTips: 'Tarkista tipit',
  deviceChangeTips: 'Muuta tippejä',
  deviceContinue: 'Siirry maksamaan',
  deviceTotalAnnounced: (total) => `Maksettavaa: ${total}`,
  deviceRestarted: 'Ostos muuttui. Valitse tipit uudelleen.',
  deviceWaiting: 'Kiitos! Odota hetki, niin palvelemme sinua kassalla.',
  deviceCardPrompt: 'Näytä, aseta tai vedä kortti',
  deviceAmountDue: 'Maksettavaa',
  deviceCardAnnounced: (amount) => `Näytä, aseta tai vedä kortti. Maksettavaa: ${amount}`,
  deviceDeclined: (note) => `Maksu hylättiin: ${note}`,
  deviceDeclinedWait: 'Odota hetki, niin palvelemme sinua kassalla.',
};

export default messages;

/**
 * Norsk bokmål: the simulated Display tablet (a developer tool). The customer is addressed with
 * “du”, as in the checkout; the point of sale is “kassen”, pairing is “koble til”. “Kjøp” is the
 * same word in the singular and the plural.
 */
import type { DeviceMessages } from '../../types.js';

const messages: DeviceMessages = {
  deviceTitle: 'Tipsenhet',
  deviceShowCode: 'Skriv inn denne koden i kassen',
  deviceCodeAnnounced: (code) => `Skriv inn denne koden i kassen: ${code}`,
  devicePairLabel: 'ID-en som vises i kassen',
  devicePair: 'Koble til',
  devicePairEmpty: 'Skriv inn ID-en.',
  devicePairTaken: 'En annen enhet bruker allerede denne ID-en.',
  deviceSyncedAs: (ids) => `Koblet til som ${ids}`,
  deviceReady: 'Klar for neste kunde',
  deviceApproved: 'Betalingen er godkjent. Takk!',
  deviceCanceled: 'Kjøpet ble avbrutt.',
  deviceContinued: 'Takk! Du betaler i kassen.',
  deviceQueued: (count) => `${count} kjøp til venter`,
  deviceWelcome: (name) => `Velkommen, ${name}`,
  deviceWelcomeAnonymous: 'Velkommen',
  deviceChooseTips: 'Velg tips',
  deviceTipIncluded: (name, amount) => `Tips til ${name}: ${amount}, allerede inkludert`,
  deviceReviewTips: 'Se over tipsene',
  deviceChangeTips: 'Endre tips',
  deviceContinue: 'Gå videre til betaling',
  deviceTotalAnnounced: (total) => `Å betale: ${total}`,
  deviceRestarted: 'Kjøpet er endret. Velg tips på nytt.',
  deviceWaiting: 'Takk! Vent litt, så hjelper vi deg i kassen.',
  deviceCardPrompt: 'Hold kortet inntil, sett det inn eller dra det',
  deviceAmountDue: 'Å betale',
  deviceCardAnnounced: (amount) => `Hold kortet inntil, sett det inn eller dra det. Å betale: ${amount}`,
  deviceDeclined: (note) => `Betalingen ble avvist: ${note}`,
  deviceDeclinedWait: 'Vent litt, så hjelper vi deg i kassen.',
};

export default messages;

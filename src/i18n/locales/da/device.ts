/**
 * Dansk: the simulated Display tablet (a developer tool). The customer is addressed with “du”, as
 * in the checkout; the point of sale is “kassen”, pairing is “parre”. “Køb” is the same word in
 * the singular and the plural.
 */
import type { DeviceMessages } from '../../types.js';

const messages: DeviceMessages = {
  deviceTitle: 'Drikkepengeenhed',
  deviceShowCode: 'Indtast denne kode i kassen',
  deviceCodeAnnounced: (code) => `Indtast denne kode i kassen: ${code}`,
  devicePairLabel: 'Id-nummer, der vises i kassen',
  devicePair: 'Par',
  devicePairEmpty: 'Indtast id-nummeret.',
  devicePairTaken: 'En anden enhed bruger allerede dette id-nummer.',
  deviceSyncedAs: (ids) => `Parret som ${ids}`,
  deviceReady: 'Klar til næste kunde',
  deviceApproved: 'Betalingen er godkendt. Tak!',
  deviceCanceled: 'Købet blev annulleret.',
  deviceContinued: 'Tak! Du betaler ved kassen.',
  deviceQueued: (count) => `${count} køb mere venter`,
  deviceWelcome: (name) => `Velkommen, ${name}`,
  deviceWelcomeAnonymous: 'Velkommen',
  deviceChooseTips: 'Vælg drikkepenge',
  deviceTipIncluded: (name, amount) => `Drikkepenge til ${name}: ${amount}, allerede med`,
  deviceReviewTips: 'Gennemse drikkepenge',
  deviceChangeTips: 'Ændr drikkepenge',
  deviceContinue: 'Gå til betaling',
  deviceTotalAnnounced: (total) => `At betale: ${total}`,
  deviceRestarted: 'Købet er ændret. Vælg drikkepenge igen.',
  deviceWaiting: 'Tak! Vent et øjeblik, så hjælper vi dig ved kassen.',
  deviceCardPrompt: 'Hold kortet op, indsæt eller stryg det',
  deviceAmountDue: 'At betale',
  deviceCardAnnounced: (amount) => `Hold kortet op, indsæt eller stryg det. At betale: ${amount}`,
  deviceDeclined: (note) => `Betalingen blev afvist: ${note}`,
  deviceDeclinedWait: 'Vent et øjeblik, så hjælper vi dig ved kassen.',
};

export default messages;

/**
 * Polski: the simulated Display tablet (a developer tool), in the short imperatives Polish
 * terminals use („Zbliż, włóż lub przeciągnij kartę”). Names and identifiers are not declined: they
 * follow a colon, a dash or a greeting. The queue counts with Polish plural forms (1 transakcja, 2
 * transakcje, 5 transakcji).
 */
import type { DeviceMessages } from '../../types.js';

const plural = new Intl.PluralRules('pl');

const messages: DeviceMessages = {
  deviceTitle: 'Urządzenie do napiwków',
  deviceShowCode: 'Wpisz ten kod w kasie',
  deviceCodeAnnounced: (code) => `Wpisz ten kod w kasie: ${code}`,
  devicePairLabel: 'Identyfikator wyświetlany w kasie',
  devicePair: 'Sparuj',
  devicePairEmpty: 'Wpisz identyfikator.',
  devicePairTaken: 'Ten identyfikator jest już używany przez inne urządzenie.',
  deviceSyncedAs: (ids) => `Sparowano jako: ${ids}`,
  deviceReady: 'Gotowe na kolejnego klienta',
  deviceApproved: 'Płatność zaakceptowana. Dziękujemy!',
  deviceCanceled: 'Transakcja została anulowana.',
  deviceContinued: 'Dziękujemy! Zapłać przy kasie.',
  deviceQueued: (count) => {
    const form = plural.select(count);
    return form === 'one'
      ? `Oczekuje jeszcze ${count} transakcja`
      : form === 'few'
        ? `Oczekują jeszcze ${count} transakcje`
        : `Oczekuje jeszcze ${count} transakcji`;
  },
  deviceWelcome: (name) => `Dzień dobry, ${name}`,
  deviceWelcomeAnonymous: 'Dzień dobry',
  deviceChooseTips: 'Wybierz napiwki',
  deviceTipIncluded: (name, amount) => `Napiwek – ${name}: ${amount}, już wliczony`,
  deviceReviewTips: 'Sprawdź napiwki',
  deviceChangeTips: 'Zmień napiwki',
  deviceContinue: 'Przejdź do płatności',
  deviceTotalAnnounced: (total) => `Do zapłaty: ${total}`,
  deviceRestarted: 'Rachunek się zmienił. Wybierz napiwki ponownie.',
  deviceWaiting: 'Dziękujemy! Chwileczkę, obsłużymy Cię przy kasie.',
  deviceCardPrompt: 'Zbliż, włóż lub przeciągnij kartę',
  deviceAmountDue: 'Do zapłaty',
  deviceCardAnnounced: (amount) => `Zbliż, włóż lub przeciągnij kartę. Do zapłaty: ${amount}`,
  deviceDeclined: (note) => `Płatność odrzucona: ${note}`,
  deviceDeclinedWait: 'Chwileczkę, obsłużymy Cię przy kasie.',
};

export default messages;

/**
 * Čeština: the simulated Display tablet (a developer tool), in the words Czech card terminals use
 * („Přiložte, vložte nebo protáhněte kartu“); the point of sale is „pokladna“, pairing is
 * „spárovat“. The queue counts with Czech plural forms (1 nákup, 2 nákupy, 5 nákupů; “many” is
 * for decimals only).
 */
import type { DeviceMessages } from '../../types.js';

const plural = new Intl.PluralRules('cs');

const messages: DeviceMessages = {
  deviceTitle: 'Zařízení pro spropitné',
  deviceShowCode: 'Zadejte tento kód do pokladny',
  deviceCodeAnnounced: (code) => `Zadejte tento kód do pokladny: ${code}`,
  devicePairLabel: 'Identifikátor zobrazený na pokladně',
  devicePair: 'Spárovat',
  devicePairEmpty: 'Zadejte identifikátor.',
  devicePairTaken: 'Tento identifikátor už používá jiné zařízení.',
  deviceSyncedAs: (ids) => `Spárováno jako: ${ids}`,
  deviceReady: 'Připraveno pro dalšího zákazníka',
  deviceApproved: 'Platba schválena. Děkujeme!',
  deviceCanceled: 'Nákup byl zrušen.',
  deviceContinued: 'Děkujeme! Zaplaťte u pokladny.',
  deviceQueued: (count) => {
    const form = plural.select(count);
    return form === 'one'
      ? `Čeká ještě ${count} nákup`
      : form === 'few'
        ? `Čekají ještě ${count} nákupy`
        : form === 'many'
          ? `Čeká ještě ${count} nákupu`
          : `Čeká ještě ${count} nákupů`;
  },
  deviceWelcome: (name) => `Dobrý den, ${name}`,
  deviceWelcomeAnonymous: 'Dobrý den',
  deviceChooseTips: 'Vyberte spropitné',
  deviceTipIncluded: (name, amount) => `Spropitné – ${name}: ${amount}, již zahrnuto`,
  deviceReviewTips: 'Zkontrolovat spropitné',
  deviceChangeTips: 'Změnit spropitné',
  deviceContinue: 'Přejít k platbě',
  deviceTotalAnnounced: (total) => `K úhradě: ${total}`,
  deviceRestarted: 'Účet se změnil. Vyberte spropitné znovu.',
  deviceWaiting: 'Děkujeme! Chviličku strpení, obsloužíme vás u pokladny.',
  deviceCardPrompt: 'Přiložte, vložte nebo protáhněte kartu',
  deviceAmountDue: 'K úhradě',
  deviceCardAnnounced: (amount) => `Přiložte, vložte nebo protáhněte kartu. K úhradě: ${amount}`,
  deviceDeclined: (note) => `Platba zamítnuta: ${note}`,
  deviceDeclinedWait: 'Chviličku strpení, obsloužíme vás u pokladny.',
};

export default messages;

/**
 * Română: the simulated Display tablet (a developer tool), in the polite plural and the words
 * Romanian card terminals use („Apropiați, introduceți sau glisați cardul”). The point of sale is
 * „casa de marcat”. The queue counts one, few and other: 1 plată, 3 plăți, 20 de plăți.
 */
import type { DeviceMessages } from '../../types.js';

const plural = new Intl.PluralRules('ro');

const messages: DeviceMessages = {
  deviceTitle: 'Terminal pentru bacșiș',
  deviceShowCode: 'Introduceți acest cod la casa de marcat',
  deviceCodeAnnounced: (code) => `Introduceți acest cod la casa de marcat: ${code}`,
  devicePairLabel: 'Identificatorul afișat la casa de marcat',
  devicePair: 'Asociați',
  devicePairEmpty: 'Introduceți identificatorul.',
  devicePairTaken: 'Acest identificator este deja folosit de alt terminal.',
  deviceSyncedAs: (ids) => `Asociat ca ${ids}`,
  deviceReady: 'Pregătit pentru următorul client',
  deviceApproved: 'Plată aprobată. Vă mulțumim!',
  deviceCanceled: 'Plata a fost anulată.',
  deviceContinued: 'Vă mulțumim! Achitați la casă.',
  deviceQueued: (count) => {
    const form = plural.select(count);
    return form === 'one'
      ? `Încă ${count} plată în așteptare`
      : form === 'few'
        ? `Încă ${count} plăți în așteptare`
        : `Încă ${count} de plăți în așteptare`;
  },
  deviceWelcome: (name) => `Bun venit, ${name}`,
  deviceWelcomeAnonymous: 'Bun venit',
  deviceChooseTips: 'Alegeți bacșișurile',
  deviceTipIncluded: (name, amount) => `Bacșiș pentru ${name}: ${amount}, inclus`,
  deviceReviewTips: 'Verificați bacșișurile',
  deviceChangeTips: 'Modificați bacșișurile',
  deviceContinue: 'Continuați spre plată',
  deviceTotalAnnounced: (total) => `Total de plată: ${total}`,
  deviceRestarted: 'Nota s-a modificat. Alegeți din nou bacșișurile.',
  deviceWaiting: 'Vă mulțumim! Așteptați, vă rog, casierul.',
  deviceCardPrompt: 'Apropiați, introduceți sau glisați cardul',
  deviceAmountDue: 'Suma de plată',
  deviceCardAnnounced: (amount) => `Apropiați, introduceți sau glisați cardul. Suma de plată: ${amount}`,
  deviceDeclined: (note) => `Plată refuzată: ${note}`,
  deviceDeclinedWait: 'Așteptați, vă rog, casierul.',
};

export default messages;

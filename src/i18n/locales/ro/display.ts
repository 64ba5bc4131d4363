/**
 * Română: Display mode, for the staff at the point of sale, in the checkout's polite plural.
 * Identifiers are not declined: they follow a colon or stand as the subject.
 */
import type { DisplayMessages } from '../../display.js';

const messages: DisplayMessages = {
  pairingTitle: 'Asociați un terminal pentru bacșiș',
  pairingCodeLabel: 'Codul afișat pe terminal',
  pairingCodeHint: 'Șase litere și cifre.',
  pairingCodeInvalid: 'Introduceți cele șase litere și cifre afișate pe terminal.',
  pairingActivate: 'Activați terminalul',
  pairingActivating: 'Se activează…',
  pairingUnknownCode: 'Niciun terminal nu afișează acest cod. Verificați-l și încercați din nou.',
  pairingEnterOnDevice: 'Introduceți acest identificator pe terminal:',
  pairingCheck: 'Verificați asocierea',
  pairingChecking: 'Se verifică…',
  pairingNotYet: 'Terminalul nu cunoaște încă acest identificator. Introduceți-l pe terminal, apoi verificați din nou.',
  pairingDone: (id) => `Terminalul ${id} este gata.`,
  pairingAgain: 'Asociați alt terminal',
};

export default messages;

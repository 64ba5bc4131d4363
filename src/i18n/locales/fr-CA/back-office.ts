/**
 * Français (Canada), the back office: read over `fr`, key by key, so it holds only what Quebec
 * says differently: « Entrez » rather than « Saisissez », « numéro d’employé » rather than
 * « matricule », « nom de famille », and no space before « ; » (Quebec typography keeps the one
 * before « : »).
 */
import type { BackOfficeMessages } from '../../back-office.js';

const messages: Partial<BackOfficeMessages> = {
  amountEnter: 'Entrez un montant.',
  amountZero: 'Entrez un montant supérieur à zéro.',

  amountOverHeld: (name, amount) => `${name} dispose de ${amount}; remboursez au maximum ce montant.`,
  refundStaffNone: 'Entrez un montant pour au moins un membre du personnel.',

  employeeIdLabel: 'Numéro d’employé',
  lastNameLabel: 'Nom de famille',
  avatarInvalid: 'Entrez l’adresse Web (https://…) d’une image.',
  recipientIncomplete: 'Prénom, nom de famille et photo nécessaires pour recevoir un pourboire.',
};

export default messages;

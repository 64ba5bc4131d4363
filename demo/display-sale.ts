/**
 * The Display-mode demo's sale, from the Data-mode demo's (demo/sale.ts): the same salon visit
 * as the service's create payload wants it (spec 2.5 staff with `amount`, 2.6 display lines).
 */
import type { DisplayLine } from '../src/elements/internal/types.js';
import type { DisplayStaffUpdate } from '../src/protocol/display-schemas.js';
import { fromCents } from '../src/money/money.js';
import { displayStrings, type DisplayLocale } from './display-strings.js';
import { customers } from '../test/fixtures/sale.js';
import { linesFor, saleCents, staff } from './sale.js';

/** The locale a checkout's bill is in: the page's, if it is one of the demo's, else English. */
export function displayLocale(locale: unknown): DisplayLocale | undefined {
  return typeof locale === 'string' && Object.hasOwn(displayStrings, locale) ? (locale as DisplayLocale) : undefined;
}

/**
 * The bill's lines (spec 2.6) in the customer's language, as the POS sends them with `create` and
 * `update`: the main demo's lines, from the locale's words. The amounts are the same everywhere.
 */
export function linesIn(locale: DisplayLocale): DisplayLine[] {
  return linesFor(displayStrings[locale].lines, locale);
}

/** The bill's grand total, dollars. */
export const saleTotal = fromCents(saleCents);

/** Customers of the checkouts the demo starts, in turn (two queued checkouts greet two people). */
export { customers };

/**
 * The staff of a checkout. "Update staff" corrects it: Sam (the assistant) was not on this sale,
 * and Kenji's polish change became a full manicure ($9 -> $35).
 */
export function staffFor(updated: boolean): DisplayStaffUpdate[] {
  return staff
    .filter((m) => !updated || m.employeeId !== 'emp-sam')
    .map((m) => ({
      employeeId: m.employeeId,
      firstName: m.firstName,
      lastName: m.lastName,
      avatar: m.avatar,
      amount: updated && m.employeeId === 'emp-kenji' ? 35 : (m.serviceAmount ?? 0),
    }));
}

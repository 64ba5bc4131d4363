/**
 * The demo's sale: a salon visit with four staff (test/fixtures/sale.ts), products, a discount
 * and tax. Plain data in the shapes of the public API (staff, spec 2.6 display lines, customer);
 * Storybook reuses it.
 */
import type { DisplayLine } from '../src/elements/internal/types.js';
import { strings, type BillWords } from './strings.js';

// The sale itself (customer, staff, the salon's directory) is shared with the stories, the bench and the tests.
export { customer, directory, staff } from '../test/fixtures/sale.js';

/** What each staff member did, for the page (the elements show names only). */
export const roles: Record<string, string> = {
  'emp-maya': 'Senior stylist · Cut & blow-dry',
  'emp-lucia': 'Colorist · Balayage',
  'emp-sam': 'Assistant · Wash & treatment',
  'emp-kenji': 'Nail technician · Polish change',
};

/** The bill's lines in a locale's words (the amounts are the same everywhere). */
export function linesFor(words: BillWords, locale: string): DisplayLine[] {
  // Isolated, like every value in a sentence, so "10 %" reads right in right-to-left text too.
  const percent = (value: number) => `\u2068${new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 3 }).format(value / 100)}\u2069`;
  return [
    {
      name: words.services,
      total: 214,
      expanded: true,
      items: [
        { name: words.cut, qty: 1, amount: 85 },
        { name: words.balayage, qty: 1, amount: 120 },
        { name: words.polish, qty: 1, amount: 9 },
      ],
    },
    {
      name: words.products,
      total: 62,
      items: [
        { name: words.shampoo, qty: 1, amount: 28 },
        { name: words.spray, qty: 2, amount: 17 },
      ],
    },
    { name: words.discount(percent(10)), total: -21.4 },
    { name: words.tax(percent(8.875)), total: 5.5 },
  ];
}

/** Services are discounted 10 % for a first visit; tax (8.875 %) applies to retail products only. */
export const lines: DisplayLine[] = linesFor(strings['en-US'].lines, 'en-US');

/** Sum of the lines in cents: what the host charges before tips. */
export const saleCents = lines.reduce((sum, line) => sum + Math.round(line.total * 100), 0);

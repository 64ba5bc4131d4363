/**
 * The demo's sale: a salon visit with four staff, products, a discount and tax. Plain data in the
 * shapes of the public API (staff, spec 2.6 display lines, customer); Storybook reuses it.
 */
import type { DisplayLine, StaffMember } from '../src/elements/types.js';

export const customer = { id: 'cust-20417', firstName: 'Amelia', lastName: 'Chen' };

/** Four staff: two with large services (percent proposals), one with none, one small (amount proposals). */
export const staff: StaffMember[] = [
  { employeeId: 'emp-maya', firstName: 'Maya', lastName: 'Okafor', avatar: '/avatars/maya.svg', serviceAmount: 85 },
  { employeeId: 'emp-lucia', firstName: 'Lucía', lastName: 'Fernández', avatar: '/avatars/lucia.svg', serviceAmount: 120 },
  { employeeId: 'emp-sam', firstName: 'Sam', lastName: 'Patel', avatar: '/avatars/sam.svg' },
  { employeeId: 'emp-kenji', firstName: 'Kenji', lastName: 'Watanabe', avatar: '/avatars/kenji.svg', serviceAmount: 9 },
];

/** What each staff member did, for the page (the elements show names only). */
export const roles: Record<string, string> = {
  'emp-maya': 'Senior stylist · Cut & blow-dry',
  'emp-lucia': 'Colorist · Balayage',
  'emp-sam': 'Assistant · Wash & treatment',
  'emp-kenji': 'Nail technician · Polish change',
};

/** Services are discounted 10 % for a first visit; tax (8.875 %) applies to retail products only. */
export const lines: DisplayLine[] = [
  {
    name: 'Services',
    total: 214,
    expanded: true,
    items: [
      { name: 'Cut & blow-dry', qty: 1, amount: 85 },
      { name: 'Balayage, long hair', qty: 1, amount: 120 },
      { name: 'Polish change', qty: 1, amount: 9 },
    ],
  },
  {
    name: 'Products',
    total: 62,
    items: [
      { name: 'Repair shampoo 250 ml', qty: 1, amount: 28 },
      { name: 'Heat-protect spray', qty: 2, amount: 17 },
    ],
  },
  { name: 'First-visit discount (10 % of services)', total: -21.4 },
  { name: 'Sales tax 8.875 % (products)', total: 5.5 },
];

/** Sum of the lines in cents: what the host charges before tips. */
export const saleCents = lines.reduce((sum, line) => sum + Math.round(line.total * 100), 0);

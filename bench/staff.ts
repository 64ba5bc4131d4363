// The sale every bench scenario renders: `n` staff with distinct service amounts, one customer.
import type { StaffMember } from '../src/elements/internal/types.js';

export const customer = { id: 'bench-customer', firstName: 'Sam', lastName: 'Lee' };
const FIRST = ['Ana', 'Bo', 'Cy', 'Dee', 'Eli', 'Fay', 'Gus', 'Hana', 'Ivo', 'Jun'];
const LAST = ['Lima', 'Chen', 'Park', 'Okafor', 'Nagy', 'Silva', 'Berg', 'Sato', 'Kaur', 'Moreau'];

export function staffOf(n: number): StaffMember[] {
  return Array.from({ length: n }, (_, i) => ({
    employeeId: `e-${i}`,
    firstName: FIRST[i % FIRST.length]!,
    lastName: `${LAST[Math.floor(i / FIRST.length) % LAST.length]!}`,
    avatar: '',
    // Distinct service amounts ($20.00, $21.37, ...), all above the $10 threshold.
    serviceAmount: (2000 + i * 137) / 100,
  }));
}

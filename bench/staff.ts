// The sale every bench scenario renders: the shared sale's customer, and `n` staff derived from its team.
import { staff, teamOf } from '../test/fixtures/sale.js';
import { MAX_AMOUNTS } from '../src/protocol/bounds.js'; // not limits.ts: that one brings zod into the bench page's initial code
import type { StaffMember } from '../src/elements/internal/types.js';

export { customer } from '../test/fixtures/sale.js';

/**
 * `n` staff of the shared sale's team (teamOf). A proposals request carries at most MAX_AMOUNTS
 * (100) distinct service amounts, so past 100 staff the amounts repeat: 300 staff ask about 100.
 */
export function staffOf(n: number): StaffMember[] {
  const team = teamOf(n);
  return n <= MAX_AMOUNTS ? team : team.map((m, i) => ({ ...m, serviceAmount: team[i % MAX_AMOUNTS]!.serviceAmount }));
}

/** The demo's sale: its four staff as the demo shows them (pictures from demo/public/avatars). */
export const demoStaff: StaffMember[] = staff;

/** The team a counter serves all day, from which each sale's staff come. */
const TEAM = 60;

/**
 * The `k`-th sale of a day with `n` (at most 30) of a team of 60: each sale's staff are the
 * `n` people after the previous sale's, so the next sale has `n` new staff (issue 22's measure:
 * `reset()` + 30 new staff), none of them in the rows on the screen, each with their own service
 * amount.
 */
export function saleOf(n: number, k: number): StaffMember[] {
  const team = teamOf(TEAM);
  return Array.from({ length: Math.min(n, TEAM) }, (_, i) => team[(k * n + i) % TEAM]!);
}

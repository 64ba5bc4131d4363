/** What the tests of lazily loaded parts share (they import tip-elements/checkout only). */
import type { StaffMember } from '../../src/elements/internal/types.js';

/** Two people who served, for a team checkout. */
export const teamSale: StaffMember[] = [
  { employeeId: 'e-ana', firstName: 'Ana', lastName: 'Lima', avatar: '', serviceAmount: 50 },
  { employeeId: 'e-ben', firstName: 'Ben', lastName: 'Ode', avatar: '', serviceAmount: 30 },
];

/** Every element matching `selector` under `root`, through shadow roots. */
export function deepAll(root: Element | ShadowRoot, selector: string): HTMLElement[] {
  const shadows = [...root.querySelectorAll('*')].map((el) => el.shadowRoot).filter((r): r is ShadowRoot => r !== null);
  if (root instanceof Element && root.shadowRoot) shadows.unshift(root.shadowRoot);
  return [...root.querySelectorAll<HTMLElement>(selector), ...shadows.flatMap((r) => deepAll(r, selector))];
}

/** Every element under `root` has finished updating. */
export async function settled(root: Element): Promise<void> {
  for (const el of deepAll(root, '*') as (HTMLElement & { updateComplete?: Promise<unknown> })[]) if (el.updateComplete) await el.updateComplete;
}

/**
 * A chunk's faults on the test server (web-test-runner.config.mjs): held or failed for this file's
 * page only (another file using the same chunk waits for this one's `done`).
 */
export function chunkFaults(path: string) {
  const owner = crypto.randomUUID();
  const call = (action: string) => fetch(`/__chunks/${action}?path=${encodeURIComponent(path)}&owner=${owner}`).then((r) => r.text());
  return {
    hold: () => call('hold'),
    fail: () => call('fail'),
    release: () => call('release'),
    count: async () => Number(await call('count')),
    done: () => call('done'),
  };
}

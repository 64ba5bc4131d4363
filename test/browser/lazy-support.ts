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

/**
 * A checkout with the staff list and the summary, on `client`, in `lang` en-US; `errors` collects
 * its `tip-error`s from the start (a failure during the first render included).
 */
export async function mountSale(client: unknown, { mode = 'each', staff = teamSale }: { mode?: 'each' | 'team'; staff?: StaffMember[] } = {}) {
  const { fixture, html } = await import('@open-wc/testing');
  const errors: Array<Event & { error: unknown; operation: string }> = [];
  const host = await fixture<HTMLElement>(html`<main lang="en-US">
    <tip-checkout tip-mode=${mode} location-id="demo-location" .client=${client} .customer=${{ id: 'c-1', firstName: 'Amelia', lastName: 'Stone' }} .staff=${staff} @tip-error=${(e: Event & { error: unknown; operation: string }) => errors.push(e)}>
      <staff-tip-list></staff-tip-list>
      <checkout-summary></checkout-summary>
    </tip-checkout>
  </main>`);
  return { host, checkout: host.querySelector('tip-checkout')!, list: host.querySelector('staff-tip-list')!, errors };
}

/** The customer chooses the lowest proposal in every group shown, confirms, and the intent is made: resolves with how many `tip-intent`s came. */
export async function confirmLowest(host: HTMLElement): Promise<number> {
  const { waitUntil } = await import('@open-wc/testing');
  for (const radio of deepAll(host, '[role="radio"][data-value="low"]')) radio.click();
  await settled(host);
  let intents = 0;
  host.querySelector('tip-checkout')!.addEventListener('tip-intent', () => intents++);
  deepAll(host, '[part~="button"]')[0]!.click();
  await waitUntil(() => intents === 1, 'the intent');
  return intents;
}

/** What the back-office tests share: a confirmed sale on the sandbox, staff, and text helpers. */
import { waitUntil } from '@open-wc/testing';
import type { DataClient } from '../../src/client/client.js';
import type { StaffEntry } from '../../src/elements/internal/back-office-model.js';
import { defineBackOfficeElements } from '../../src/elements/internal/define.js';
import { DEMO_LOCATION_ID } from '../../src/sandbox/index.js';

defineBackOfficeElements();

/** A one-pixel PNG: a picture that loads without a network. */
export const PIXEL = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

export const ana: StaffEntry = { employeeId: 'e-ana', firstName: 'Ana', lastName: 'Lima', avatar: '' };
export const ben: StaffEntry = { employeeId: 'e-ben', firstName: 'Ben', lastName: 'Ode', avatar: '' };
/** In the host's directory but in no sale of the tests: a transfer to Cy needs the name and picture. */
export const cy: StaffEntry = { employeeId: 'e-cy', firstName: 'Cy', lastName: 'Park', avatar: PIXEL };

/**
 * Creates and confirms a sale through the service, as the host's server would after charging
 * the card. Default: Ana $10.00 (fee $0.60), Ben $5.00 (fee $0.45): gross $16.05, net $15.00.
 */
export async function confirmedSale(client: DataClient, tips: Array<[StaffEntry, number]> = [[ana, 10], [ben, 5]]): Promise<string> {
  const { transactionId } = await client.intent({
    locationId: DEMO_LOCATION_ID,
    customer: { id: 'c-1', firstName: 'Amelia', lastName: 'Stone' },
    tipSelections: tips.map(([who, amount]) => ({
      employeeId: who.employeeId,
      firstName: who.firstName ?? '',
      lastName: who.lastName ?? '',
      avatar: who.avatar ?? '',
      serviceAmount: 50,
      amount,
      level: 'custom' as const,
    })),
  });
  await client.confirm({ transactionId });
  return transactionId;
}

/** Text as rendered (`innerText`): whitespace collapsed, bidi isolates (U+2066–2069) removed. */
export function text(node: Node | null | undefined): string {
  const raw = node instanceof HTMLElement ? node.innerText : (node?.textContent ?? '');
  return raw.replace(/[\u2066-\u2069]/g, '').replace(/\s+/g, ' ').trim();
}

/** The rows of the table matching `selector` in `root`, each as its cells' text. */
export function rows(root: ParentNode, selector: string): string[][] {
  return [...root.querySelectorAll(`${selector} tbody tr`)].map((tr) => [...tr.children].map((cell) => text(cell)));
}

type Loading = HTMLElement & { transaction: unknown; updateComplete: Promise<boolean> };

/** Waits until the element has its transaction's details and has rendered them. */
export async function loaded(el: Loading): Promise<void> {
  await waitUntil(() => el.transaction !== undefined, 'the details never arrived');
  await el.updateComplete;
}

/** Waits until `find()` finds something in the element's shadow root, after its updates. */
export async function shown<T extends Element>(el: HTMLElement & { updateComplete: Promise<boolean> }, selector: string): Promise<T> {
  await waitUntil(() => el.shadowRoot!.querySelector(selector), `nothing matches ${selector}`);
  await el.updateComplete;
  return el.shadowRoot!.querySelector<T>(selector)!;
}

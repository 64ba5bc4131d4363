/**
 * What the back-office stories share: a confirmed sale in the story's own sandbox (made by a
 * loader, as the host's server would after charging the card), the salon's staff directory, and
 * a few helpers for play functions.
 */
import type { StoryContext } from '@storybook/web-components-vite';
import type { DataClient } from '../src/client/index.js';
import { tips as TIPS } from '../test/fixtures/sale.js';
import { customer, locationId, service, staff, waitFor, type ServiceOptions, type StoryService } from './support.js';

/** The salon's staff directory: the sale's four, and Noor, who did not work this sale. */
export { directory } from '../test/fixtures/sale.js';

/** Creates and confirms the sample sale; returns its transaction id. */
export async function confirmedSale(client: DataClient, tips: ReadonlyArray<readonly [string, number]> = TIPS): Promise<string> {
  const { transactionId } = await client.intent({
    locationId,
    customer,
    tipSelections: tips.map(([id, amount]) => {
      const member = staff.find((m) => m.employeeId === id) ?? { employeeId: id, firstName: id, lastName: '', avatar: '' };
      return {
        employeeId: member.employeeId,
        firstName: member.firstName,
        lastName: member.lastName,
        avatar: member.avatar,
        ...(member.serviceAmount ? { serviceAmount: member.serviceAmount } : {}),
        amount,
        level: 'custom' as const,
      };
    }),
  });
  await client.confirm({ transactionId });
  return transactionId;
}

export interface SaleOptions extends ServiceOptions {
  /** What happens to the sale before the element sees it (refunds, transfers), with the trusted client. */
  history?: (svc: StoryService, transactionId: string) => Promise<void>;
  /** After the history: faults, or a latency so long the element stays loading. */
  then?: (svc: StoryService) => void;
  /** Leave the sale pending (never charged). */
  pending?: boolean;
}

/**
 * A loader that makes the sale in the story's sandbox: `loaded.transactionId`. The story
 * renders with `service(context, options)`, the same sandbox.
 */
export function saleLoader(options: SaleOptions = {}) {
  return async (context: Pick<StoryContext, 'id' | 'viewMode'>) => {
    const { history, then, pending, ...serviceOptions } = options;
    const svc = service(context, serviceOptions);
    let transactionId: string;
    if (pending) {
      const maya = staff[0]!;
      ({ transactionId } = await svc.client.intent({
        locationId,
        customer,
        tipSelections: [{ employeeId: maya.employeeId, firstName: maya.firstName, lastName: maya.lastName, avatar: maya.avatar, amount: 17, level: 'custom' }],
      }));
    } else {
      transactionId = await confirmedSale(svc.client);
      await history?.(svc, transactionId);
    }
    then?.(svc);
    return { transactionId };
  };
}

type Rendered = HTMLElement & { updateComplete: Promise<boolean>; transaction?: unknown };

/** The element of `tag` in the canvas, once its details have arrived. */
export async function ready<T extends Rendered>(canvas: HTMLElement, tag: string): Promise<T> {
  const el = await waitFor(() => canvas.querySelector<T>(tag));
  await waitFor(() => el.transaction);
  await el.updateComplete;
  return el;
}

/** Types into a text field of a shadow root the way the elements see typing: value, then `input`. */
export async function fill(el: Rendered, selector: string, value: string): Promise<void> {
  const input = await waitFor(() => el.shadowRoot?.querySelector<HTMLInputElement>(selector));
  input.value = value;
  input.dispatchEvent(new InputEvent('input', { bubbles: true, composed: true, data: value, inputType: 'insertText' }));
  await el.updateComplete;
}

/** Clicks the first element in the shadow root matching `selector` (and whose text matches `label`). */
export async function press(el: Rendered, selector: string, label?: RegExp): Promise<void> {
  const target = await waitFor(() =>
    [...(el.shadowRoot?.querySelectorAll<HTMLElement>(selector) ?? [])].find((node) => !label || label.test(node.textContent ?? '')),
  );
  target.click();
  await el.updateComplete;
}

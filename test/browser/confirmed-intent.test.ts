/**
 * The host charges what `tip-intent` carries, so the checkout hands over only an intent that is
 * what the customer confirmed on screen: a service answer with a point-of-sale fee never shown, or
 * a tip fee other than the one quoted, is a failure the customer sees (with Retry), `tip-error`
 * carries a `TipResponseError`, and no `tip-intent` is fired. A proposal whose percent is not its
 * amount over the service is refused as a bad answer.
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { createDataClient } from '../../src/client/client.js';
import { TipResponseError } from '../../src/client/errors.js';
import '../../src/checkout.js';
import type { TipErrorEvent } from '../../src/elements/internal/events.js';
import type { StaffMember } from '../../src/elements/internal/types.js';
import { createSandbox, DEMO_LOCATION_ID } from '../../src/sandbox/index.js';
import { customer } from '../fixtures/sale.js';
import { deepAll, mountSale, settled } from './lazy-support.js';

const ana: StaffMember = { employeeId: 'e-ana', firstName: 'Ana', lastName: 'Lima', avatar: '', serviceAmount: 50 };

type Data = Record<string, unknown> & { fees: { service: number; pos: number; total: number }; total: number; tips: Array<{ fee: number }> };

/** A sandbox whose answers to `operation` go through `alter` (kept internally consistent by the test). */
function alteredService(operation: 'intent' | 'proposals', alter: (data: never) => void) {
  const sandbox = createSandbox();
  const fetch = async (input: Request | string | URL, init?: RequestInit): Promise<Response> => {
    const response = await sandbox.fetch(input, init);
    if (!String(input).endsWith(`/${operation}`)) return response;
    const body = (await response.json()) as { data: never };
    alter(body.data);
    return new Response(JSON.stringify(body), { status: response.status, headers: { 'content-type': 'application/json' } });
  };
  return createDataClient({ baseUrl: 'http://sandbox.test', credentials: sandbox.credentials, fetch, idempotencyKeys: true });
}

async function confirmLow(client: ReturnType<typeof createDataClient>) {
  const { host, checkout, errors } = await mountSale(client, { staff: [ana] });
  const intents: Event[] = [];
  checkout.addEventListener('tip-intent', (e) => intents.push(e));
  await waitUntil(() => deepAll(host, '[role="radio"][data-value="low"]').length === 1, 'the proposals');
  deepAll(host, '[role="radio"][data-value="low"]')[0]!.click();
  await settled(host);
  deepAll(host, '[part~="button"]')[0]!.click();
  return { host, checkout, errors, intents };
}

describe('an intent answer the customer never saw', () => {
  it('a point-of-sale fee the screen never showed: refused, shown as a failure with Retry, no tip-intent', async () => {
    const client = alteredService('intent', (data: Data) => {
      data.fees.pos += 5000;
      data.fees.total += 5000;
      data.total += 5000;
    });
    const { host, errors, intents } = await confirmLow(client);
    await waitUntil(() => errors.length === 1, 'tip-error');
    expect(errors[0]!.error).to.be.instanceOf(TipResponseError);
    expect(errors[0]!.operation).to.equal('intent');
    await settled(host);
    expect(deepAll(host, '[role="alert"]').length).to.equal(1);
    expect(deepAll(host, '[part~="retry"]').length).to.equal(1);
    expect(intents).to.deep.equal([]);
  });

  it('a tip fee other than the one quoted on screen: refused, no tip-intent', async () => {
    const client = alteredService('intent', (data: Data) => {
      data.tips[0]!.fee += 1;
      data.fees.service += 1;
      data.fees.total += 1;
      data.total += 1;
    });
    const { errors, intents } = await confirmLow(client);
    await waitUntil(() => errors.length === 1, 'tip-error');
    expect(errors[0]!.error).to.be.instanceOf(TipResponseError);
    expect(intents).to.deep.equal([]);
  });

  it('the answer as confirmed: tip-intent, no error', async () => {
    const client = alteredService('intent', () => undefined);
    const { errors, intents } = await confirmLow(client);
    await waitUntil(() => intents.length === 1, 'tip-intent');
    expect(errors).to.deep.equal([]);
  });

  it('a proposal labelled 20% whose amount is not 20% of the service: the proposals fail, nothing drawn as a tile', async () => {
    const client = alteredService('proposals', (data: Array<{ medium: { type: string; percent: number; amount: number } }>) => {
      const medium = data[0]!.medium;
      medium.type = 'percent';
      medium.percent = 20;
      medium.amount = 500;
    });
    const errors: TipErrorEvent[] = [];
    const host = await fixture<HTMLElement>(html`<main lang="en-US">
      <tip-checkout location-id=${DEMO_LOCATION_ID} .client=${client} .customer=${customer} .staff=${[ana]} @tip-error=${(e: TipErrorEvent) => errors.push(e)}>
        <staff-tip-list></staff-tip-list>
      </tip-checkout>
    </main>`);
    await waitUntil(() => errors.length === 1, 'tip-error');
    expect(errors[0]!.error).to.be.instanceOf(TipResponseError);
    await settled(host);
    expect(deepAll(host, '[role="radio"][data-value="medium"]')).to.deep.equal([]);
    expect(deepAll(host, '[part~="retry"]').length).to.equal(1);
  });
});

// The back-office wrappers of tip-elements/react in a React 19 page, against the in-browser
// sandbox: properties from JSX, onTipRefund back into React state, and the transaction updating.
import { expect, waitUntil } from '@open-wc/testing';
import { useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createDataClient } from '../../src/client/index.js';
import type { TipRefundEvent } from '../../src/index.js';
import { TipRefund, TipTransaction } from '../../src/react/index.js';
import { createSandbox, DEMO_LOCATION_ID } from '../../src/sandbox/index.js';
import { words } from './support.js';

declare function describe(name: string, fn: () => void): void;
declare function it(name: string, fn: () => Promise<void> | void): void;
declare function afterEach(fn: () => void): void;

const text = (node: Element | null | undefined) => words((node as HTMLElement | null)?.innerText);

describe('tip-elements/react: back office', () => {
  let root: Root | undefined;
  let host: HTMLElement | undefined;
  afterEach(() => {
    root?.unmount();
    host?.remove();
  });

  it('a refund made in <TipRefund> reaches React through onTipRefund and shows in <TipTransaction>', async () => {
    const sandbox = createSandbox();
    const client = createDataClient({ baseUrl: 'http://sandbox.test', credentials: sandbox.credentials, fetch: sandbox.fetch });
    const { transactionId } = await client.intent({
      locationId: DEMO_LOCATION_ID,
      customer: { id: 'c-1' },
      tipSelections: [{ employeeId: 'e-ana', firstName: 'Ana', lastName: 'Lima', avatar: '', amount: 10, level: 'custom' }],
    });
    await client.confirm({ transactionId });
    const heard: TipRefundEvent[] = [];

    function Manager() {
      const [note, setNote] = useState('');
      return (
        <main lang="en-US">
          <TipTransaction client={client} transactionId={transactionId} />
          <TipRefund
            client={client}
            transactionId={transactionId}
            onTipRefund={(e) => {
              heard.push(e);
              setNote(`refunded ${e.records.map((r) => r.gross).join('+')}`);
            }}
          />
          <output>{note}</output>
        </main>
      );
    }

    host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
    root.render(<Manager />);
    await waitUntil(() => host!.querySelector('tip-refund')?.shadowRoot?.querySelector('#amount'), 'the refund form rendered');
    const el = host.querySelector('tip-refund')!;
    const refund = el.shadowRoot!.querySelector<HTMLInputElement>('#amount')!;
    expect(el.transactionId).to.equal(transactionId);
    refund.value = '4';
    refund.dispatchEvent(new InputEvent('input', { bubbles: true, composed: true }));
    await el.updateComplete;
    el.shadowRoot!.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
    await waitUntil(() => el.shadowRoot!.querySelector('#refund'), 'the preview rendered');
    const execute = el.shadowRoot!.querySelector<HTMLButtonElement>('#refund')!;
    expect(sandbox.transaction(transactionId)!.refunds).to.have.length(0);
    execute.click();
    await waitUntil(() => host!.querySelector('output')!.textContent === 'refunded 4', 'React state updated from onTipRefund');
    expect(heard).to.have.length(1);
    const tx = host.querySelector('tip-transaction')!;
    await waitUntil(() => tx.shadowRoot!.querySelector('table[part~="refunds"]'), 'tip-transaction showed the refund');
    expect(text(tx.shadowRoot!.querySelector('[part~="totals"]'))).to.match(/^Refunded \$4\.00/);
  });
});

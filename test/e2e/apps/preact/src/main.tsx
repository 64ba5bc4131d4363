import 'tip-elements/checkout';
import { render } from 'preact';
import { useState } from 'preact/hooks';
import type { TipIntentEvent } from 'tip-elements';
import { client, customer, lines, paid, staff } from '../../sale';

function App() {
  const [done, setDone] = useState('');
  const onIntent = (event: TipIntentEvent) => setDone(paid(event.result.transactionId, event.result.total));
  return (
    <>
      <tip-checkout location-id="demo-location" client={client} customer={customer} staff={staff} lines={lines} ontip-intent={onIntent}>
        <staff-tip-list></staff-tip-list>
        <checkout-summary></checkout-summary>
      </tip-checkout>
      <output>{done}</output>
    </>
  );
}

render(<App />, document.getElementById('app')!);

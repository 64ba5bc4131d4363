// Type-level tests of Display mode, checked by `tsc --noEmit -p tsconfig.json`; never executed.
import type { DisplayClient, DisplayMessages, DisplayTransaction, TipDevicePairedEvent, TipDevicePairing } from '../../src/index.js';
import { registerMessages } from '../../src/index.js';
import { TipDevicePairing as TipDevicePairingReact } from '../../src/react/index.js';
import type { DeviceMessages, TipDisplayDevice } from '../../src/devtools/display-device/index.js';

type Equals<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
function assertType<T extends true>(): T | undefined {
  return undefined;
}

declare const client: DisplayClient;

export async function displayClient(): Promise<void> {
  const tx: DisplayTransaction = await client.details({ transactionId: 't1' });
  const services: Array<{ employeeId: string; includedTip?: number | undefined }> = tx.services;
  const none: void = await client.create({
    deviceId: 'd',
    transactionId: 't1',
    service: [{ employeeId: 'e', firstName: 'A', lastName: 'B', avatar: '' }],
    display: [],
    total: 1,
    customer: { id: 'c' },
  });
  const last: string | undefined = (await client.last({ deviceId: 'd' })).transactionId;
  // @ts-expect-error reject needs a note
  await client.reject({ deviceId: 'd', transactionId: 't1' });
  // @ts-expect-error update needs every service amount
  await client.update({ deviceId: 'd', transactionId: 't1', service: [{ employeeId: 'e', firstName: 'A', lastName: 'B', avatar: '' }], display: [], total: 1, customer: { id: 'c' } });
  void [services, none, last];
}

export function tags(): void {
  assertType<Equals<HTMLElementTagNameMap['tip-device-pairing'], TipDevicePairing>>();
  assertType<Equals<HTMLElementTagNameMap['tip-display-device'], TipDisplayDevice>>();
  document.querySelector('tip-device-pairing')!.addEventListener('tip-device-paired', (e) => {
    assertType<Equals<typeof e, TipDevicePairedEvent>>();
    const id: string = e.deviceId;
    const method: 'service' | 'pos' = e.method;
    void [id, method];
  });
}

export function messageAreas(): void {
  // The tablet's words are their own area, not the production Display catalogue's...
  // @ts-expect-error deviceTitle is the simulated tablet's (DeviceMessages), not tip-device-pairing's
  const pairingKey: keyof DisplayMessages = 'deviceTitle';
  const deviceKey: keyof DeviceMessages = 'deviceTitle';
  // ...and with the developer tool in the program, a host overrides them like any other message.
  registerMessages('en', { deviceTitle: 'Tablet', deviceQueued: (count) => `${count} waiting` });
  // @ts-expect-error a device message keeps its signature
  registerMessages('en', { deviceQueued: 'waiting' });
  void [pairingKey, deviceKey];
}

export function Pairing(props: { onPaired: (deviceId: string) => void }) {
  return (
    <>
      <TipDevicePairingReact client={client} method="pos" onTipDevicePaired={(e) => props.onPaired(e.deviceId)} onTipError={(e) => void e.operation} />
      {/* @ts-expect-error the event carries deviceId, not result */}
      <TipDevicePairingReact onTipDevicePaired={(e) => void e.result} />
    </>
  );
}

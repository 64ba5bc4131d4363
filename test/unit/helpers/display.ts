// Shared set-up for the Display-mode tests: a sandbox with a fixed clock, one activated device
// (with what its tablet shows: SimulatedDevice), the real Display client in front of it, and
// checkouts to create.
import { createDisplayClient, type DisplayClient, type DisplayPayload } from '../../../src/client/index.js';
import { SimulatedDevice } from '../../../src/devtools/display-device/simulated-device.js';
import { createSandbox, type Sandbox, type SandboxOptions } from '../../../src/sandbox/index.js';
import { demo, FIXED_NOW } from './sandbox.js';

export const DEVICE = 'ABC234';

export function setupDisplay(options: SandboxOptions = {}): { sandbox: Sandbox; client: DisplayClient; device: SimulatedDevice } {
  let n = 0;
  const sandbox = createSandbox({
    now: () => FIXED_NOW,
    generateId: (kind) => `${kind}-${++n}`,
    devices: [{ sync: 'service', deviceId: DEVICE, activated: true }],
    ...options,
  });
  const client = createDisplayClient({ baseUrl: 'http://sandbox.test', credentials: demo, fetch: sandbox.fetch, retries: 0 });
  const first = sandbox.devices[0];
  return { sandbox, client, device: (first && SimulatedDevice.of(first))! };
}

export const ana = { employeeId: 'e-ana', firstName: 'Ana', lastName: 'Lima', avatar: 'https://example.test/ana.png', amount: 50 };
export const bo = { employeeId: 'e-bo', firstName: 'Bo', lastName: 'Chen', avatar: '' };
export const cy = { employeeId: 'e-cy', firstName: 'Cy', lastName: 'Park', avatar: '', amount: 8 };

export const display = [
  { name: 'Services', total: 58, expanded: true, items: [{ name: 'Cut', qty: 1, amount: 50 }, { name: 'Polish', qty: 1, amount: 8 }] },
  { name: 'Discount', total: -5.5 },
];

/** A sandbox's new device, with what its tablet shows. */
export function addDevice(sandbox: Sandbox, options?: Parameters<Sandbox['addDevice']>[0]): SimulatedDevice {
  return SimulatedDevice.of(sandbox.addDevice(options));
}

/** A create payload for `transactionId` on the test device: Ana ($50 service) and Bo (none), a $52.50 bill. */
export function checkout(transactionId: string, overrides: Partial<DisplayPayload<'create'>> = {}): DisplayPayload<'create'> {
  return {
    deviceId: DEVICE,
    transactionId,
    service: [ana, bo],
    display,
    total: 52.5,
    customer: { id: 'c-1', firstName: 'Sam', lastName: 'Lee' },
    ...overrides,
  };
}

/** The customer tips Ana 20% ($10) and Bo nothing, reviews and continues to payment. */
export function customerTips(device: SimulatedDevice): void {
  device.choose('e-ana', { level: 'medium' });
  device.choose('e-bo', { level: 'none' });
  device.review();
  device.continueToPayment();
}

/** Timers a test advances by hand: nothing runs until `run()`. */
export function manualTimers() {
  const queue: Array<{ id: number; callback: () => void; ms: number }> = [];
  let next = 0;
  return {
    timers: {
      setTimeout(callback: () => void, ms: number) {
        const id = ++next;
        queue.push({ id, callback, ms });
        return id;
      },
      clearTimeout(handle: unknown) {
        const at = queue.findIndex((t) => t.id === handle);
        if (at !== -1) queue.splice(at, 1);
      },
    },
    /** Delays of the timers waiting now, in the order they were set (attempt timeouts included). */
    pending: () => queue.map((t) => t.ms),
    /** Runs the waiting timer with this delay (a back-off wait). */
    fire(ms: number) {
      const at = queue.findIndex((t) => t.ms === ms);
      if (at === -1) throw new Error(`no timer of ${ms} ms (waiting: ${queue.map((t) => t.ms).join(', ')})`);
      const [timer] = queue.splice(at, 1);
      timer!.callback();
    },
  };
}

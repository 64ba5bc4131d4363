/**
 * What the Display-mode stories share: an in-browser sandbox with a simulated device, the real
 * Display client on it (its calls counted in `window.__tipPending`, like the Data-mode stories'),
 * the demo's sale as a create payload, and the steps a POS and a customer take.
 */
import type { StoryContext } from '@storybook/web-components-vite';
import { createDisplayClient, type DisplayClient, type DisplayPayload } from '../src/client/index.js';
import { createSandbox, type AddDeviceOptions, type Sandbox, type SandboxDevice } from '../src/sandbox/index.js';
import { customer, lines, staff } from './support.js';

export const DEVICE_CODE = 'LUM3N7';

export interface DisplayStory {
  sandbox: Sandbox;
  client: DisplayClient;
  device: SandboxDevice;
}

export interface DisplayOptions {
  latencyMs?: number;
  /** The first device. Default: service sync with the code LUM3N7, already activated. */
  device?: AddDeviceOptions;
  /** Count calls in `window.__tipPending` (default true); off for a call meant to stay in flight. */
  track?: boolean;
}

const stories = new Map<string, DisplayStory>();

/** The sandbox of one story: stable while it re-renders, fresh when the story is opened again. */
export function displayService(context: Pick<StoryContext, 'id'>, options: DisplayOptions = {}): DisplayStory {
  const key = `${context.id}|${JSON.stringify(options)}`;
  let found = stories.get(key);
  if (!found) {
    const sandbox = createSandbox({ latencyMs: options.latencyMs ?? 150, devices: [options.device ?? { deviceId: DEVICE_CODE, activated: true }] });
    const fetch: typeof sandbox.fetch =
      options.track === false
        ? sandbox.fetch
        : async (input, init) => {
            window.__tipPending = (window.__tipPending ?? 0) + 1;
            try {
              return await sandbox.fetch(input, init);
            } finally {
              window.__tipPending = (window.__tipPending ?? 1) - 1;
            }
          };
    const client = createDisplayClient({ baseUrl: 'https://tips.sandbox.local', credentials: sandbox.credentials, fetch });
    found = { sandbox, client, device: sandbox.devices[0]! };
    stories.set(key, found);
  }
  return found;
}

/** The demo's salon sale as the POS sends it to the device. */
export function sale(transactionId: string, overrides: Partial<DisplayPayload<'create'>> = {}): DisplayPayload<'create'> {
  return {
    deviceId: DEVICE_CODE,
    transactionId,
    service: staff.map((m) => ({
      employeeId: m.employeeId,
      firstName: m.firstName,
      lastName: m.lastName,
      avatar: m.avatar,
      ...(m.serviceAmount ? { amount: m.serviceAmount } : {}),
    })),
    display: lines,
    total: 260.1,
    customer,
    ...overrides,
  };
}

/** The customer tips Maya 20% and Lucía 25%, nobody else, and goes to the review. */
export function customerReviews(device: SandboxDevice): void {
  device.choose('emp-maya', { level: 'medium' });
  device.choose('emp-lucia', { level: 'high' });
  device.choose('emp-sam', { level: 'none' });
  device.choose('emp-kenji', { level: 'none' });
  device.review();
}

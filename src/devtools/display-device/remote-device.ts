/**
 * `connectDevice()`: a simulated device whose sandbox runs elsewhere (the host's server, `npm run
 * sandbox`), reached over the sandbox's device endpoints. States arrive as server-sent events,
 * read with fetch (no EventSource, so it runs in Node too), and each is checked with the
 * `deviceState` schema before it is used; actions and fee look-ups are POSTs.
 */
import * as z from 'zod/mini';
import { readEventStream } from '../../protocol/event-stream.js';
import { feeQuote } from '../../protocol/schemas.js';
import { DeviceActionError } from '../../sandbox/display-service.js';
import { deviceState, screenOf, type DeviceAction, type DeviceLike, type DeviceScreen, type DeviceState } from './device-screen.js';

export interface ConnectDeviceOptions {
  /** Where the sandbox's device endpoints are mounted: `…/sandbox/devices/<serial>/…` is appended. */
  baseUrl: string;
  /** The device's serial (`device-1`). */
  serial: string;
  /** A fetch implementation. Default: global fetch. */
  fetch?: (input: string, init?: RequestInit) => Promise<Response>;
  /** Wait before reconnecting after the event stream ends, in ms. Default 1000. */
  reconnectMs?: number;
}

/** A device driven over HTTP. Call `close()` to stop listening. */
export interface RemoteDevice extends DeviceLike {
  /** The last problem reading the event stream (it reconnects by itself), for diagnostics. */
  readonly lastError: unknown;
  /** What the device shows; undefined until the first state has arrived. */
  readonly screen: DeviceScreen | undefined;
  /** Does what a customer did; resolves with the new screen, rejects with a `DeviceActionError`. */
  act(action: DeviceAction): Promise<DeviceScreen>;
  /** Stops listening for states. */
  close(): void;
}

const answer = (data: z.ZodMiniType) => z.object({ data });
const stateAnswer = answer(deviceState);
const feesAnswer = answer(z.array(feeQuote));

async function errorOf(response: Response): Promise<DeviceActionError> {
  let code = `http_${response.status}`;
  let message = `The device answered HTTP ${response.status}`;
  try {
    const body = (await response.json()) as { error?: { code?: unknown; message?: unknown } };
    if (typeof body.error?.code === 'string') code = body.error.code;
    if (typeof body.error?.message === 'string') message = body.error.message;
  } catch {
    /* not JSON: keep the status */
  }
  const error = new DeviceActionError(code, message);
  (error as { status: number }).status = response.status;
  return error;
}

/** Connects to a simulated device served by a sandbox's device endpoints. */
export function connectDevice(options: ConnectDeviceOptions): RemoteDevice {
  const base = `${options.baseUrl.replace(/\/+$/, '')}/sandbox/devices/${encodeURIComponent(options.serial)}`;
  const doFetch = options.fetch ?? ((input: string, init?: RequestInit) => globalThis.fetch(input, init));
  const reconnectMs = options.reconnectMs ?? 1000;
  const controller = new AbortController();
  let state: DeviceState | undefined;
  let lastError: unknown;

  const device = new EventTarget() as RemoteDevice;

  /** Takes a state if it is valid and not older than the one shown. */
  function take(candidate: unknown): DeviceState | undefined {
    const checked = z.safeParse(deviceState, candidate);
    if (!checked.success) {
      lastError = new TypeError('The device sent a state that does not match the schema');
      return undefined;
    }
    const next = checked.data as DeviceState;
    if (!state || next.version >= state.version) {
      const changed = !state || next.version !== state.version;
      state = next;
      if (changed) device.dispatchEvent(new Event('change'));
    }
    return next;
  }

  async function listen(): Promise<void> {
    while (!controller.signal.aborted) {
      try {
        const response = await doFetch(`${base}/events`, { headers: { accept: 'text/event-stream' }, signal: controller.signal });
        if (!response.ok || !response.body) throw await errorOf(response);
        await readEventStream(
          response.body,
          (event) => {
            try {
              take(JSON.parse(event.data));
            } catch {
              lastError = new TypeError('The device sent an event that is not JSON');
            }
          },
          () => undefined,
          controller.signal,
        );
      } catch (error) {
        if (controller.signal.aborted) return;
        lastError = error;
      }
      if (controller.signal.aborted) return;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, reconnectMs);
        controller.signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
      });
    }
  }

  async function post<T>(what: string, body: unknown, schema: z.ZodMiniType<{ data: T }>): Promise<T> {
    const response = await doFetch(`${base}/${what}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw await errorOf(response);
    const checked = z.safeParse(schema, await response.json());
    if (!checked.success) throw new DeviceActionError('invalid_response', 'The device answered with something that does not match the schema');
    return checked.data.data;
  }

  Object.defineProperties(device, {
    serial: { value: options.serial, enumerable: true },
    state: { get: () => state, enumerable: true },
    screen: { get: () => (state ? screenOf(state) : undefined), enumerable: true },
    lastError: { get: () => lastError },
  });
  Object.assign(device, {
    async act(action: DeviceAction): Promise<DeviceScreen> {
      const data = await post(`actions`, action, stateAnswer);
      return screenOf(take(data) ?? (data as DeviceState));
    },
    fees(amounts: readonly number[]) {
      return post('fees', { amounts }, feesAnswer);
    },
    close() {
      controller.abort();
    },
  });
  void listen();
  return device;
}

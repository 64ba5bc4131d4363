/**
 * The Display-mode half of `createSandbox()`: the operations under `/v1/display/`, the simulated
 * devices (headless: their state and the customer's actions), the webhook, and the device
 * endpoints under `/sandbox/devices` through which a page shows a device whose sandbox runs
 * elsewhere (`connectDevice` in `tip-elements/sandbox/device`, the demo).
 */
import * as z from 'zod/mini';
import { readJsonBody } from '../protocol/body.js';
import { displayPayloads, type DisplayOperation, type DisplayTransaction } from '../protocol/display-schemas.js';
import { errorResponse, HttpError, jsonResponse } from '../protocol/http.js';
import { MAX_AMOUNTS } from '../protocol/limits.js';
import { refundFields, transferFields } from '../protocol/schemas.js';
import { deviceAction } from './device-state.js';
import { DisplayService, type AddDeviceOptions } from './display-service.js';
import type { Pricing } from './models.js';
import { SandboxDevice } from './sandbox-device.js';
import { SandboxError } from './operation.js';
import { WebhookDispatcher, type WebhookDelivery, type WebhookOptions } from './webhook.js';

/** Payload checks; refund and transfer rules are the service's (422), as in Data mode. */
const schemas: Record<DisplayOperation, z.ZodMiniType> = { ...displayPayloads, refund: refundFields, transfer: transferFields };

const DEVICE_PATH = /\/sandbox\/devices(?:\/([^/]+)\/(state|events|actions|fees))?\/?$/;

/** A device endpoint a path names: the list (no serial) or one device's state, events, actions or fees. */
export function deviceRouteFor(pathname: string): { serial?: string; what?: string } | undefined {
  const match = DEVICE_PATH.exec(pathname);
  if (!match) return undefined;
  return match[1] ? { serial: decodeURIComponent(match[1]), what: match[2]! } : {};
}

// The device endpoints are the tablet's channel, not the service's API: any page may drive a
// sandbox's simulated device, so they answer cross-origin (a page beside `npm run sandbox`).
const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  'access-control-allow-headers': 'content-type',
};

const HEARTBEAT_MS = 15_000;
const MAX_ACTION_BYTES = 16 * 1024;

export interface DisplaySandboxConfig {
  pricing: Pricing;
  now: () => Date;
  /** Ids for refunds (Display transactions take the POS's ids). */
  newId: (kind: 'refund') => string;
  devices: readonly AddDeviceOptions[];
  webhook: WebhookOptions | undefined;
  maxTransactions: number;
}

export class DisplaySandbox {
  readonly service: DisplayService;
  readonly webhook: WebhookDispatcher;
  #facades = new Map<string, SandboxDevice>();
  readonly #initial: AddDeviceOptions[];

  constructor(config: DisplaySandboxConfig) {
    this.webhook = new WebhookDispatcher(config.now, config.webhook);
    this.service = new DisplayService({
      pricing: config.pricing,
      now: config.now,
      newId: config.newId,
      emit: (event) => this.webhook.send(event),
      changed: (serial) => this.#facades.get(serial)?.notify(),
      maxTransactions: config.maxTransactions,
    });
    // The initial devices keep their codes across reset(), as a real tablet keeps its own.
    this.#initial = config.devices.map((options) => ({ ...options }));
    for (const options of this.#initial) {
      const device = this.addDevice(options);
      if ((options.sync ?? 'service') === 'service') options.deviceId = device.deviceId;
    }
  }

  reset(): void {
    this.webhook.reset();
    this.service.reset();
    const previous = this.#facades;
    this.#facades = new Map();
    for (const options of this.#initial) {
      const serial = this.service.addDevice(options);
      // The same object as before for the same tablet, so elements showing it stay connected.
      const facade = previous.get(serial) ?? new SandboxDevice(this.service, serial);
      this.#facades.set(serial, facade);
    }
    for (const facade of this.#facades.values()) facade.notify();
  }

  addDevice(options: AddDeviceOptions = {}): SandboxDevice {
    const serial = this.service.addDevice(options);
    const device = new SandboxDevice(this.service, serial);
    this.#facades.set(serial, device);
    return device;
  }

  get devices(): readonly SandboxDevice[] {
    return [...this.#facades.values()];
  }

  /** A device by its serial or by any identifier it answers to. */
  device(key: string): SandboxDevice | undefined {
    const serial = this.service.hasDevice(key) ? key : this.service.serialFor(key);
    return serial === undefined ? undefined : this.#facades.get(serial);
  }

  transactions(): DisplayTransaction[] {
    return this.service.transactionIds().flatMap((id) => this.service.find(id) ?? []);
  }

  deliveries(): WebhookDelivery[] {
    return this.webhook.deliveries();
  }

  /** Validates a payload of `operation`; throws a 400 `validation` SandboxError. */
  schema(operation: DisplayOperation): z.ZodMiniType {
    return schemas[operation];
  }

  run(operation: DisplayOperation, payload: unknown): unknown {
    const s = this.service;
    switch (operation) {
      case 'activateDevice':
        return s.activateDevice(payload as never);
      case 'create':
        return s.create(payload as never);
      case 'update':
        return s.update(payload as never);
      case 'init':
        return s.init(payload as never);
      case 'reject':
        return s.reject(payload as never);
      case 'confirm':
        return s.confirm(payload as never);
      case 'cancel':
        return s.cancel(payload as never);
      case 'last':
        return s.last(payload as never);
      case 'details':
        return s.details(payload as never);
      case 'refund':
        return s.refund(payload as never);
      case 'transfer':
        return s.transfer(payload as never);
      case 'updateCustomer':
        return s.updateCustomer(payload as never);
    }
  }

  /** Answers a device endpoint (see {@link deviceRouteFor}). */
  async handleDevice(request: Request, route: { serial?: string; what?: string }): Promise<Response> {
    try {
      return await this.#deviceResponse(request, route);
    } catch (error) {
      const failure =
        error instanceof HttpError ? error : new SandboxError(500, 'internal_error', `The sandbox failed: ${error instanceof Error ? error.message : String(error)}`);
      return errorResponse(failure.status, failure.code, failure.message, CORS);
    }
  }

  async #deviceResponse(request: Request, route: { serial?: string; what?: string }): Promise<Response> {
    if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: CORS });
    if (route.serial === undefined) {
      if (request.method !== 'GET') throw new SandboxError(405, 'method_not_allowed', 'GET the device list');
      return jsonResponse(200, { data: this.devices.map((d) => ({ serial: d.serial, sync: d.sync, identifiers: d.identifiers, activated: d.activated })) }, CORS);
    }
    const device = this.#facades.get(route.serial);
    if (!device) throw new SandboxError(404, 'device_not_found', `No simulated device ${route.serial}`);
    const wantsGet = route.what === 'state' || route.what === 'events';
    if (request.method !== (wantsGet ? 'GET' : 'POST')) {
      throw new SandboxError(405, 'method_not_allowed', `${wantsGet ? 'GET' : 'POST'} ${route.what}`);
    }
    if (route.what === 'state') return jsonResponse(200, { data: device.state }, CORS);
    if (route.what === 'events') return this.#events(device, request.signal);
    const body = await readJsonBody(request, MAX_ACTION_BYTES);
    if (route.what === 'fees') {
      const checked = z.safeParse(z.object({ amounts: z.array(z.number()).check(z.maxLength(MAX_AMOUNTS)) }), body);
      if (!checked.success) throw new SandboxError(400, 'validation', 'Send { "amounts": [dollars, …] }');
      try {
        return jsonResponse(200, { data: await device.fees(checked.data.amounts) }, CORS);
      } catch {
        throw new SandboxError(400, 'validation', "amounts must be money: finite, at most the currency's decimals");
      }
    }
    const action = z.safeParse(deviceAction, body);
    if (!action.success) throw new SandboxError(400, 'validation', 'Not a device action');
    return jsonResponse(200, { data: await device.act(action.data) }, CORS);
  }

  /** Server-sent events: the state now, then at every change, until the client goes away. */
  #events(device: SandboxDevice, signal: AbortSignal): Response {
    const encoder = new TextEncoder();
    let stop = () => undefined as void;
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        const send = (text: string) => {
          try {
            controller.enqueue(encoder.encode(text));
          } catch {
            stop();
          }
        };
        const onChange = () => send(`event: state\ndata: ${JSON.stringify(device.state)}\n\n`);
        const heartbeat = setInterval(() => send(': keep-alive\n\n'), HEARTBEAT_MS);
        stop = () => {
          clearInterval(heartbeat);
          device.removeEventListener('change', onChange);
          signal.removeEventListener('abort', close);
        };
        const close = () => {
          stop();
          try {
            controller.close();
          } catch {
            /* already closed */
          }
        };
        device.addEventListener('change', onChange);
        signal.addEventListener('abort', close, { once: true });
        send('retry: 1000\n\n');
        onChange();
      },
      cancel() {
        stop();
      },
    });
    return new Response(stream, {
      status: 200,
      headers: { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store', ...CORS },
    });
  }
}

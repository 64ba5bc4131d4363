/**
 * `createSandbox()`: the Data-mode interface (spec 4.2) and Display mode as a fetch-compatible
 * handler that keeps its state in memory: its options, and the {@link Sandbox} wired from Data
 * mode's service (service.ts), Display mode (display-sandbox.ts) and the request pipeline
 * (handler.ts). Web APIs only, so it runs in a browser (Storybook, the demo) as well as in Node
 * (tests, `npm run sandbox`).
 */
import type { DisplayTransaction } from '../protocol/display-schemas.js';
import { errorResponse } from '../protocol/http.js';
import { IDEMPOTENCY_AWARE } from '../protocol/fetch-marks.js';
import type { Transaction } from '../protocol/schemas.js';
import { currencyExponent } from '../money/money.js';
import { deviceRouteFor, DisplaySandbox } from './display-sandbox.js';
import type { AddDeviceOptions } from './display-service.js';
import type { FaultOptions } from './faults.js';
import { SandboxHandler, type SandboxRequestRecord } from './handler.js';
import {
  defaultFeeModel,
  defaultProposalModel,
  DEMO_CREDENTIALS,
  DEMO_LOCATION_ID,
  DEMO_LOCATIONS,
  Pricing,
  type FeeModel,
  type ProposalModel,
  type SandboxCredentials,
  type ServiceLocation,
} from './models.js';
import type { SandboxDevice } from './sandbox-device.js';
import { SandboxService } from './service.js';
import type { WebhookDelivery, WebhookOptions } from './webhook.js';

export type { FaultOptions } from './faults.js';
export type { SandboxRequestRecord } from './handler.js';

/** Largest request body the sandbox reads: 1 MiB. */
export const SANDBOX_MAX_BODY_BYTES = 1024 * 1024;

/** Default most transactions a sandbox keeps per mode (about 1.1 KB each with two tips: some 11 MB). */
export const SANDBOX_MAX_TRANSACTIONS = 10_000;

/** Default most bytes of Data-mode transactions a sandbox keeps (estimated, `transactionBytes`): 64 MiB. */
export const SANDBOX_MAX_TRANSACTION_BYTES = 64 * 1024 * 1024;

/** The origin `sandbox.fetch` assumes for a bare path such as `/v1/data/tips/fees`. */
const DEFAULT_ORIGIN = 'http://sandbox.local';

export interface SandboxOptions {
  /** The only credentials accepted. Default {@link DEMO_CREDENTIALS}. */
  credentials?: SandboxCredentials;
  /** Delay before every answer, in ms. Default 0. An aborted request rejects at once. */
  latencyMs?: number;
  /**
   * The account's currency (ISO 4217). Default `USD`. Proposals, fees, splits and refunds are
   * computed in its minor unit (whole yen for `JPY`, fils for `KWD`: the decimals come from Intl),
   * and a request amount with more decimals than it has is refused (400 `validation`).
   */
  currency?: string;
  /**
   * Proposal model, in the currency; missing fields keep their defaults (threshold $10, $1/$2/$3,
   * 18/20/25%; in another currency the same numbers of minor units: ¥1000, ¥100/¥200/¥300).
   */
  proposals?: Partial<ProposalModel>;
  /** Fee model, in the currency; missing fields keep their defaults (service 3% + $0.30 or 30 minor units, POS none). */
  fees?: Partial<FeeModel>;
  /** The service locations `app/locations` can match. Default {@link DEMO_LOCATIONS}. */
  locations?: readonly ServiceLocation[];
  /** Identifiers mapped from the start, to service location numbers. Default `{ 'demo-location': 1001 }`. */
  mappings?: Readonly<Record<string, number>>;
  /** The clock, for deterministic `createdAt` values. Default `() => new Date()`. */
  now?: () => Date | number;
  /** Id generator for transactions and refunds. Default: a prefixed random UUID. */
  generateId?: (kind: 'transaction' | 'refund') => string;
  /** Request body cap in bytes. Default {@link SANDBOX_MAX_BODY_BYTES}. */
  maxBodyBytes?: number;
  /**
   * The most transactions kept in memory, per mode; past it the oldest finished one (confirmed,
   * canceled, failed or refunded) is forgotten. In Data mode, when none is finished, the oldest
   * pending one goes; in Display mode open ones (on a device) stay. A forgotten transaction
   * answers 404 `not_found`. Default {@link SANDBOX_MAX_TRANSACTIONS}.
   */
  maxTransactions?: number;
  /**
   * Data mode: the most bytes of transactions kept in memory, estimated as each transaction's JSON
   * at two bytes a character; past it the oldest finished one is forgotten (else the oldest
   * pending one), as for `maxTransactions`. The newest stays even when it alone is larger.
   * Default {@link SANDBOX_MAX_TRANSACTION_BYTES} (64 MiB).
   */
  maxTransactionBytes?: number;
  /** Display mode: the simulated devices to start with. Default one, synced by a code the POS activates (`[{ sync: 'service' }]`). */
  devices?: readonly AddDeviceOptions[];
  /** Display mode: where tip selections are POSTed, signed. Default none (see `setWebhook`). */
  webhook?: WebhookOptions;
}

/** A fetch-compatible handler. */
export type FetchHandler = (input: Request | string | URL, init?: RequestInit) => Promise<Response>;

export interface Sandbox {
  /**
   * Fetch-compatible and bound: pass it as `fetch` to `createDataClient`. The origin is ignored;
   * only the path's `/v1/data/...` suffix selects the operation.
   */
  readonly fetch: FetchHandler;
  /** Answers one WHATWG Request (what the Node adapter and service workers use). */
  handle(request: Request): Promise<Response>;
  /** The credentials this sandbox accepts. */
  readonly credentials: Readonly<SandboxCredentials>;
  /** Every transaction as `details` would return it, oldest first. */
  transactions(): Transaction[];
  /** One transaction as `details` would return it, or undefined. */
  transaction(transactionId: string): Transaction | undefined;
  /** Every mapped location identifier and its service location number. */
  locations(): Array<{ identifier: string; locationId: number }>;
  /** The answered requests, oldest first (the last 1000). */
  requests(): readonly SandboxRequestRecord[];
  /** Back to the initial state: initial mappings, no transactions, no faults, the initial latency, an empty request log. */
  reset(): void;
  /** Changes the delay before every answer. */
  setLatency(ms: number): void;
  /** Makes the next `count` calls (of `fault.operations`, if given) fail with a 503 `injected_fault`, or as told. */
  failNext(count: number, fault?: FaultOptions): void;
  /** Drops every pending injected fault. */
  clearFaults(): void;

  // Display mode ---------------------------------------------------------------------------------
  /** The simulated devices, oldest first (headless: show one with `tip-display-device` from `tip-elements/sandbox/device`). */
  readonly devices: readonly SandboxDevice[];
  /** Adds a simulated device (service sync by default: it shows a code until the POS activates it). */
  addDevice(options?: AddDeviceOptions): SandboxDevice;
  /** A device by its serial (`device-1`) or by any deviceId it answers to. */
  device(key: string): SandboxDevice | undefined;
  /** Every Display transaction as `details` would return it, oldest first. */
  displayTransactions(): DisplayTransaction[];
  /** One Display transaction as `details` would return it, or undefined. */
  displayTransaction(transactionId: string): DisplayTransaction | undefined;
  /** Sets (or with undefined removes) the webhook endpoint. */
  setWebhook(options: WebhookOptions | undefined): void;
  /** Every webhook event and how its delivery went, oldest first. */
  webhookDeliveries(): WebhookDelivery[];
  /** Resolves when no webhook attempt is in flight (scheduled retries are not in flight). */
  webhooksIdle(): Promise<void>;
  /**
   * Answers only the device endpoints (`…/sandbox/devices`, `…/sandbox/devices/<serial>/{state,events,actions,fees}`):
   * mount it where a page may drive the simulated devices without reaching the service itself.
   */
  handleDevice(request: Request): Promise<Response>;
}

function randomId(): string {
  const c = globalThis.crypto;
  // randomUUID exists only in secure contexts; a LAN-served demo page is not one.
  if (typeof c.randomUUID === 'function') return c.randomUUID();
  const bytes = c.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

function defaultId(kind: 'transaction' | 'refund'): string {
  return `${kind === 'transaction' ? 'txn' : 'rfd'}_${randomId()}`;
}

function toRequest(input: Request | string | URL, init?: RequestInit): Request {
  if (input instanceof Request) return init ? new Request(input, init) : input;
  return new Request(new URL(String(input), DEFAULT_ORIGIN), init);
}

/**
 * Creates a local, in-memory Data-mode service for one demo account.
 *
 * ```ts
 * const sandbox = createSandbox({ latencyMs: 300 });
 * const client = createDataClient({ baseUrl: 'http://sandbox.local', credentials: sandbox.credentials, fetch: sandbox.fetch });
 * ```
 */
export function createSandbox(options: SandboxOptions = {}): Sandbox {
  const credentials = Object.freeze({ ...(options.credentials ?? DEMO_CREDENTIALS) });
  const maxBodyBytes = options.maxBodyBytes ?? SANDBOX_MAX_BODY_BYTES;
  const maxTransactions = options.maxTransactions ?? SANDBOX_MAX_TRANSACTIONS;
  if (!Number.isSafeInteger(maxTransactions) || maxTransactions < 1) {
    throw new TypeError(`createSandbox: maxTransactions must be a positive integer (got ${String(maxTransactions)})`);
  }
  const maxTransactionBytes = options.maxTransactionBytes ?? SANDBOX_MAX_TRANSACTION_BYTES;
  if (!Number.isSafeInteger(maxTransactionBytes) || maxTransactionBytes < 1) {
    throw new TypeError(`createSandbox: maxTransactionBytes must be a positive integer (got ${String(maxTransactionBytes)})`);
  }
  const initialLatency = Math.max(0, options.latencyMs ?? 0);
  const clock = options.now ?? (() => new Date());
  const now = () => new Date(clock());
  const newId = options.generateId ?? defaultId;
  const exponent = currencyExponent(options.currency ?? 'USD');
  const pricing = new Pricing({ ...defaultProposalModel(exponent), ...options.proposals }, { ...defaultFeeModel(exponent), ...options.fees }, exponent);
  const service = new SandboxService({
    pricing,
    locations: options.locations ?? DEMO_LOCATIONS,
    mappings: options.mappings ?? { [DEMO_LOCATION_ID]: 1001 },
    now,
    newId,
    maxTransactions,
    maxTransactionBytes,
  });

  const display = new DisplaySandbox({
    pricing,
    now,
    newId,
    devices: options.devices ?? [{ sync: 'service' }],
    webhook: options.webhook,
    maxTransactions,
  });

  const handler = new SandboxHandler({ credentials, maxBodyBytes, latencyMs: initialLatency, data: service, display });

  const handle = (request: Request) => handler.handle(request, request.signal);
  const fetch: FetchHandler = (input, init) => {
    let request: Request;
    try {
      request = toRequest(input, init);
    } catch (error) {
      return Promise.reject(error);
    }
    return handler.handle(request, init?.signal ?? request.signal);
  };
  // A client given this fetch with credentials still sends Idempotency-Key: the sandbox understands it.
  Object.defineProperty(fetch, IDEMPOTENCY_AWARE, { value: true });

  return {
    fetch,
    handle,
    credentials,
    transactions: () => service.transactionIds().flatMap((id) => service.find(id) ?? []),
    transaction: (transactionId) => service.find(transactionId),
    locations: () => service.mappedLocations(),
    requests: () => handler.requests(),
    reset() {
      service.reset();
      display.reset();
      handler.reset();
    },
    setLatency(ms) {
      if (!Number.isFinite(ms) || ms < 0) throw new RangeError(`Latency must be a non-negative number of ms: ${String(ms)}`);
      handler.latencyMs = ms;
    },
    failNext(count, fault) {
      handler.faults.add(count, fault);
    },
    clearFaults() {
      handler.faults.clear();
    },
    get devices() {
      return display.devices;
    },
    addDevice: (deviceOptions) => display.addDevice(deviceOptions),
    device: (key) => display.device(key),
    displayTransactions: () => display.transactions(),
    displayTransaction: (transactionId) => display.service.find(transactionId),
    setWebhook: (webhook) => display.webhook.configure(webhook),
    webhookDeliveries: () => display.deliveries(),
    webhooksIdle: () => display.webhook.idle(),
    handleDevice(request) {
      const route = deviceRouteFor(new URL(request.url).pathname);
      return route ? display.handleDevice(request, route) : Promise.resolve(errorResponse(404, 'not_found', 'Not a device endpoint'));
    },
  };
}

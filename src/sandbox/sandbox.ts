/**
 * `createSandbox()`: the whole Data-mode interface (spec 4.2) as a fetch-compatible handler that
 * keeps its state in memory. Web APIs only, so it runs in a browser (Storybook, the demo) as well
 * as in Node (tests, `npm run sandbox`).
 */
import type * as z from 'zod/mini';
import { parseJsonBody, readRequestText } from '../protocol/body.js';
import type { DisplayOperation, DisplayTransaction } from '../protocol/display-schemas.js';
import { acceptsAsJson, checkPayload, errorResponse, HttpError, jsonResponse } from '../protocol/http.js';
import { IDEMPOTENCY_HEADER, isIdempotencyKey, REPLAYED_HEADER } from '../protocol/idempotency.js';
import { canonicalJson, createMemoryIdempotencyStore } from '../server/memory-store.js';
import { IDEMPOTENCY_AWARE } from '../protocol/fetch-marks.js';
import { routeForPath, type OperationRoute } from '../protocol/routes.js';
import { payloads, refundFields, transferFields, type Operation, type Transaction } from '../protocol/schemas.js';
import { abortError, delay } from './delay.js';
import { deviceRouteFor, DisplaySandbox } from './display-sandbox.js';
import type { AddDeviceOptions } from './display-service.js';
import type { SandboxDevice } from './sandbox-device.js';
import type { WebhookDelivery, WebhookOptions } from './webhook.js';
import { currencyExponent } from '../money/money.js';
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
import { SandboxError, SandboxService, type PayloadOf } from './service.js';

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

/** What {@link Sandbox.failNext} makes the next matching calls answer. */
export interface FaultOptions {
  /** HTTP status. Default 503. */
  status?: number;
  /** `error.code`. Default `injected_fault`. */
  code?: string;
  /** `error.message`. */
  message?: string;
  /** Only these operations fail (and count), by client method name, in either mode. Default: any operation. */
  operations?: readonly (Operation | DisplayOperation)[];
}

/** One answered request, for tests and stories that want to see what was called. */
export interface SandboxRequestRecord {
  /** The operation the path named (a Data or Display client method); undefined for an unknown path. */
  operation: Operation | DisplayOperation | undefined;
  path: string;
  status: number;
  /** `error.code` of an error answer. */
  code?: string;
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

interface PendingFault extends Required<Omit<FaultOptions, 'operations'>> {
  left: number;
  operations: readonly (Operation | DisplayOperation)[] | undefined;
}

const LOG_LIMIT = 1000;

/** Keys the sandbox remembers; the oldest go first. */
const IDEMPOTENCY_LIMIT = 1000;

/** Validation per operation. Refund and transfer rules are checked by the service (422), so only their field types are checked here. */
const schemas: Record<Operation, z.ZodMiniType> = { ...payloads, refund: refundFields, transfer: transferFields };

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };

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

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
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
  const exponent = currencyExponent(options.currency ?? 'USD');
  const pricing = new Pricing({ ...defaultProposalModel(exponent), ...options.proposals }, { ...defaultFeeModel(exponent), ...options.fees }, exponent);
  const service = new SandboxService({
    pricing,
    locations: options.locations ?? DEMO_LOCATIONS,
    mappings: options.mappings ?? { [DEMO_LOCATION_ID]: 1001 },
    now: () => new Date(clock()),
    newId: options.generateId ?? defaultId,
    maxTransactions,
    maxTransactionBytes,
  });

  const display = new DisplaySandbox({
    pricing,
    now: () => new Date(clock()),
    ledger: service,
    devices: options.devices ?? [{ sync: 'service' }],
    webhook: options.webhook,
    maxTransactions,
  });

  let latencyMs = initialLatency;
  let faults: PendingFault[] = [];
  let log: SandboxRequestRecord[] = [];
  const idempotency = createMemoryIdempotencyStore({ maxEntries: IDEMPOTENCY_LIMIT });

  function takeFault(operation: Operation | DisplayOperation): PendingFault | undefined {
    const fault = faults.find((f) => f.left > 0 && (!f.operations || f.operations.includes(operation)));
    if (fault) {
      fault.left--;
      faults = faults.filter((f) => f.left > 0);
    }
    return fault;
  }

  function authenticate(body: Record<string, unknown>): void {
    const { appId, appSecret, accountToken } = body;
    if (![appId, appSecret, accountToken].every((v) => typeof v === 'string' && v !== '')) {
      throw new SandboxError(401, 'unauthorized', 'appId, appSecret and accountToken are required at the top level of the body');
    }
    if (appId !== credentials.appId || appSecret !== credentials.appSecret) {
      throw new SandboxError(401, 'invalid_credentials', 'appId and appSecret are not valid');
    }
    if (accountToken !== credentials.accountToken) {
      throw new SandboxError(403, 'unknown_account', 'accountToken does not belong to an account this app may use');
    }
  }

  function run(operation: Operation, payload: unknown): unknown {
    switch (operation) {
      case 'mapLocations':
        return service.mapLocations(payload as PayloadOf<'mapLocations'>);
      case 'proposals':
        return service.proposals(payload as PayloadOf<'proposals'>);
      case 'fees':
        return service.fees(payload as PayloadOf<'fees'>);
      case 'intent':
        return service.intent(payload as PayloadOf<'intent'>);
      case 'confirm':
        return service.confirm(payload as PayloadOf<'confirm'>);
      case 'cancel':
        return service.cancel(payload as PayloadOf<'cancel'>);
      case 'details':
        return service.details(payload as PayloadOf<'details'>);
      case 'refund':
        return service.refund(payload as PayloadOf<'refund'>);
      case 'transfer':
        return service.transfer(payload as PayloadOf<'transfer'>);
    }
  }

  function runRoute(route: OperationRoute, payload: unknown): unknown {
    return route.mode === 'data' ? run(route.operation, payload) : display.run(route.operation, payload);
  }

  /** The answer for an operation with an idempotency key: the remembered one, or a new one that is then remembered. */
  function keyed(key: string, route: OperationRoute, payload: unknown): Response {
    const { operation } = route;
    // Data and Display share operation names (refund, details): a Display key is remembered apart.
    const stored = `${route.mode === 'display' ? 'display.' : ''}${operation}:${key}`;
    const fingerprint = canonicalJson(payload);
    const known = idempotency.get(stored);
    if (known) {
      if (known.fingerprint !== fingerprint) {
        throw new SandboxError(409, 'idempotency_key_reused', `This ${IDEMPOTENCY_HEADER} was used with a different ${operation} payload`);
      }
      return new Response(known.body, { status: known.status, headers: { ...JSON_HEADERS, [REPLAYED_HEADER]: 'true' } });
    }
    const data = runRoute(route, payload);
    const body = JSON.stringify(data === undefined ? {} : { data });
    idempotency.set(stored, { fingerprint, status: 200, body });
    return new Response(body, { status: 200, headers: JSON_HEADERS });
  }

  /** Everything after the latency and the body read: synchronous, hence atomic. */
  function answer(route: OperationRoute, text: string, key: string | null): Response {
    const { operation } = route;
    const fault = takeFault(operation);
    if (fault) throw new SandboxError(fault.status, fault.code, fault.message);

    const body = parseJsonBody(text);
    if (!isObject(body)) {
      throw new SandboxError(400, 'validation', 'The body must be a JSON object: { appId, appSecret, accountToken, payload }');
    }
    authenticate(body);
    if (!isObject(body['payload'])) throw new SandboxError(400, 'validation', 'payload: must be an object');
    const payload = checkPayload(route.mode === 'data' ? schemas[route.operation] : display.schema(route.operation), body['payload']);
    if (key !== null && route.keyed) {
      if (!isIdempotencyKey(key)) {
        throw new SandboxError(400, 'invalid_idempotency_key', `${IDEMPOTENCY_HEADER} must be 1 to 255 visible ASCII characters`);
      }
      return keyed(key, route, payload);
    }
    const data = runRoute(route, payload);
    return jsonResponse(200, data === undefined ? {} : { data });
  }

  async function respond(request: Request, pathname: string, route: OperationRoute | undefined, signal: AbortSignal | undefined): Promise<Response> {
    // Every answer, errors included, comes after the latency, as over a network.
    if (latencyMs > 0) await delay(latencyMs, signal);
    if (!route) {
      throw new SandboxError(404, 'unknown_operation', `No Data-mode or Display-mode operation at ${pathname}`);
    }
    if (request.method !== 'POST') {
      throw new SandboxError(405, 'method_not_allowed', `${request.method} is not allowed; every operation is a POST`);
    }
    if (!acceptsAsJson(request.headers.get('content-type'))) {
      throw new SandboxError(415, 'unsupported_media_type', 'Send the body as Content-Type: application/json');
    }
    const text = await readRequestText(request, maxBodyBytes);
    if (signal?.aborted) throw abortError(signal);
    return answer(route, text, request.headers.get(IDEMPOTENCY_HEADER));
  }

  async function handleWith(request: Request, signal: AbortSignal | undefined): Promise<Response> {
    if (signal?.aborted) throw abortError(signal);
    const pathname = new URL(request.url).pathname;
    const deviceRoute = deviceRouteFor(pathname);
    if (deviceRoute) return display.handleDevice(request, deviceRoute);
    const route = routeForPath(pathname);
    let response: Response;
    let code: string | undefined;
    try {
      response = await respond(request, pathname, route, signal);
    } catch (error) {
      if (signal?.aborted) throw abortError(signal);
      const failure =
        error instanceof HttpError
          ? error
          : new SandboxError(500, 'internal_error', `The sandbox failed: ${error instanceof Error ? error.message : String(error)}`);
      code = failure.code;
      response = errorResponse(failure.status, failure.code, failure.message, failure.status === 405 ? { allow: 'POST' } : {}, failure.details);
    }
    record(pathname, route, response.status, code);
    return response;
  }

  function record(pathname: string, route: OperationRoute | undefined, status: number, code: string | undefined): void {
    const entry: SandboxRequestRecord = { operation: route?.operation, path: pathname, status };
    if (code !== undefined) entry.code = code;
    log.push(entry);
    if (log.length > LOG_LIMIT) log = log.slice(-LOG_LIMIT);
  }

  const handle = (request: Request) => handleWith(request, request.signal);
  const fetch: FetchHandler = (input, init) => {
    let request: Request;
    try {
      request = toRequest(input, init);
    } catch (error) {
      return Promise.reject(error);
    }
    return handleWith(request, init?.signal ?? request.signal);
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
    requests: () => log.slice(),
    reset() {
      service.reset();
      idempotency.clear();
      display.reset();
      latencyMs = initialLatency;
      faults = [];
      log = [];
    },
    setLatency(ms) {
      if (!Number.isFinite(ms) || ms < 0) throw new RangeError(`Latency must be a non-negative number of ms: ${String(ms)}`);
      latencyMs = ms;
    },
    failNext(count, fault = {}) {
      if (!Number.isInteger(count) || count < 1) throw new RangeError(`count must be a positive integer: ${String(count)}`);
      faults.push({
        left: count,
        status: fault.status ?? 503,
        code: fault.code ?? 'injected_fault',
        message: fault.message ?? 'Fault injected by the sandbox',
        operations: fault.operations,
      });
    },
    clearFaults() {
      faults = [];
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

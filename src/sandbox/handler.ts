/**
 * One sandbox request, from its path to its answer: the device endpoints apart, then for an
 * operation the latency, the method and media type, the capped body, an injected fault, the
 * credentials, the payload's schema, the idempotency key, and the Data or Display operation; any
 * failure becomes the wire's error answer. Every answer is logged. After the body is read all of
 * it is synchronous, hence atomic.
 */
import type * as z from 'zod/mini';
import { parseJsonBody, readRequestText } from '../protocol/body.js';
import type { DisplayOperation } from '../protocol/display-schemas.js';
import { acceptsAsJson, checkPayload, errorResponse, HttpError, jsonResponse } from '../protocol/http.js';
import { IDEMPOTENCY_HEADER, isIdempotencyKey, REPLAYED_HEADER } from '../protocol/idempotency.js';
import { routeForPath, type OperationRoute } from '../protocol/routes.js';
import { payloads, refundFields, transferFields, type Operation } from '../protocol/schemas.js';
import { canonicalJson, createMemoryIdempotencyStore } from '../server/memory-store.js';
import { abortError, delay } from './delay.js';
import { deviceRouteFor, type DisplaySandbox } from './display-sandbox.js';
import { Faults } from './faults.js';
import type { SandboxCredentials } from './models.js';
import { SandboxError } from './operation.js';
import type { SandboxService } from './service.js';

/** One answered request, for tests and stories that want to see what was called. */
export interface SandboxRequestRecord {
  /** The operation the path named (a Data or Display client method); undefined for an unknown path. */
  operation: Operation | DisplayOperation | undefined;
  path: string;
  status: number;
  /** `error.code` of an error answer. */
  code?: string;
}

export interface SandboxHandlerConfig {
  credentials: Readonly<SandboxCredentials>;
  maxBodyBytes: number;
  latencyMs: number;
  data: SandboxService;
  display: DisplaySandbox;
}

const LOG_LIMIT = 1000;

/** Keys the sandbox remembers; the oldest go first. */
const IDEMPOTENCY_LIMIT = 1000;

/** Validation per operation. Refund and transfer rules are checked by the service (422), so only their field types are checked here. */
const schemas: Record<Operation, z.ZodMiniType> = { ...payloads, refund: refundFields, transfer: transferFields };

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The sandbox's requests: answered, with their latency, faults, idempotency keys and log. */
export class SandboxHandler {
  /** The delay before every answer, in ms. */
  latencyMs: number;
  readonly faults = new Faults();
  private log: SandboxRequestRecord[] = [];
  private readonly idempotency = createMemoryIdempotencyStore({ maxEntries: IDEMPOTENCY_LIMIT });

  constructor(private readonly config: SandboxHandlerConfig) {
    this.latencyMs = config.latencyMs;
  }

  /** The answered requests, oldest first (the last 1000). */
  requests(): SandboxRequestRecord[] {
    return this.log.slice();
  }

  /** No faults, no remembered keys, the initial latency, an empty log. */
  reset(): void {
    this.idempotency.clear();
    this.latencyMs = this.config.latencyMs;
    this.faults.clear();
    this.log = [];
  }

  /** Answers `request`; rejects with an AbortError once `signal` aborts, as fetch does. */
  async handle(request: Request, signal: AbortSignal | undefined): Promise<Response> {
    if (signal?.aborted) throw abortError(signal);
    const pathname = new URL(request.url).pathname;
    const deviceRoute = deviceRouteFor(pathname);
    if (deviceRoute) return this.config.display.handleDevice(request, deviceRoute);
    const route = routeForPath(pathname);
    let response: Response;
    let code: string | undefined;
    try {
      response = await this.respond(request, pathname, route, signal);
    } catch (error) {
      if (signal?.aborted) throw abortError(signal);
      const failure =
        error instanceof HttpError
          ? error
          : new SandboxError(500, 'internal_error', `The sandbox failed: ${error instanceof Error ? error.message : String(error)}`);
      code = failure.code;
      response = errorResponse(failure.status, failure.code, failure.message, failure.status === 405 ? { allow: 'POST' } : {}, failure.details);
    }
    this.record(pathname, route, response.status, code);
    return response;
  }

  private async respond(request: Request, pathname: string, route: OperationRoute | undefined, signal: AbortSignal | undefined): Promise<Response> {
    // Every answer, errors included, comes after the latency, as over a network.
    if (this.latencyMs > 0) await delay(this.latencyMs, signal);
    if (!route) {
      throw new SandboxError(404, 'unknown_operation', `No Data-mode or Display-mode operation at ${pathname}`);
    }
    if (request.method !== 'POST') {
      throw new SandboxError(405, 'method_not_allowed', `${request.method} is not allowed; every operation is a POST`);
    }
    if (!acceptsAsJson(request.headers.get('content-type'))) {
      throw new SandboxError(415, 'unsupported_media_type', 'Send the body as Content-Type: application/json');
    }
    const text = await readRequestText(request, this.config.maxBodyBytes);
    if (signal?.aborted) throw abortError(signal);
    return this.answer(route, text, request.headers.get(IDEMPOTENCY_HEADER));
  }

  /** Everything after the latency and the body read: synchronous, hence atomic. */
  private answer(route: OperationRoute, text: string, key: string | null): Response {
    const fault = this.faults.take(route.operation);
    if (fault) throw new SandboxError(fault.status, fault.code, fault.message);

    const body = parseJsonBody(text);
    if (!isObject(body)) {
      throw new SandboxError(400, 'validation', 'The body must be a JSON object: { appId, appSecret, accountToken, payload }');
    }
    this.authenticate(body);
    if (!isObject(body['payload'])) throw new SandboxError(400, 'validation', 'payload: must be an object');
    const payload = checkPayload(route.mode === 'data' ? schemas[route.operation] : this.config.display.schema(route.operation), body['payload']);
    if (key !== null && route.keyed) {
      if (!isIdempotencyKey(key)) {
        throw new SandboxError(400, 'invalid_idempotency_key', `${IDEMPOTENCY_HEADER} must be 1 to 255 visible ASCII characters`);
      }
      return this.keyed(key, route, payload);
    }
    const data = this.run(route, payload);
    return jsonResponse(200, data === undefined ? {} : { data });
  }

  private authenticate(body: Record<string, unknown>): void {
    const { credentials } = this.config;
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

  /** The answer for an operation with an idempotency key: the remembered one, or a new one that is then remembered. */
  private keyed(key: string, route: OperationRoute, payload: unknown): Response {
    const { operation } = route;
    // Data and Display share operation names (refund, details): a Display key is remembered apart.
    const stored = `${route.mode === 'display' ? 'display.' : ''}${operation}:${key}`;
    const fingerprint = canonicalJson(payload);
    const known = this.idempotency.get(stored);
    if (known) {
      if (known.fingerprint !== fingerprint) {
        throw new SandboxError(409, 'idempotency_key_reused', `This ${IDEMPOTENCY_HEADER} was used with a different ${operation} payload`);
      }
      return new Response(known.body, { status: known.status, headers: { ...JSON_HEADERS, [REPLAYED_HEADER]: 'true' } });
    }
    const data = this.run(route, payload);
    const body = JSON.stringify(data === undefined ? {} : { data });
    this.idempotency.set(stored, { fingerprint, status: 200, body });
    return new Response(body, { status: 200, headers: JSON_HEADERS });
  }

  private run(route: OperationRoute, payload: unknown): unknown {
    return route.mode === 'data' ? this.config.data.run(route.operation, payload) : this.config.display.run(route.operation, payload);
  }

  private record(pathname: string, route: OperationRoute | undefined, status: number, code: string | undefined): void {
    const entry: SandboxRequestRecord = { operation: route?.operation, path: pathname, status };
    if (code !== undefined) entry.code = code;
    this.log.push(entry);
    if (this.log.length > LOG_LIMIT) this.log = this.log.slice(-LOG_LIMIT);
  }
}

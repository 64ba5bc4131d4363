import { createOperationClient, type CallOptions, type ClientOptions } from './transport.js';
import { send } from './exchange.js';
import { operationChecks } from './validate.js';
import {
  displayPaths,
  displayPayloads,
  displayResponses,
  type DisplayOperation,
  type DisplayPayload,
  type DisplayResult,
} from '../protocol/display-schemas.js';

/** Options of `createDisplayClient`: those of the Data client. */
export type DisplayClientOptions = ClientOptions;

type Method<Op extends DisplayOperation> = (payload: DisplayPayload<Op>, options?: CallOptions) => Promise<DisplayResult<Op>>;

export type DisplayClient = { readonly [Op in DisplayOperation]: Method<Op> } & {
  /** The base URL the client posts to. */
  readonly baseUrl: string;
  /** Each call's time limit in milliseconds (`timeoutMs`). */
  readonly timeoutMs: number;
};

/** The reads a Display client may send twice. Everything that changes a transaction or a device is sent once. */
const RETRYABLE: ReadonlySet<DisplayOperation> = new Set(['details', 'last']);

/**
 * The call that creates a transaction carries an `Idempotency-Key` (a new one per call, or
 * `options.idempotencyKey` to retry the same create after a lost answer).
 */
const KEYED: ReadonlySet<DisplayOperation> = new Set(['create']);

const displayKit = { checks: operationChecks({ payloads: displayPayloads, responses: displayResponses }), send };

/**
 * A typed client for the service's Display mode (spec 4.1): the POS drives the service's tablet
 * with `create`, `update`, `init`, `reject`, `confirm` and `cancel`, syncs devices with
 * `activateDevice`, and reads with `details` and `last`. Same conventions as `createDataClient`:
 * every payload is checked before it is sent and every response before it is returned; redirects
 * are never followed and answers are read up to `maxResponseBytes`; `create` carries an
 * `Idempotency-Key`; every failure is a `TipError`.
 */
export function createDisplayClient(options: DisplayClientOptions): DisplayClient {
  return createOperationClient(options, {
    paths: displayPaths,
    kit: () => displayKit,
    retryable: RETRYABLE,
    keyed: KEYED,
  }) as unknown as DisplayClient;
}

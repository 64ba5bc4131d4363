import { createOperationClient, type CallOptions, type ClientOptions } from './transport.js';
import { paths, payloads, responses, type Operation, type Payload, type Result } from '../protocol/schemas.js';

export { errorCodeOf } from './transport.js';
export type { CallOptions, ClientOptions, Credentials } from './transport.js';

/** Options of `createDataClient`. */
export type DataClientOptions = ClientOptions;

type Method<Op extends Operation> = (payload: Payload<Op>, options?: CallOptions) => Promise<Result<Op>>;

export type DataClient = { readonly [Op in Operation]: Method<Op> } & {
  /** The base URL the client posts to. */
  readonly baseUrl: string;
};

/** The reads a Data client may send twice. Writes (`intent`, `confirm`, …) are never retried. */
const RETRYABLE: ReadonlySet<Operation> = new Set(['proposals', 'fees', 'details']);

/** The Data-mode operation that creates a transaction: it carries an `Idempotency-Key`. */
const KEYED: ReadonlySet<Operation> = new Set(['intent']);

/**
 * A typed client for the service's Data mode. Every payload is checked before it is sent and
 * every response before it is returned; every failure is a `TipError`.
 */
export function createDataClient(options: DataClientOptions): DataClient {
  return createOperationClient(options, { paths, payloads, responses, retryable: RETRYABLE, keyed: KEYED }) as unknown as DataClient;
}

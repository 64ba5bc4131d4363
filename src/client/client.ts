import { createOperationClient, type CallOptions, type ClientOptions } from './transport.js';
import { lazyPart, retryUrl } from './lazy-part.js';
import type * as DataKit from './data-kit.js';

type DataKitModule = typeof DataKit;
import { paths } from '../protocol/paths.js';
import type { Operation, Payload, Result } from '../protocol/schemas.js';

export { errorCodeOf } from './transport.js';
export type { CallOptions, ClientOptions, Credentials } from './transport.js';

/** Options of `createDataClient`. */
export type DataClientOptions = ClientOptions;

type Method<Op extends Operation> = (payload: Payload<Op>, options?: CallOptions) => Promise<Result<Op>>;

export type DataClient = { readonly [Op in Operation]: Method<Op> } & {
  /** The base URL the client posts to. */
  readonly baseUrl: string;
  /** Each call's time limit in milliseconds (`timeoutMs`), including the wait for the client's own code. */
  readonly timeoutMs: number;
};

/** The reads a Data client may send twice. Writes (`intent`, `confirm`, …) are never retried. */
const RETRYABLE: ReadonlySet<Operation> = new Set(['proposals', 'fees', 'details']);

/** The Data-mode operation that creates a transaction: it carries an `Idempotency-Key`. */
const KEYED: ReadonlySet<Operation> = new Set(['intent']);

/**
 * The kit (./data-kit.ts: zod, the schemas, the answer checks and the HTTP exchange), a chunk of
 * its own in a page's bundle. Its load starts when this module is evaluated, before any element
 * renders, so that a page's first request does not wait for a fetch started after it.
 */
const dataKit = lazyPart((failed) => (failed ? (import(/* @vite-ignore */ retryUrl(failed)) as Promise<DataKitModule>) : import('./data-kit.js')).then((module) => module.dataKit));
dataKit.load().catch(() => undefined);
// A call is an action (a sale's proposals, a typed amount's fee, a confirmation): each may load the kit again at once.
const kitOf = (timeoutMs: number) => dataKit.ready() ?? dataKit.load({ timeoutMs, now: true });

/**
 * Resolves once the client's kit has loaded, failed, or `timeoutMs` has passed, whichever comes
 * first (never rejects); undefined when no load is in flight (loaded, or failed). A checkout's
 * first update waits for it, so that its first request is sent before anything renders.
 */
export function kitArrival(timeoutMs: number): Promise<unknown> | undefined {
  const loading = dataKit.loading();
  return loading && Promise.race([loading.catch(() => undefined), new Promise((resolve) => setTimeout(resolve, timeoutMs))]);
}

/**
 * The checks of the host's data (`staff`, `lines`, `customer`), once the kit is there: the kit's
 * own load (no other, within its deadline; at once when loaded), so a missing or late chunk is
 * fetched as the client fetches it.
 */
export const hostDataChecks = () => dataKit.load().then((kit) => kit.hostDataErrors);

/**
 * A typed client for the service's Data mode. Every payload is checked before it is sent and
 * every response before it is returned; an intent's answer is also checked against the intent
 * sent (`intentAnswerIssues`: a wrong tip or total is a `TipResponseError`), and the amounts of a
 * transaction or a refund must add up exactly (`detailsAnswerIssues`, `refundAnswerIssues`).
 * Every failure is a `TipError`.
 */
export function createDataClient(options: DataClientOptions): DataClient {
  return createOperationClient(options, {
    paths,
    kit: kitOf,
    retryable: RETRYABLE,
    keyed: KEYED,
  }) as unknown as DataClient;
}

/**
 * Checks `data` as a Data client checks its answer to `operation` with `payload` (the schemas, then
 * the answer against what was asked): the answer as the schema outputs it, or a `TipError`. For an
 * answer that did not come through a client, e.g. proposals the page's server fetched (tip-checkout's `serverProposals`).
 */
export async function checkAnswer<Op extends Operation>(operation: Op, payload: Payload<Op>, data: unknown): Promise<Result<Op>> {
  const { checks } = await kitOf(15_000);
  return checks.answer(operation, 200, data, checks.payload(operation, payload)) as Result<Op>;
}

/**
 * The checks a client makes with its schemas, for transport.ts: a payload (its lengths first, then
 * its schema) before it is sent, and an answer's `data` before it is returned. Kept apart from the
 * request machinery so that a page's bundler can make zod, the schemas and these checks a chunk
 * of their own (client.ts imports them with `import()`): a checkout page's initial JavaScript does
 * not carry them, and they load while the page renders, before the first request goes out.
 */
import * as z from 'zod/mini';
import { issuesOf } from '../protocol/http.js';
import { findOversize, oversizeMessage } from '../protocol/limits.js';
import { TipRequestError, TipResponseError, type TipIssue } from './errors.js';

/** A client's schemas, by operation; `null` marks a status-only answer whose body is not read. */
export interface OperationSchemas<Op extends string> {
  payloads: Readonly<Record<Op, z.ZodMiniType>>;
  responses: Readonly<Record<Op, z.ZodMiniType | null>>;
  /**
   * Checks of an answer against what was asked (after its schema passed): the problems found, or
   * none. An answer with problems is a `TipResponseError` and is not returned.
   */
  answers?: { readonly [K in Op]?: (payload: never, result: never, context?: never) => TipIssue[] };
}

/** What transport.ts asks of a client's schemas. */
export interface OperationChecks<Op extends string> {
  /** The payload as the schema outputs it; a `TipRequestError` when it is over a bound or invalid. */
  payload(operation: Op, payload: unknown): unknown;
  /** Whether the operation's answer has a body to read. */
  hasBody(operation: Op): boolean;
  /**
   * The answer's `data` as the schema outputs it; a `TipResponseError` when it does not pass, or
   * when it does not match `sent` (the checked payload).
   */
  answer(operation: Op, status: number, data: unknown, sent: unknown, context?: unknown): unknown;
}

export function operationChecks<Op extends string>({ payloads, responses, answers }: OperationSchemas<Op>): OperationChecks<Op> {
  return {
    payload(operation, payload) {
      // Lengths first: an array over its bound is refused before one of its items is parsed.
      const oversize = findOversize(payloads[operation], payload);
      if (oversize) throw new TipRequestError(operation, [{ path: oversize.field, message: oversizeMessage(oversize) }]);
      const checked = z.safeParse(payloads[operation], payload);
      if (!checked.success) throw new TipRequestError(operation, issuesOf(checked.error.issues));
      return checked.data;
    },
    hasBody: (operation) => responses[operation] !== null,
    answer(operation, status, data, sent, context) {
      const result = z.safeParse(responses[operation]!, data);
      if (!result.success) {
        throw new TipResponseError(operation, status, data === undefined ? [{ path: 'data', message: 'missing' }] : issuesOf(result.error.issues));
      }
      const check = answers?.[operation] as ((payload: unknown, result: unknown, context?: unknown) => TipIssue[]) | undefined;
      const wrong = check ? check(sent, result.data, context) : [];
      if (wrong.length > 0) throw new TipResponseError(operation, status, wrong);
      return result.data;
    },
  };
}

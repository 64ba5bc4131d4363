/**
 * What a Data-mode operation of the sandbox is given, a payload its schema has validated, and how
 * any operation of the sandbox fails: a {@link SandboxError}, answered as
 * `{ error: { code, message } }` with its HTTP status.
 */
import type * as z from 'zod/mini';
import { HttpError } from '../protocol/http.js';
import type { payloads } from '../protocol/schemas.js';

/** A validated payload of one operation. */
export type PayloadOf<Op extends keyof typeof payloads> = z.output<(typeof payloads)[Op]>;

/** A failure the sandbox reports as `{ error: { code, message } }` with an HTTP status: the wire's HttpError, named for the sandbox. */
export class SandboxError extends HttpError {
  override name = 'SandboxError';
}

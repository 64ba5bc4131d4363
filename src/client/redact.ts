/**
 * Credentials kept out of errors: a client created with `credentials` redacts them from every
 * error a call ends with (./exchange.ts). In the client's lazy chunk with the exchange; exported by
 * `tip-elements/client` and `tip-elements`.
 */
import { TipHttpError, TipRequestError, TipResponseError, type TipError } from './errors.js';

/** What a credential becomes in an error's text. */
export const REDACTED = '[redacted]';

/** The credentials a client holds that must never be in an error: its `appSecret` and its `accountToken`. */
export interface HeldSecrets {
  appSecret?: string;
  accountToken?: string;
}

/** Deepest JSON an error body is redacted through; a deeper body is dropped rather than kept unredacted. */
const MAX_REDACT_DEPTH = 64;

/** A RegExp finding any held secret as written, %-encoded or JSON-escaped, in any letter case; undefined when none is held. */
function secretsPattern(credentials: HeldSecrets | undefined): RegExp | undefined {
  const forms = new Set<string>();
  for (const value of [credentials?.appSecret, credentials?.accountToken]) {
    if (!value) continue;
    forms.add(value);
    forms.add(encodeURIComponent(value));
    forms.add(JSON.stringify(value).slice(1, -1));
  }
  if (forms.size === 0) return undefined;
  // Longest first, so that a form containing another is replaced whole.
  const escaped = [...forms].sort((a, b) => b.length - a.length).map((f) => f.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(escaped.join('|'), 'gi');
}

/**
 * `text` with every held secret (`appSecret`, `accountToken`: as written, %-encoded or
 * JSON-escaped, in any letter case) replaced by {@link REDACTED}. A service that echoes the
 * request's secret in its error message must not put it in a log.
 */
export function redact(text: string, credentials: HeldSecrets | undefined): string {
  const pattern = secretsPattern(credentials);
  return pattern ? text.replace(pattern, REDACTED) : text;
}

/** `value` (parsed JSON) with its strings and keys redacted, as a copy; undefined when it is deeper than {@link MAX_REDACT_DEPTH}. */
function redactJson(value: unknown, pattern: RegExp, depth = 0): unknown {
  if (typeof value === 'string') return value.replace(pattern, REDACTED);
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_REDACT_DEPTH) throw new RangeError('too deep');
  if (Array.isArray(value)) return value.map((item) => redactJson(item, pattern, depth + 1));
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    Object.defineProperty(copy, key.replace(pattern, REDACTED), { value: redactJson(item, pattern, depth + 1), enumerable: true, writable: true, configurable: true });
  }
  return copy;
}

/**
 * `error` with every held secret redacted (see {@link redact}) from all the text the client built
 * into it: its `message` and `stack`, its `cause` (an Error's message and stack, or a string: a
 * redacted copy replaces it, the original is not kept), a `TipHttpError`'s kept `body` (dropped
 * when too deep to redact) and the `issues` of a `TipRequestError` or `TipResponseError`. The
 * same error, changed in place, for the caller to throw.
 */
export function redactError<E extends TipError>(error: E, credentials: HeldSecrets | undefined): E {
  const pattern = secretsPattern(credentials);
  if (!pattern) return error;
  const clean = (text: string) => text.replace(pattern, REDACTED);
  const set = (target: object, key: string, value: unknown) => Object.defineProperty(target, key, { value, writable: true, configurable: true, enumerable: Object.prototype.propertyIsEnumerable.call(target, key) });
  error.message = clean(error.message);
  if (typeof error.stack === 'string') error.stack = clean(error.stack);
  const cause: unknown = error.cause;
  if (typeof cause === 'string') set(error, 'cause', clean(cause));
  else if (cause instanceof Error && clean(`${cause.message}\n${cause.stack ?? ''}`) !== `${cause.message}\n${cause.stack ?? ''}`) {
    const copy = new Error(clean(cause.message));
    copy.name = cause.name;
    copy.stack = clean(cause.stack ?? '');
    set(error, 'cause', copy);
  }
  if (error instanceof TipHttpError && error.body !== undefined) {
    let body: unknown;
    try {
      body = redactJson(error.body, pattern);
    } catch {
      body = undefined;
    }
    set(error, 'body', body);
  }
  if (error instanceof TipRequestError || error instanceof TipResponseError) {
    set(error, 'issues', error.issues.map((issue) => ({ path: clean(issue.path), message: clean(issue.message) })));
  }
  return error;
}

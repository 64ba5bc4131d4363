/**
 * Most characters of text from outside (a service's error message, a fetch failure's reason)
 * that an error keeps. A hostile or broken service can send megabytes; a `TipError.message`
 * stays short enough to log, and is never what a customer reads (elements show catalogue
 * messages by the error's kind).
 */
export const MAX_DETAIL_LENGTH = 500;

/** Outside text made safe to keep: control characters (line breaks too) become spaces, and it is cut at `max` characters. */
function capText(text: string, max = MAX_DETAIL_LENGTH): string {
  const flat = text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max)}…` : flat;
}

/** A service's error code as kept: short and plain (letters, digits, `_ . : -`), else not at all. */
function safeCode(code: string | undefined): string | undefined {
  return code !== undefined && /^[\w.:-]{1,100}$/.test(code) ? code : undefined;
}

/** Every failure of the client is a TipError naming the operation that failed. */
export class TipError extends Error {
  override name = 'TipError';
  /** The client method, e.g. `proposals` or `intent`. */
  readonly operation: string;
  /** HTTP status, when the service answered. */
  readonly status?: number;
  /** Error code from the service's error body, when it gave one. */
  readonly code?: string;

  constructor(message: string, init: { operation: string; status?: number; code?: string; cause?: unknown }) {
    super(message, init.cause === undefined ? undefined : { cause: init.cause });
    this.operation = init.operation;
    if (init.status !== undefined) this.status = init.status;
    if (init.code !== undefined) this.code = init.code;
  }
}

/** One problem found by a schema: where (`path`) and what. */
export interface TipIssue {
  path: string;
  message: string;
}

function describeIssues(issues: readonly TipIssue[]): string {
  return capText(
    issues
      .slice(0, 5)
      .map((i) => (i.path ? `${i.path}: ${i.message}` : i.message))
      .join('; '),
  );
}

/** The payload failed its schema; nothing was sent. */
export class TipRequestError extends TipError {
  override name = 'TipRequestError';
  readonly issues: readonly TipIssue[];
  constructor(operation: string, issues: readonly TipIssue[]) {
    super(`${operation}: invalid payload, nothing was sent (${describeIssues(issues)})`, { operation, code: 'invalid_payload' });
    this.issues = issues;
  }
}

/**
 * The service answered with a non-2xx status, or with a redirect (never followed: `code`
 * `redirect`; `status` is 0 when the browser hides which redirect it was). Its message keeps
 * at most {@link MAX_DETAIL_LENGTH} characters of the service's text, and `code` only a short,
 * plain code.
 */
export class TipHttpError extends TipError {
  override name = 'TipHttpError';
  /** The parsed error body, when it was JSON and small (the client keeps at most 16 KiB of it). */
  readonly body?: unknown;
  constructor(operation: string, status: number, code: string | undefined, detail: string | undefined, body?: unknown) {
    const kept = safeCode(code);
    const text = detail === undefined ? '' : capText(detail);
    super(`${operation}: the service answered HTTP ${status}${kept ? ` (${kept})` : ''}${text ? `: ${text}` : ''}`, {
      operation,
      status,
      ...(kept === undefined ? {} : { code: kept }),
    });
    if (body !== undefined) this.body = body;
  }
}

/** The service answered 2xx with a body that does not match the interface; it is not used. */
export class TipResponseError extends TipError {
  override name = 'TipResponseError';
  readonly issues: readonly TipIssue[];
  constructor(operation: string, status: number, issues: readonly TipIssue[]) {
    super(`${operation}: the service's response does not match the interface (${describeIssues(issues)})`, {
      operation,
      status,
      code: 'invalid_response',
    });
    this.issues = issues;
  }
}

/** The request never got an answer: DNS, connection refused, CORS, offline. */
export class TipNetworkError extends TipError {
  override name = 'TipNetworkError';
  constructor(operation: string, cause: unknown) {
    const reason = capText(cause instanceof Error ? cause.message : String(cause));
    super(`${operation}: could not reach the service (${reason})`, { operation, code: 'network', cause });
  }
}

/** No answer within the client's timeout. */
export class TipTimeoutError extends TipError {
  override name = 'TipTimeoutError';
  readonly timeoutMs: number;
  constructor(operation: string, timeoutMs: number) {
    super(`${operation}: no answer from the service within ${timeoutMs} ms`, { operation, code: 'timeout' });
    this.timeoutMs = timeoutMs;
  }
}

/** The caller aborted the request through its `signal`. */
export class TipAbortError extends TipError {
  override name = 'TipAbortError';
  constructor(operation: string, cause?: unknown) {
    super(`${operation}: aborted`, { operation, code: 'aborted', cause });
  }
}

/** True for an abort the caller asked for: such errors are not shown to a person. */
export function isAbort(error: unknown): error is TipAbortError {
  return error instanceof TipAbortError;
}

/** Reads an error code from whatever the error body offers. */
export function errorCodeOf(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const b = body as Record<string, unknown>;
  const err = b['error'];
  if (err && typeof err === 'object' && typeof (err as Record<string, unknown>)['code'] === 'string') {
    return (err as Record<string, string>)['code'];
  }
  if (typeof b['code'] === 'string') return b['code'];
  if (typeof err === 'string') return err;
  if (typeof b['name'] === 'string') return b['name'];
  return undefined;
}

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
  return issues
    .slice(0, 5)
    .map((i) => (i.path ? `${i.path}: ${i.message}` : i.message))
    .join('; ');
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

/** The service answered with a non-2xx status. */
export class TipHttpError extends TipError {
  override name = 'TipHttpError';
  /** The parsed error body, when it was JSON. */
  readonly body?: unknown;
  constructor(operation: string, status: number, code: string | undefined, detail: string | undefined, body?: unknown) {
    super(
      `${operation}: the service answered HTTP ${status}${code ? ` (${code})` : ''}${detail ? `: ${detail}` : ''}`,
      { operation, status, ...(code === undefined ? {} : { code }) },
    );
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
    const reason = cause instanceof Error ? cause.message : String(cause);
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

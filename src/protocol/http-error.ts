// Apart from ./http.ts (which re-exports it) so that the one body reader (./body.ts), which the
// client shares, does not bring zod and the bounds with it into a checkout page's initial code.

/**
 * A request refused with an HTTP status and a machine-readable code; answered as
 * `{ error: { code, message } }` (see {@link errorResponse}), plus `field` and `max` when it names
 * an oversize field.
 */
export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: ErrorDetails,
  ) {
    super(message);
  }
}

/** What an oversize refusal adds to the error body: the field's dotted path and its bound. */
export interface ErrorDetails {
  field: string;
  max: number;
}

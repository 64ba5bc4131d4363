export { createDataClient, errorCodeOf } from './client.js';
export type { CallOptions, Credentials, DataClient, DataClientOptions } from './client.js';
export { createDisplayClient } from './display-client.js';
export type { DisplayClient, DisplayClientOptions } from './display-client.js';
export * from './errors.js';
export { redact, redactError, REDACTED, type HeldSecrets } from './redact.js';
export { IDEMPOTENCY_HEADER, isIdempotencyKey, newIdempotencyKey } from '../protocol/idempotency.js';
export {
  MAX_AMOUNTS,
  MAX_DISPLAY_LINES,
  MAX_ID_LENGTH,
  MAX_LINE_ITEMS,
  MAX_LOCATIONS,
  MAX_NAME_LENGTH,
  MAX_RECORDS,
  MAX_STAFF,
  MAX_URL_LENGTH,
} from '../protocol/limits.js';
export * from '../protocol/schemas.js';
export * from '../protocol/display-schemas.js';
export * from '../money/index.js';

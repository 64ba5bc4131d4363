export { createDataClient, errorCodeOf } from './client.js';
export type { CallOptions, Credentials, DataClient, DataClientOptions } from './client.js';
export * from './errors.js';
export { IDEMPOTENCY_HEADER, isIdempotencyKey, newIdempotencyKey } from './idempotency.js';
export * from './schemas.js';
export * from '../money/index.js';

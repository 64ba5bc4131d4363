/**
 * `tip-elements/server` (Node only): the credential proxy, the screen relay (a station linked to
 * its customer-facing screen) and its stores, adapters for Node's `http` server and connect-style
 * middleware, and webhook verification. (The sandbox as an HTTP server is
 * `tip-elements/sandbox/server`.)
 */
export { createTipProxy } from './proxy.js';
export {
  DEFAULT_ALLOWED_OPERATIONS,
  PROXY_MAX_BODY_BYTES,
  PROXY_MAX_KEYED_REQUESTS,
  PROXY_MAX_RESPONSE_BYTES,
  PROXY_STORE_TIMEOUT_MS,
  PROXY_TIMEOUT_MS,
} from './options.js';
export type { InDoubtCall, TipProxyOptions } from './options.js';
export { createMemoryIdempotencyStore } from './memory-store.js';
export type {
  IdempotencyLock,
  IdempotencyStore,
  IdempotentAnswer,
  MemoryIdempotencyStore,
  MemoryIdempotencyStoreOptions,
} from './memory-store.js';
export { createRedisIdempotencyStore } from './redis-store.js';
export type { RedisIdempotencyClient, RedisIdempotencyStore, RedisIdempotencyStoreOptions } from './redis-store.js';
export { toConnectMiddleware, toNodeHandler } from './node/adapter.js';
export type { ConnectMiddleware, NodeHandler } from './node/adapter.js';
export type { ConnectRequest } from './node/body.js';
export type { RequestHandler } from './node/entry.js';
export {
  NODE_BODY_TIMEOUT_MS,
  NODE_HEADERS_TIMEOUT_MS,
  NODE_IDLE_TIMEOUT_MS,
  NODE_MAX_BODY_BYTES,
  NODE_MAX_CONCURRENT_REQUESTS,
  NODE_MAX_UPLOADING_REQUESTS,
  NODE_REQUEST_TIMEOUT_MS,
} from './node/limits.js';
export type { NodeAdapterOptions, NodeServerOptions } from './node/limits.js';
export { createNodeServer } from './node/server.js';
export { verifyTipSignature, SIGNATURE_MAX_BODY_BYTES, SIGNATURE_MAX_HEADER_LENGTH, SIGNATURE_MAX_V1_ENTRIES, SIGNATURE_TOLERANCE_SECONDS } from './webhook.js';
export type { VerifyTipSignatureOptions } from './webhook.js';
export { createScreenRelay } from './screen-relay.js';
export { SCREEN_CODE_TTL_MS, SCREEN_HEARTBEAT_MS, SCREEN_OFFLINE_AFTER_MS } from './screen-options.js';
export type { ScreenRelayOptions } from './screen-options.js';
export { createMemoryScreenStore, ScreenStoreFull } from './screen-store.js';
export type { MemoryScreenStore, MemoryScreenStoreOptions, ScreenCommit, ScreenStore } from './screen-store.js';
export { createRedisScreenStore } from './screen-redis-store.js';
export type { RedisScreenClient, RedisScreenStore, RedisScreenStoreOptions } from './screen-redis-store.js';
export { SCREEN_MAX_MESSAGE_BYTES, SCREEN_TOKEN_HEADER } from '../protocol/screen-schemas.js';
export type { LinkMessage, SaleState, ScreenSale, ScreenSide, ScreenStatus } from '../protocol/screen-schemas.js';

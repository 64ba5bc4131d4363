/**
 * `tip-elements/server` (Node only): the credential proxy, adapters for Node's `http` server and
 * connect-style middleware, and the sandbox as an HTTP server.
 */
export { createTipProxy, DEFAULT_ALLOWED_OPERATIONS, PROXY_MAX_BODY_BYTES, PROXY_MAX_RESPONSE_BYTES } from './proxy.js';
export type { TipProxyOptions } from './proxy.js';
export { createMemoryIdempotencyStore } from '../sandbox/idempotency.js';
export type { IdempotencyStore, IdempotentAnswer, MemoryIdempotencyStore, MemoryIdempotencyStoreOptions } from '../sandbox/idempotency.js';
export { toConnectMiddleware, toNodeHandler, NODE_MAX_BODY_BYTES } from './node.js';
export type { ConnectMiddleware, ConnectRequest, NodeAdapterOptions, NodeHandler, RequestHandler } from './node.js';
export { startSandboxServer } from './sandbox-server.js';
export type { SandboxServer, SandboxServerOptions } from './sandbox-server.js';
export { verifyTipSignature, SIGNATURE_TOLERANCE_SECONDS } from './webhook.js';
export type { VerifyTipSignatureOptions } from './webhook.js';

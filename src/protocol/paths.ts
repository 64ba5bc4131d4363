/**
 * Paths of the Data-mode operations (spec 4.2), re-exported by ./schemas.ts. Apart from the
 * schemas so that a client can be created without them: `createDataClient` loads zod and the
 * schemas as a chunk of their own (src/client/data-checks.ts).
 */
export const paths = {
  mapLocations: '/v1/data/app/locations',
  proposals: '/v1/data/tips/proposals',
  fees: '/v1/data/tips/fees',
  intent: '/v1/data/transaction/intent',
  confirm: '/v1/data/transaction/confirm',
  cancel: '/v1/data/transaction/cancel',
  details: '/v1/data/transaction/details',
  refund: '/v1/data/transaction/refund',
  transfer: '/v1/data/transaction/transfer',
} as const;


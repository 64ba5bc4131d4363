/**
 * The Data client's kit: zod/mini, every Data schema, the answer checks and the HTTP exchange. A
 * chunk of its own in a page's bundle, whose load client.ts starts when it is evaluated, so that
 * it is on its way before the page's first request.
 */
import { dataChecks } from './data-checks.js';
import { send } from './exchange.js';
import type { OperationKit } from './transport.js';
import type { Operation } from '../protocol/schemas.js';

export const dataKit: OperationKit<Operation> = { checks: dataChecks, send };
// The host data's checks ride with the kit: the elements load it (./host-data.ts) when the host sets `staff`, `lines` or `customer`.
export { hostDataErrors } from './host-data.js';

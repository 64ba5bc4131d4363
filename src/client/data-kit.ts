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

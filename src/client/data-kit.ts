/**
 * The Data client's kit: zod/mini, every Data schema, the answer checks and the HTTP exchange. A
 * chunk of its own in a page's bundle, whose load client.ts starts when it is evaluated, so that
 * it is on its way before the page's first request.
 */
import { dataChecks } from './data-checks.js';
import { send } from './exchange.js';
import { hostDataErrors } from './host-data.js';
import type { OperationKit } from './transport.js';
import type { Operation } from '../protocol/schemas.js';

/** The kit, and the checks of the host's data (./host-data.ts), which the elements run with it. */
export const dataKit: OperationKit<Operation> & { hostDataErrors: typeof hostDataErrors } = { checks: dataChecks, send, hostDataErrors };

/** The path ↔ operation table of both modes, shared by the sandbox and the proxy. */
import { displayPaths, type DisplayOperation } from './display-schemas.js';
import { paths, type Operation } from './schemas.js';

/**
 * What a URL path names: a Data-mode or a Display-mode operation (by client method name), and
 * whether it creates something, so that an `Idempotency-Key` makes a retry get the first answer
 * back (Data `intent`, Display `create`).
 */
export type OperationRoute = { mode: 'data'; operation: Operation; keyed: boolean } | { mode: 'display'; operation: DisplayOperation; keyed: boolean };

const byPath = new Map<string, OperationRoute>([
  ...Object.entries(paths).map(([op, path]): [string, OperationRoute] => [path, { mode: 'data', operation: op as Operation, keyed: op === 'intent' }]),
  ...Object.entries(displayPaths).map(([op, path]): [string, OperationRoute] => [
    path,
    { mode: 'display', operation: op as DisplayOperation, keyed: op === 'create' },
  ]),
]);

/**
 * The operation a URL path names, matched on its last `/v1/data/...` or `/v1/display/...` suffix
 * so that a handler works under any mount prefix (`/api/tips/v1/data/tips/fees` is Data `fees`).
 * Undefined otherwise.
 */
export function routeForPath(pathname: string): OperationRoute | undefined {
  const trimmed = pathname.replace(/\/+$/, '');
  const at = Math.max(trimmed.lastIndexOf('/v1/data/'), trimmed.lastIndexOf('/v1/display/'));
  return at === -1 ? undefined : byPath.get(trimmed.slice(at));
}

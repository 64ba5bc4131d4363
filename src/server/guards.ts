/**
 * What comes in: the checks a browser's request passes before anything is forwarded (the
 * operation allowed, the host's `authorize`, the origin, a JSON body within its bounds, an account,
 * a well-formed `Idempotency-Key`). Each failure is an HttpError with the status and code the
 * browser gets.
 */
import type * as z from 'zod/mini';
import { displayPaths, displayPayloads } from '../protocol/display-schemas.js';
import { checkPayload, HttpError } from '../protocol/http.js';
import { IDEMPOTENCY_HEADER, isIdempotencyKey } from '../protocol/idempotency.js';
import { routeForPath, type OperationRoute } from '../protocol/routes.js';
import { paths, payloads } from '../protocol/schemas.js';
import type { Incoming } from './incoming.js';
import { originOf, type ProxySettings } from './options.js';

/** What a path names: a Data-mode or a Display-mode operation, with where it goes and how it is checked. */
export interface Route {
  /** As errors and idempotency keys name it: `intent`, `display create`. */
  name: string;
  path: string;
  schema: z.ZodMiniType;
  keyed: boolean;
}

/** `application/json` or a `+json` type, parameters ignored. */
export function isJsonType(contentType: string | null): boolean {
  const type = contentType?.split(';')[0]?.trim().toLowerCase() ?? '';
  return type === 'application/json' || (type.startsWith('application/') && type.endsWith('+json'));
}

/** The host's verdict on a request: only a literal `true` lets it through; a throw refuses it. */
export async function isAuthorized(authorize: (request: Request) => boolean | Promise<boolean>, request: Request): Promise<boolean> {
  try {
    return (await authorize(request)) === true;
  } catch {
    return false;
  }
}

/** The guards of one proxy. */
export function createGuards(settings: ProxySettings) {
  const { allow, allowDisplay, authorize, origins, maxBodyBytes, accountToken: tokenOption } = settings;
  /** Each operation's route, made once (the table's entries are the keys). */
  const routes = new Map<OperationRoute, Route>();

  /** The operation a request names: 404 for none, 405 for anything but POST, 403 when not allowed. */
  function route(incoming: Incoming): Route {
    const named = routeForPath(incoming.pathname());
    if (!named) throw new HttpError(404, 'unknown_operation', 'No Data-mode or Display-mode operation at this path');
    if (incoming.method !== 'POST') {
      throw new HttpError(405, 'method_not_allowed', `${incoming.method} is not allowed; every operation is a POST`);
    }
    let found = routes.get(named);
    found ??= named.mode === 'data'
        ? { name: named.operation, path: paths[named.operation], schema: payloads[named.operation], keyed: named.keyed }
        : {
            name: `display ${named.operation}`,
            path: displayPaths[named.operation],
            schema: displayPayloads[named.operation],
            keyed: named.keyed,
          };
    routes.set(named, found);
    if (named.mode === 'data' ? !allow.has(named.operation) : !allowDisplay.has(named.operation)) {
      throw new HttpError(403, 'operation_not_allowed', `The operation ${found.name} may not be called through this proxy`);
    }
    return found;
  }

  /** The host's `authorize`, then `origins`: 403 before the body is read. */
  async function checkCaller(incoming: Incoming): Promise<void> {
    if (authorize && !(await isAuthorized(authorize, incoming.request()))) {
      throw new HttpError(403, 'forbidden', 'This request is not authorized to call the tip service');
    }
    if (!origins) return;
    const origin = incoming.header('origin');
    if (origin === null || !origins.has(originOf(origin) ?? '')) {
      throw new HttpError(403, 'origin_not_allowed', 'Requests from this origin are not accepted');
    }
  }

  /** The body's payload, checked: JSON, an object with `payload`, not too deep, valid for the operation. */
  async function readPayload(incoming: Incoming, route: Route): Promise<unknown> {
    // A JSON content type cannot be sent cross-site without a CORS preflight, which the host
    // does not grant: this keeps other websites' simple form or text posts out.
    if (!isJsonType(incoming.header('content-type'))) {
      throw new HttpError(415, 'unsupported_media_type', 'Send the body as Content-Type: application/json');
    }
    const body = await incoming.json(maxBodyBytes);
    if (typeof body !== 'object' || body === null || Array.isArray(body) || !('payload' in body)) {
      throw new HttpError(400, 'validation', 'The body must be a JSON object: { payload }');
    }
    // Lengths first (an array over its bound is refused before one item is parsed), then the schema.
    return checkPayload(route.schema, (body as { payload: unknown }).payload);
  }

  /** The account the call is for: 401 when the host's function refuses. */
  async function accountTokenFor(incoming: Incoming): Promise<string> {
    if (typeof tokenOption === 'string') return tokenOption;
    let token: unknown;
    try {
      token = await tokenOption(incoming.request());
    } catch {
      token = undefined;
    }
    if (typeof token !== 'string' || token === '') {
      throw new HttpError(401, 'unauthorized', 'No account for this request');
    }
    return token;
  }

  /** The call's `Idempotency-Key` when its operation takes one; 400 for a malformed one. */
  function idempotencyKeyOf(incoming: Incoming, route: Route): string | undefined {
    const key = incoming.header(IDEMPOTENCY_HEADER);
    if (key === null || !route.keyed) return undefined;
    if (!isIdempotencyKey(key)) {
      throw new HttpError(400, 'invalid_idempotency_key', `${IDEMPOTENCY_HEADER} must be 1 to 255 visible ASCII characters`);
    }
    return key;
  }

  return { route, checkCaller, readPayload, accountTokenFor, idempotencyKeyOf };
}

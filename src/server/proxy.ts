/**
 * The credential proxy: the browser posts `{ payload }` to the host's own server, which adds
 * the app's credentials and forwards the call. The secret never reaches the browser, and the
 * browser can call only the operations the host allows (Data mode's in `allow`, Display mode's in
 * `allowDisplay`). Its parts: ./options.ts (what it takes), ./guards.ts (what comes in),
 * ./forward.ts (what goes out and comes back), ./replay.ts (keyed calls forwarded once),
 * ./answer.ts (what it writes).
 */
import { HttpError } from '../protocol/http.js';
import { NODE_ENTRY, type NodeEntry, type RequestHandler } from './node/entry.js';
import { failure, toNodeAnswer, toResponse, type Answer, type Extra } from './answer.js';
import { createForwarder } from './forward.js';
import { createGuards } from './guards.js';
import { FromNodeCall, fromRequest, type Incoming } from './incoming.js';
import { settingsOf, type TipProxyOptions } from './options.js';
import { createReplayer } from './replay.js';

/**
 * Creates the credential proxy as a WHATWG handler `(request) => Promise<Response>`. Mount it
 * anywhere: it accepts a POST to any path that ends in a Data-mode operation path
 * (`/api/tips/v1/data/tips/fees`) or a Display-mode one (`/api/tips/v1/display/devices/activate`),
 * whatever the prefix.
 *
 * What comes in: only `allow`ed and `allowDisplay`ed operations (else 403), only requests `authorize` accepts when
 * given (403 `forbidden`), only from `origins` when given (403),
 * only `Content-Type: application/json` (415), at most `maxBodyBytes` (413), a JSON object
 * `{ payload }` nested at most 32 deep (400) with no array or string over its bound (413
 * `too_many` / `too_long`, naming `field` and `max`; checked before anything else in the payload)
 * whose payload passes the operation's schema (400).
 * Credentials in the body are ignored; the configured ones are added. Nothing else is forwarded.
 *
 * What goes out: only a JSON answer of at most `maxResponseBytes`; a redirect, anything else or
 * anything larger is a 502. Its status is kept; its body is parsed and written anew, with every
 * string that holds a credential (in any encoding) replaced by `[redacted]`; its headers are
 * never passed on. An intent (or Display create) with an `Idempotency-Key` seen before gets the
 * first answer back; once the service has answered, the browser gets that answer whatever the
 * idempotency store does.
 * Nothing is logged.
 */
export function createTipProxy(options: TipProxyOptions): RequestHandler {
  const settings = settingsOf(options);
  const guards = createGuards(settings);
  const forward = createForwarder(settings);
  const forwardOnce = createReplayer(settings, (route, payload, accountToken, key) => forward(route, payload, accountToken, key, undefined));

  async function handle(incoming: Incoming): Promise<{ answer: Answer; extra?: Extra }> {
    const target = guards.route(incoming);
    await guards.checkCaller(incoming);
    const payload = await guards.readPayload(incoming, target);
    const accountToken = await guards.accountTokenFor(incoming);
    const key = guards.idempotencyKeyOf(incoming, target);
    if (key === undefined) return { answer: (await forward(target, payload, accountToken, undefined, incoming.departure)).answer };
    return forwardOnce(target, payload, accountToken, key);
  }

  /** The answer to a request, errors included: what both doors write. */
  async function answer(incoming: Incoming): Promise<{ answer: Answer; extra?: Extra }> {
    try {
      return await handle(incoming);
    } catch (error) {
      if (error instanceof HttpError) {
        return { answer: failure(error.status, error.code, error.message, error.details), extra: error.status === 405 ? { allow: 'POST' } : undefined };
      }
      return { answer: failure(500, 'internal_error', 'The proxy failed') };
    }
  }

  const handler = async (request: Request): Promise<Response> => {
    const { answer: out, extra } = await answer(fromRequest(request));
    return toResponse(out, extra);
  };
  // The Node adapter's door: the same checks and answers without a Request or a Response.
  const nodeEntry: NodeEntry = async (call) => {
    const { answer: out, extra } = await answer(new FromNodeCall(call));
    return toNodeAnswer(out, extra);
  };
  return Object.assign(handler, { [NODE_ENTRY]: nodeEntry });
}

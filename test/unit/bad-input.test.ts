// The bad-input suite: what an attacker or a clumsy user (or a broken service) can throw at the
// proxy, the sandbox, the client and the custom amount, one table row each, with the answer each
// must get. Nothing may crash, reach a 500, call the service when it should not, or be read as
// something it is not. The last test prints the count per part and per answer, for the report:
//   node --import tsx --test test/unit/bad-input.test.ts
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import {
  createDataClient,
  TipError,
  TipHttpError,
  TipRequestError,
  TipResponseError,
  type DataClient,
} from '../../src/client/index.js';
import { en, type CheckoutMessages } from '../../src/i18n/messages.js';
import { MAX_REQUEST_AMOUNT, parseMoney } from '../../src/money/index.js';
import { createSandbox } from '../../src/sandbox/index.js';
import { createTipProxy, type RequestHandler } from '../../src/server/index.js';
import { confirmed, customer, demo, setup, tip } from './helpers/sandbox.js';

/** Every row run, by part and by how it was answered. */
const tally = new Map<string, Map<string, number>>();
function count(part: string, answer: string): void {
  const byAnswer = tally.get(part) ?? new Map<string, number>();
  byAnswer.set(answer, (byAnswer.get(answer) ?? 0) + 1);
  tally.set(part, byAnswer);
}

const L = 'demo-location';
const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const sel = (over: Record<string, unknown> = {}) => ({ ...tip('e1', 5), ...over });
const intent = (over: Record<string, unknown> = {}) => ({ locationId: L, customer, tipSelections: [sel(over)] });

// ----- the proxy: what a browser (or another website) sends ---------------------------------------

interface ProxyRow {
  name: string;
  path?: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string | Blob;
  status: number;
  code: string;
}

const FEES = JSON.stringify({ payload: { locationId: L, amounts: [1] } });
const fees = (payload: unknown) => JSON.stringify({ payload: { locationId: L, amounts: [1], ...(payload as object) } });
const withPayload = (payload: unknown) => JSON.stringify({ payload });

const proxyRows: ProxyRow[] = [
  { name: 'GET', method: 'GET', body: undefined, status: 405, code: 'method_not_allowed' },
  { name: 'PUT', method: 'PUT', status: 405, code: 'method_not_allowed' },
  { name: 'DELETE', method: 'DELETE', status: 405, code: 'method_not_allowed' },
  { name: 'an unknown operation', path: '/v1/data/tips/steal', status: 404, code: 'unknown_operation' },
  { name: 'a path past an operation', path: '/v1/data/tips/fees/extra', status: 404, code: 'unknown_operation' },
  { name: 'a Display-mode operation the proxy does not allowDisplay', path: '/v1/display/transaction/create', body: withPayload({ transactionId: 't' }), status: 403, code: 'operation_not_allowed' },
  { name: 'an unknown Display-mode path', path: '/v1/display/transaction/steal', status: 404, code: 'unknown_operation' },
  { name: 'no version', path: '/data/tips/fees', status: 404, code: 'unknown_operation' },
  { name: 'confirm (not allowed)', path: '/v1/data/transaction/confirm', body: withPayload({ transactionId: 't' }), status: 403, code: 'operation_not_allowed' },
  { name: 'cancel (not allowed)', path: '/v1/data/transaction/cancel', body: withPayload({ transactionId: 't' }), status: 403, code: 'operation_not_allowed' },
  { name: 'refund (not allowed)', path: '/v1/data/transaction/refund', body: withPayload({ transactionId: 't' }), status: 403, code: 'operation_not_allowed' },
  { name: 'transfer (not allowed)', path: '/v1/data/transaction/transfer', body: withPayload({ transactionId: 't' }), status: 403, code: 'operation_not_allowed' },
  { name: 'details (not allowed)', path: '/v1/data/transaction/details', body: withPayload({ transactionId: 't' }), status: 403, code: 'operation_not_allowed' },
  { name: 'mapLocations (not allowed)', path: '/v1/data/app/locations', body: withPayload({ locations: [] }), status: 403, code: 'operation_not_allowed' },
  { name: 'text/plain (a simple cross-site post)', headers: { 'content-type': 'text/plain' }, status: 415, code: 'unsupported_media_type' },
  { name: 'no content type', headers: {}, body: new Blob([FEES]), status: 415, code: 'unsupported_media_type' },
  { name: 'a form post', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'payload=x', status: 415, code: 'unsupported_media_type' },
  { name: 'multipart', headers: { 'content-type': 'multipart/form-data; boundary=b' }, body: '--b--', status: 415, code: 'unsupported_media_type' },
  { name: 'application/jsonx', headers: { 'content-type': 'application/jsonx' }, status: 415, code: 'unsupported_media_type' },
  { name: 'text/json', headers: { 'content-type': 'text/json' }, status: 415, code: 'unsupported_media_type' },
  { name: 'not JSON', body: 'nope', status: 400, code: 'bad_json' },
  { name: 'an empty body', body: '', status: 400, code: 'bad_json' },
  { name: 'cut-off JSON', body: '{"payload":', status: 400, code: 'bad_json' },
  { name: 'JSON with a trailing comma', body: '{"payload":{},}', status: 400, code: 'bad_json' },
  { name: 'a JSON array', body: '[]', status: 400, code: 'validation' },
  { name: 'JSON null', body: 'null', status: 400, code: 'validation' },
  { name: 'a JSON string', body: '"payload"', status: 400, code: 'validation' },
  { name: 'a JSON number', body: '42', status: 400, code: 'validation' },
  { name: 'an object without payload', body: '{}', status: 400, code: 'validation' },
  { name: 'a payload nested 5,000 deep', body: `{"payload":${nested(5000)}}`, status: 400, code: 'too_deep' },
  { name: 'an extra field nested 5,000 deep', body: `{"payload":{"locationId":"${L}","amounts":[1]},"x":${nested(5000)}}`, status: 400, code: 'too_deep' },
  { name: 'amounts nested 33 deep', body: `{"payload":{"locationId":"${L}","amounts":${nested(33)}}}`, status: 400, code: 'too_deep' },
  { name: 'a body over 64 KiB', body: JSON.stringify({ payload: { locationId: L, amounts: [1] }, pad: 'x'.repeat(65 * 1024) }), status: 413, code: 'payload_too_large' },
  { name: 'a payload that is null', body: withPayload(null), status: 400, code: 'validation' },
  { name: 'a payload that is an array', body: withPayload([]), status: 400, code: 'validation' },
  { name: 'fees: a negative amount', body: fees({ amounts: [-1] }), status: 400, code: 'validation' },
  { name: 'fees: five decimals', body: fees({ amounts: [1.00001] }), status: 400, code: 'validation' },
  { name: 'fees: an amount as a string', body: fees({ amounts: ['1'] }), status: 400, code: 'validation' },
  { name: 'fees: null amount', body: fees({ amounts: [null] }), status: 400, code: 'validation' },
  { name: 'fees: no amounts', body: fees({ amounts: [] }), status: 400, code: 'validation' },
  { name: 'fees: an empty location', body: fees({ locationId: '' }), status: 400, code: 'validation' },
  { name: 'fees: a numeric location', body: fees({ locationId: 1001 }), status: 400, code: 'validation' },
  { name: 'fees: 34e12', body: fees({ amounts: [34e12] }), status: 422, code: 'amount_too_large' },
  { name: 'fees: 1e20', body: fees({ amounts: [1e20] }), status: 422, code: 'amount_too_large' },
  { name: 'proposals: 1e300 of service', path: '/v1/data/tips/proposals', body: withPayload({ locationId: L, serviceAmounts: [1e300] }), status: 422, code: 'amount_too_large' },
  { name: 'intent: no tip selections', path: '/v1/data/transaction/intent', body: withPayload({ locationId: L, customer, tipSelections: [] }), status: 400, code: 'validation' },
  { name: 'intent: an unknown level', path: '/v1/data/transaction/intent', body: withPayload(intent({ level: 'huge' })), status: 400, code: 'validation' },
  { name: 'intent: no customer', path: '/v1/data/transaction/intent', body: withPayload({ locationId: L, tipSelections: [sel()] }), status: 400, code: 'validation' },
  { name: 'intent: a blank employee id', path: '/v1/data/transaction/intent', body: withPayload(intent({ employeeId: '   ' })), status: 400, code: 'validation' },
  { name: 'intent: a tip of 35e12', path: '/v1/data/transaction/intent', body: withPayload(intent({ amount: 35e12 })), status: 422, code: 'amount_too_large' },
  { name: 'intent: a malformed Idempotency-Key', path: '/v1/data/transaction/intent', headers: { 'content-type': 'application/json', 'idempotency-key': 'has space' }, body: withPayload(intent()), status: 400, code: 'invalid_idempotency_key' },
  { name: 'intent: a 256-character Idempotency-Key', path: '/v1/data/transaction/intent', headers: { 'content-type': 'application/json', 'idempotency-key': 'k'.repeat(256) }, body: withPayload(intent()), status: 400, code: 'invalid_idempotency_key' },
];

/** The same proxy with an `origins` list: posts from elsewhere. */
const originRows: ProxyRow[] = [
  { name: 'another origin', headers: { 'content-type': 'application/json', origin: 'https://evil.example' }, status: 403, code: 'origin_not_allowed' },
  { name: 'a look-alike origin', headers: { 'content-type': 'application/json', origin: 'https://pos.example.com.evil.example' }, status: 403, code: 'origin_not_allowed' },
  { name: 'the right host over http', headers: { 'content-type': 'application/json', origin: 'http://pos.example.com' }, status: 403, code: 'origin_not_allowed' },
  { name: 'origin null (a sandboxed frame)', headers: { 'content-type': 'application/json', origin: 'null' }, status: 403, code: 'origin_not_allowed' },
  { name: 'no Origin header', headers: { 'content-type': 'application/json' }, status: 403, code: 'origin_not_allowed' },
];

describe('bad input: the proxy refuses it without calling the service', () => {
  let upstreamCalls = 0;
  const sandbox = createSandbox();
  const upstream = (input: Request | string | URL, init?: RequestInit) => {
    upstreamCalls++;
    return sandbox.fetch(input, init);
  };
  const proxy = createTipProxy({ baseUrl: 'http://service.test', ...demo, fetch: upstream });
  const guarded = createTipProxy({ baseUrl: 'http://service.test', ...demo, fetch: upstream, origins: ['https://pos.example.com'] });
  after(() => assert.equal(upstreamCalls, 0, 'a refused request reached the service'));

  for (const [which, handler, rows] of [
    ['', proxy, proxyRows],
    ['with origins: ', guarded, originRows],
  ] as const) {
    for (const row of rows) {
      it(`${which}${row.name} → ${row.status} ${row.code}`, async () => {
        const method = row.method ?? 'POST';
        const response = await (handler as RequestHandler)(
          new Request(`http://pos.test/api/tips${row.path ?? '/v1/data/tips/fees'}`, {
            method,
            headers: row.headers ?? { 'content-type': 'application/json' },
            ...(method === 'GET' || method === 'HEAD' ? {} : { body: row.body ?? FEES }),
          }),
        );
        const body = (await response.json()) as { error: { code: string } };
        assert.deepEqual([response.status, body.error.code], [row.status, row.code]);
        assert.equal(response.headers.get('x-content-type-options'), 'nosniff');
        count('proxy (request)', `${row.status} ${row.code}`);
      });
    }
  }
});

// ----- the proxy: what a broken or hostile service answers ----------------------------------------

const secret = demo.appSecret;
const upstreamRows: Array<[name: string, answer: () => Response | Promise<Response>, status: number, code: string]> = [
  ...[301, 302, 303, 307, 308].map((s): [string, () => Response, number, string] => [
    `a ${s} redirect`,
    () => new Response(null, { status: s, headers: { location: 'http://elsewhere.test/' } }),
    502,
    'upstream_redirect',
  ]),
  ['an HTML page', () => new Response('<html></html>', { headers: { 'content-type': 'text/html' } }), 502, 'upstream_bad_response'],
  ['JSON labelled text/plain', () => new Response('{"data":[]}', { headers: { 'content-type': 'text/plain' } }), 502, 'upstream_bad_response'],
  ['JSON with no content type', () => new Response(new Blob(['{"data":[]}'])), 502, 'upstream_bad_response'],
  ['broken JSON', () => new Response('{"data":', { headers: { 'content-type': 'application/json' } }), 502, 'upstream_bad_response'],
  ['an empty 500', () => new Response(null, { status: 500 }), 502, 'upstream_bad_response'],
  ['JSON nested 10,000 deep', () => new Response(nested(10_000), { headers: { 'content-type': 'application/json' } }), 502, 'upstream_bad_response'],
  ['the secret as a key', () => Response.json({ data: { [secret]: 1 } }), 502, 'upstream_bad_response'],
  ['the secret, base64, as a key', () => Response.json({ [Buffer.from(secret).toString('base64')]: 1 }), 502, 'upstream_bad_response'],
  ['2 MiB of JSON', () => Response.json({ data: 'x'.repeat(2 * 1024 * 1024) }), 502, 'upstream_too_large'],
  ['a connection that fails', () => Promise.reject(new TypeError('fetch failed')), 502, 'upstream_unreachable'],
];

const leakRows: Array<[name: string, value: string]> = [
  ['the secret', secret],
  ['the account token', demo.accountToken],
  ['the app id', demo.appId],
  ['the secret in upper case', secret.toUpperCase()],
  ['the secret %-encoded', encodeURIComponent(`a=${secret}&b=1`)],
  ['the secret %-encoded twice', encodeURIComponent(encodeURIComponent(secret))],
  ['the secret as \\u escapes, once decoded', `\\u0064\\u0065mo-secret`],
  ['the secret in base64', Buffer.from(secret).toString('base64')],
  ['the secret in base64 at offset 1', Buffer.from(`:${secret}`).toString('base64')],
  ['the secret in base64url at offset 2', Buffer.from(`::${secret}`).toString('base64url')],
  ['the secret in hex', Buffer.from(secret).toString('hex')],
  ['the secret as HTML references', [...secret].map((c) => `&#${c.charCodeAt(0)};`).join('')],
  ['the secret in full-width letters', [...secret].map((c) => (/[a-z]/.test(c) ? String.fromCharCode(c.charCodeAt(0) + 0xfee0) : c)).join('')],
  ['the secret with soft hyphens', [...secret].join('\u00ad')],
];

describe('bad input: the proxy never passes a broken or leaking answer on', () => {
  for (const [name, answer, status, code] of upstreamRows) {
    it(`${name} → ${status} ${code}`, async () => {
      const proxy = createTipProxy({ baseUrl: 'http://service.test', ...demo, fetch: async () => answer() });
      const response = await proxy(new Request('http://pos.test/api/tips/v1/data/tips/fees', { method: 'POST', headers: { 'content-type': 'application/json' }, body: FEES }));
      const text = await response.text();
      assert.deepEqual([response.status, JSON.parse(text).error.code], [status, code]);
      assert.equal(text.includes(secret), false);
      count('proxy (answer)', `${status} ${code}`);
    });
  }
  for (const [name, value] of leakRows) {
    it(`${name} in an answer → the string becomes [redacted], the rest stays`, async () => {
      const proxy = createTipProxy({ baseUrl: 'http://service.test', ...demo, fetch: async () => Response.json({ data: { note: value, n: 12 } }) });
      const response = await proxy(new Request('http://pos.test/api/tips/v1/data/tips/fees', { method: 'POST', headers: { 'content-type': 'application/json' }, body: FEES }));
      assert.deepEqual(await response.json(), { data: { note: '[redacted]', n: 12 } });
      count('proxy (answer)', '200, string [redacted]');
    });
  }
});

// ----- the sandbox: raw posts, credentials included -----------------------------------------------

interface SandboxRow {
  name: string;
  path: string;
  /** The payload, or a function of a fresh confirmed transaction's id. */
  payload?: unknown | ((transactionId: string) => unknown);
  /** A whole body instead of `{ ...credentials, payload }`. */
  raw?: string;
  init?: RequestInit;
  status: number;
  code: string;
}

const P = '/v1/data/tips/fees';
const I = '/v1/data/transaction/intent';
const R = '/v1/data/transaction/refund';
const T = '/v1/data/transaction/transfer';
const sandboxRows: SandboxRow[] = [
  { name: 'GET', path: P, init: { method: 'GET' }, status: 405, code: 'method_not_allowed' },
  { name: 'an unknown path', path: '/v1/data/nope', payload: {}, status: 404, code: 'unknown_operation' },
  { name: 'a form body', path: P, raw: 'a=1', init: { headers: { 'content-type': 'application/x-www-form-urlencoded' } }, status: 415, code: 'unsupported_media_type' },
  { name: 'a body over 1 MiB', path: P, raw: JSON.stringify({ ...demo, payload: { locationId: L, amounts: [1] }, pad: 'x'.repeat(1024 * 1024) }), status: 413, code: 'payload_too_large' },
  { name: 'not JSON', path: P, raw: '{nope', status: 400, code: 'bad_json' },
  { name: 'a JSON array', path: P, raw: '[1]', status: 400, code: 'validation' },
  { name: 'no credentials', path: P, raw: JSON.stringify({ payload: { locationId: L, amounts: [1] } }), status: 401, code: 'unauthorized' },
  { name: 'a wrong secret', path: P, raw: JSON.stringify({ ...demo, appSecret: 'guess', payload: { locationId: L, amounts: [1] } }), status: 401, code: 'invalid_credentials' },
  { name: 'another account', path: P, raw: JSON.stringify({ ...demo, accountToken: 'other', payload: { locationId: L, amounts: [1] } }), status: 403, code: 'unknown_account' },
  { name: 'credentials as numbers', path: P, raw: JSON.stringify({ appId: 1, appSecret: 2, accountToken: 3, payload: {} }), status: 401, code: 'unauthorized' },
  { name: 'a body nested 5,000 deep', path: P, raw: `{"appId":"demo-app","appSecret":"demo-secret","accountToken":"demo-account","payload":${nested(5000)}}`, status: 400, code: 'too_deep' },
  { name: 'a payload that is a string', path: P, payload: 'fees', status: 400, code: 'validation' },
  { name: 'fees [34e12]', path: P, payload: { locationId: L, amounts: [34e12] }, status: 422, code: 'amount_too_large' },
  { name: 'fees [1e20]', path: P, payload: { locationId: L, amounts: [1e20] }, status: 422, code: 'amount_too_large' },
  { name: 'fees [Number.MAX_VALUE]', path: P, payload: { locationId: L, amounts: [Number.MAX_VALUE] }, status: 422, code: 'amount_too_large' },
  { name: 'fees [-0.01]', path: P, payload: { locationId: L, amounts: [-0.01] }, status: 400, code: 'validation' },
  { name: 'fees [0.00001]', path: P, payload: { locationId: L, amounts: [0.00001] }, status: 400, code: 'validation' },
  { name: 'fees [1e-7]', path: P, payload: { locationId: L, amounts: [1e-7] }, status: 400, code: 'validation' },
  { name: 'fees ["5"]', path: P, payload: { locationId: L, amounts: ['5'] }, status: 400, code: 'validation' },
  { name: 'fees [true]', path: P, payload: { locationId: L, amounts: [true] }, status: 400, code: 'validation' },
  { name: 'fees at an unmapped location', path: P, payload: { locationId: 'nowhere', amounts: [1] }, status: 404, code: 'location_not_found' },
  { name: 'proposals [5e15]', path: '/v1/data/tips/proposals', payload: { locationId: L, serviceAmounts: [5e15] }, status: 422, code: 'amount_too_large' },
  { name: 'intent: a tip of 35e12', path: I, payload: intent({ amount: 35e12 }), status: 422, code: 'amount_too_large' },
  { name: 'intent: a service amount of 1e300', path: I, payload: intent({ serviceAmount: 1e300 }), status: 422, code: 'amount_too_large' },
  { name: 'intent: a tip of -5', path: I, payload: intent({ amount: -5 }), status: 400, code: 'validation' },
  { name: 'intent: firstName as an object', path: I, payload: intent({ firstName: { toString: 1 } }), status: 400, code: 'validation' },
  { name: 'intent: avatar missing', path: I, payload: { locationId: L, customer, tipSelections: [{ employeeId: 'e', firstName: 'a', lastName: 'b', amount: 1, level: 'low' }] }, status: 400, code: 'validation' },
  { name: 'intent: reused idempotency key with another payload', path: I, payload: intent({ amount: 9 }), init: { headers: { 'content-type': 'application/json', 'idempotency-key': 'reused' } }, status: 409, code: 'idempotency_key_reused' },
  { name: 'intent: a malformed idempotency key', path: I, payload: intent(), init: { headers: { 'content-type': 'application/json', 'idempotency-key': 'a b' } }, status: 400, code: 'invalid_idempotency_key' },
  { name: 'confirm an unknown transaction', path: '/v1/data/transaction/confirm', payload: { transactionId: 'nope' }, status: 404, code: 'not_found' },
  { name: 'confirm a confirmed transaction', path: '/v1/data/transaction/confirm', payload: (id: string) => ({ transactionId: id }), status: 409, code: 'invalid_state' },
  { name: 'cancel a confirmed transaction', path: '/v1/data/transaction/cancel', payload: (id: string) => ({ transactionId: id }), status: 409, code: 'invalid_state' },
  { name: 'refund of 1e16', path: R, payload: (id: string) => ({ transactionId: id, partial: true, amount: 1e16 }), status: 422, code: 'amount_too_large' },
  { name: 'refund: partial without amount', path: R, payload: (id: string) => ({ transactionId: id, partial: true }), status: 422, code: 'refund_amount_mismatch' },
  { name: 'refund: an amount without partial', path: R, payload: (id: string) => ({ transactionId: id, amount: 1 }), status: 422, code: 'refund_amount_mismatch' },
  { name: 'refund: talents on a full refund', path: R, payload: (id: string) => ({ transactionId: id, talents: [{ employeeId: 'e1', amount: 1 }] }), status: 422, code: 'refund_talents_need_partial' },
  { name: 'refund: more than is left', path: R, payload: (id: string) => ({ transactionId: id, partial: true, amount: 1000 }), status: 422, code: 'refund_exceeds_remaining' },
  { name: 'refund: more than one employee holds', path: R, payload: (id: string) => ({ transactionId: id, partial: true, amount: 6, talents: [{ employeeId: 'e1', amount: 6 }] }), status: 422, code: 'refund_exceeds_employee' },
  { name: 'refund: a talent who holds nothing yet', path: R, payload: (id: string) => ({ transactionId: id, partial: true, amount: 0.01, talents: [{ employeeId: 'e3', amount: 0.01 }] }), status: 422, code: 'refund_unknown_employee' },
  { name: 'refund: talents that do not add up', path: R, payload: (id: string) => ({ transactionId: id, partial: true, amount: 2, talents: [{ employeeId: 'e1', amount: 1 }] }), status: 422, code: 'refund_talents_mismatch' },
  { name: 'refund: a stranger as talent', path: R, payload: (id: string) => ({ transactionId: id, partial: true, amount: 1, talents: [{ employeeId: 'x', amount: 1 }] }), status: 422, code: 'refund_unknown_employee' },
  { name: 'refund: a talent twice', path: R, payload: (id: string) => ({ transactionId: id, partial: true, amount: 2, talents: [{ employeeId: 'e1', amount: 1 }, { employeeId: 'e1', amount: 1 }] }), status: 422, code: 'refund_duplicate_employee' },
  { name: 'refund: a negative talent amount', path: R, payload: (id: string) => ({ transactionId: id, partial: true, amount: 1, talents: [{ employeeId: 'e1', amount: -1 }] }), status: 400, code: 'validation' },
  { name: 'transfer: no talents', path: T, payload: (id: string) => ({ transactionId: id }), status: 422, code: 'transfer_talents_required' },
  { name: 'transfer: an empty talents list', path: T, payload: (id: string) => ({ transactionId: id, talents: [] }), status: 400, code: 'validation' },
  { name: 'transfer: amounts on some talents only', path: T, payload: (id: string) => ({ transactionId: id, talents: [{ employeeId: 'e1', amount: 10 }, { employeeId: 'e2' }] }), status: 422, code: 'transfer_amounts_incomplete' },
  { name: 'transfer: amounts that miss the net', path: T, payload: (id: string) => ({ transactionId: id, talents: [{ employeeId: 'e1', amount: 4.99 }] }), status: 422, code: 'transfer_sum_mismatch' },
  { name: 'transfer: a newcomer without names', path: T, payload: (id: string) => ({ transactionId: id, talents: [{ employeeId: 'new', avatar: '' }] }), status: 422, code: 'transfer_staff_incomplete' },
  { name: 'transfer: a newcomer without the avatar field', path: T, payload: (id: string) => ({ transactionId: id, talents: [{ employeeId: 'new', firstName: 'N', lastName: 'W' }] }), status: 422, code: 'transfer_staff_incomplete' },
  { name: 'transfer: a talent twice', path: T, payload: (id: string) => ({ transactionId: id, talents: [{ employeeId: 'e1' }, { employeeId: 'e1' }] }), status: 422, code: 'transfer_duplicate_employee' },
  { name: 'transfer: an amount of 1e20', path: T, payload: (id: string) => ({ transactionId: id, talents: [{ employeeId: 'e1', amount: 1e20 }] }), status: 422, code: 'amount_too_large' },
  { name: 'mapLocations: an identifier already mapped', path: '/v1/data/app/locations', payload: { locations: [{ identifier: L, lat: 39.799, long: -89.644 }] }, status: 409, code: 'LocationMappingError' },
  { name: 'mapLocations: latitude 91', path: '/v1/data/app/locations', payload: { locations: [{ identifier: 'x', lat: 91, long: 0 }] }, status: 400, code: 'validation' },
];

describe('bad input: the sandbox answers it with a clear error, never a 500', () => {
  for (const row of sandboxRows) {
    it(`${row.name} → ${row.status} ${row.code}`, async () => {
      const { sandbox, client } = setup();
      const id = await confirmed(client, [tip('e1', 5), tip('e2', 5)]);
      if (row.code === 'idempotency_key_reused') {
        await sandbox.fetch(`http://sandbox.test${I}`, { method: 'POST', headers: { 'content-type': 'application/json', 'idempotency-key': 'reused' }, body: JSON.stringify({ ...demo, payload: intent() }) });
      }
      const payload = typeof row.payload === 'function' ? (row.payload as (id: string) => unknown)(id) : row.payload;
      const method = row.init?.method ?? 'POST';
      const before = JSON.stringify(sandbox.transactions());
      const response = await sandbox.fetch(`http://sandbox.test${row.path}`, {
        method,
        headers: { 'content-type': 'application/json' },
        ...(method === 'GET' ? {} : { body: row.raw ?? JSON.stringify({ ...demo, payload }) }),
        ...row.init,
      });
      const body = (await response.json()) as { error: { code: string; message: string } };
      assert.deepEqual([response.status, body.error.code], [row.status, row.code], body.error.message);
      assert.equal(JSON.stringify(sandbox.transactions()), before, 'a refused call changed something');
      count('sandbox', `${row.status} ${row.code}`);
    });
  }
});

// ----- the client: refused before sending, or a typed error for what came back ---------------------

const noFetch = async (): Promise<Response> => assert.fail('nothing may be sent');
const requestRows: Array<[name: string, call: (c: DataClient) => Promise<unknown>]> = [
  ['a negative amount', (c) => c.fees({ locationId: L, amounts: [-1] })],
  ['NaN', (c) => c.fees({ locationId: L, amounts: [Number.NaN] })],
  ['Infinity', (c) => c.fees({ locationId: L, amounts: [Number.POSITIVE_INFINITY] })],
  ['five decimals', (c) => c.fees({ locationId: L, amounts: [10.00005] })],
  ['1e-7', (c) => c.fees({ locationId: L, amounts: [1e-7] })],
  [`more than ${MAX_REQUEST_AMOUNT}`, (c) => c.fees({ locationId: L, amounts: [MAX_REQUEST_AMOUNT + 0.01] })],
  ['1e20', (c) => c.fees({ locationId: L, amounts: [1e20] })],
  ['a string amount', (c) => c.fees({ locationId: L, amounts: ['5' as never] })],
  ['no amounts', (c) => c.fees({ locationId: L, amounts: [] })],
  ['an empty location', (c) => c.fees({ locationId: '', amounts: [1] })],
  ['a blank location', (c) => c.proposals({ locationId: ' \t', serviceAmounts: [1] })],
  ['a missing field', (c) => c.proposals({ locationId: L } as never)],
  ['a payload that is null', (c) => c.fees(null as never)],
  ['a payload that is a string', (c) => c.fees('fees' as never)],
  ['an unknown level', (c) => c.intent(intent({ level: 'huge' }) as never)],
  ['a tip of 35e12', (c) => c.intent(intent({ amount: 35e12 }) as never)],
  ['no tip selections', (c) => c.intent({ locationId: L, customer, tipSelections: [] })],
  ['a customer without id', (c) => c.intent({ locationId: L, customer: {} as never, tipSelections: [sel()] as never })],
  ['a blank transaction id', (c) => c.confirm({ transactionId: '  ' })],
  ['a partial refund without amount', (c) => c.refund({ transactionId: 't', partial: true })],
  ['a refund of zero', (c) => c.refund({ transactionId: 't', partial: true, amount: 0 })],
  ['a transfer with some amounts', (c) => c.transfer({ transactionId: 't', talents: [{ employeeId: 'a', amount: 1 }, { employeeId: 'b' }] })],
  ['a location without place', (c) => c.mapLocations({ locations: [{ identifier: 'x' }] })],
  ['latitude 91', (c) => c.mapLocations({ locations: [{ identifier: 'x', lat: 91, long: 0 }] })],
  ['an empty idempotency key', (c) => c.intent(intent() as never, { idempotencyKey: '' })],
  ['an idempotency key with a space', (c) => c.intent(intent() as never, { idempotencyKey: 'a b' })],
  ['an idempotency key with a line break', (c) => c.intent(intent() as never, { idempotencyKey: 'a\r\nX-Evil: 1' })],
  ['a non-ASCII idempotency key', (c) => c.intent(intent() as never, { idempotencyKey: 'clé' })],
  ['a 256-character idempotency key', (c) => c.intent(intent() as never, { idempotencyKey: 'k'.repeat(256) })],
];

const json = (status: number, body: unknown, headers: Record<string, string> = {}) => () =>
  new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
const quote = { amount: 1, fee: 0.33, total: 1.33 };
const answerRows: Array<[name: string, answer: () => Response | Promise<Response>, kind: typeof TipHttpError | typeof TipResponseError, check?: (e: TipError) => void]> = [
  ...[301, 302, 303, 307, 308].map((s): [string, () => Response, typeof TipHttpError] => [`a ${s} redirect`, () => new Response(null, { status: s, headers: { location: 'http://elsewhere.test/' } }), TipHttpError]),
  // (Checked with assert.ok: a failing assert.equal would diff megabytes.)
  ['a 5 MB error message', json(500, { error: { code: 'x', message: 'y'.repeat(5_000_000) } }), TipHttpError, (e) => assert.ok(e.message.length < 600, `message of ${e.message.length}`)],
  ['a 5 MB error code', json(409, { error: { code: 'c'.repeat(5_000_000) } }), TipHttpError, (e) => assert.ok(e.code === undefined && e.message.length < 600, 'a 5 MB code was kept')],
  ['an error code with markup', json(409, { error: { code: '<img src=x onerror=alert(1)>' } }), TipHttpError, (e) => assert.ok(e.code === undefined, `code ${e.code}`)],
  ['an error message with line breaks', json(500, { error: { message: 'a\nb\rc\u2028d' } }), TipHttpError, (e) => assert.doesNotMatch(e.message, /[\n\r\u2028]/)],
  ['an HTML error page', () => new Response('<html>oops</html>', { status: 502 }), TipHttpError],
  ['a 200 that is not JSON', () => new Response('<html></html>', { status: 200 }), TipResponseError],
  ['a 200 without data', json(200, { ok: true }), TipResponseError],
  ['a total that is not amount + fee', json(200, { data: [{ ...quote, total: 1.34 }] }), TipResponseError],
  ['a fee with five decimals', json(200, { data: [{ ...quote, fee: 0.33333, total: 1.33333 }] }), TipResponseError],
  ['a negative fee', json(200, { data: [{ amount: 1, fee: -0.33, total: 0.67 }] }), TipResponseError],
  ['a fee as a string', json(200, { data: [{ ...quote, fee: '0.33' }] }), TipResponseError],
  ['data that is not a list', json(200, { data: quote }), TipResponseError],
  ['2 MiB of answer', json(200, { data: [quote], pad: 'x'.repeat(2 * 1024 * 1024) }), TipResponseError],
];

describe('bad input: the client refuses it before sending, or names what came back', () => {
  for (const [name, call] of requestRows) {
    it(`${name} → TipRequestError, nothing sent`, async () => {
      const client = createDataClient({ baseUrl: 'http://x', fetch: noFetch, retries: 0 });
      await assert.rejects(call(client), (e: unknown) => e instanceof TipRequestError && e.issues.length > 0);
      count('client', 'TipRequestError, nothing sent');
    });
  }
  for (const [name, answer, kind, check] of answerRows) {
    it(`${name} → ${kind.name}`, async () => {
      const client = createDataClient({ baseUrl: 'http://x', fetch: async () => answer(), retries: 0 });
      await assert.rejects(client.fees({ locationId: L, amounts: [1] }), (e: unknown) => {
        assert.ok(e instanceof kind, String(e));
        check?.(e as TipError);
        return true;
      });
      count('client', kind.name);
    });
  }
});

// ----- the custom amount: what a customer types ------------------------------------------------

/** How the element answers each parse error: the checkout catalogue's message the customer reads. */
const messageFor: Record<string, keyof CheckoutMessages> = {
  invalid: 'tipInvalid',
  'other-currency': 'tipOtherCurrency',
  negative: 'tipNegative',
  'too-many-decimals': 'tipDecimals',
  'too-large': 'tipTooLarge',
};

const typed: Array<[text: string, locale: string, currency: string, error: keyof typeof messageFor]> = [
  ['5 0', 'en-US', 'USD', 'invalid'],
  ['12 34', 'en-US', 'USD', 'invalid'],
  ['1 2 3', 'en-US', 'USD', 'invalid'],
  ['TIP 5', 'en-US', 'USD', 'invalid'],
  ['ABC 12', 'en-US', 'USD', 'invalid'],
  ['five', 'en-US', 'USD', 'invalid'],
  ['5 dollars', 'en-US', 'USD', 'invalid'],
  ['12abc', 'en-US', 'USD', 'invalid'],
  ['1e5', 'en-US', 'USD', 'invalid'],
  ['0x10', 'en-US', 'USD', 'invalid'],
  ['Infinity', 'en-US', 'USD', 'invalid'],
  ['NaN', 'en-US', 'USD', 'invalid'],
  ['$', 'en-US', 'USD', 'invalid'],
  ['.', 'en-US', 'USD', 'invalid'],
  ['$$5', 'en-US', 'USD', 'invalid'],
  ['5 $ $', 'en-US', 'USD', 'invalid'],
  ['$5 USD', 'en-US', 'USD', 'invalid'],
  ['--5', 'en-US', 'USD', 'invalid'],
  ['12..5', 'en-US', 'USD', 'invalid'],
  ['1.2.3', 'en-US', 'USD', 'invalid'],
  ['1,23,4', 'en-US', 'USD', 'invalid'],
  ['1,2345', 'en-US', 'USD', 'invalid'],
  ['1.234,50', 'en-US', 'USD', 'invalid'],
  ['5²', 'en-US', 'USD', 'invalid'],
  ['½', 'en-US', 'USD', 'invalid'],
  ['①', 'en-US', 'USD', 'invalid'],
  ['٥', 'en-US', 'USD', 'invalid'],
  ['5\u200b0', 'en-US', 'USD', 'invalid'],
  ['5\n0', 'en-US', 'USD', 'invalid'],
  ['<b>5</b>', 'en-US', 'USD', 'invalid'],
  ['US 5', 'en-US', 'USD', 'invalid'],
  ['€5', 'en-US', 'USD', 'other-currency'],
  ['5 €', 'en-US', 'USD', 'other-currency'],
  ['EUR 5', 'en-US', 'USD', 'other-currency'],
  ['eur 5', 'en-US', 'USD', 'other-currency'],
  ['£5', 'en-US', 'USD', 'other-currency'],
  ['¥500', 'en-US', 'USD', 'other-currency'],
  ['CA$5', 'en-US', 'USD', 'other-currency'],
  ['R$5', 'en-US', 'USD', 'other-currency'],
  ['-5', 'en-US', 'USD', 'negative'],
  ['−5', 'en-US', 'USD', 'negative'],
  ['$-5', 'en-US', 'USD', 'negative'],
  ['(5.00)', 'en-US', 'USD', 'negative'],
  ['5-', 'en-US', 'USD', 'negative'],
  ['1.999', 'en-US', 'USD', 'too-many-decimals'],
  ['0.001', 'en-US', 'USD', 'too-many-decimals'],
  ['2000000', 'en-US', 'USD', 'too-large'],
  ['1,000,000.01', 'en-US', 'USD', 'too-large'],
  ['99999999999999999999', 'en-US', 'USD', 'too-large'],
  ['1,234.50', 'de-DE', 'EUR', 'invalid'],
  ['12 50', 'de-DE', 'EUR', 'invalid'],
  ['$12.50', 'de-DE', 'EUR', 'other-currency'],
  ['12,345', 'de-DE', 'EUR', 'too-many-decimals'],
  ['1.234,50', 'fr-FR', 'EUR', 'invalid'],
  ['12 50', 'fr-FR', 'EUR', 'invalid'],
  ['۱۲', 'ar-EG', 'USD', 'invalid'],
  ['١٢ ٥٠', 'ar-EG', 'USD', 'invalid'],
  ['١٢٫٥٠٠', 'ar-EG', 'USD', 'too-many-decimals'],
  ['€١٢', 'ar-EG', 'USD', 'other-currency'],
  ['12 34', 'ja-JP', 'JPY', 'invalid'],
  ['$12', 'ja-JP', 'JPY', 'other-currency'],
];

describe('bad input: the custom amount keeps the text and names the problem', () => {
  for (const [text, locale, currency, error] of typed) {
    it(`${JSON.stringify(text)} in a ${locale} ${currency} field → ${error} (${messageFor[error]})`, () => {
      const result = parseMoney(text, locale, { currency, maxCents: MAX_REQUEST_AMOUNT * 100 });
      assert.equal(result.ok, false, JSON.stringify(result));
      assert.equal(!result.ok && result.error, error);
      assert.ok(messageFor[error]! in en);
      count('custom amount', `${error} → ${messageFor[error]}`);
    });
  }
});

describe('bad input: count', () => {
  it('has at least 150 cases, every one answered', (t) => {
    let total = 0;
    const lines: string[] = [];
    for (const [part, answers] of tally) {
      const n = [...answers.values()].reduce((a, b) => a + b, 0);
      total += n;
      lines.push(`${part}: ${n} (${[...answers].map(([answer, k]) => `${answer} ×${k}`).join(', ')})`);
    }
    const expected = proxyRows.length + originRows.length + upstreamRows.length + leakRows.length + sandboxRows.length + requestRows.length + answerRows.length + typed.length;
    t.diagnostic(`bad inputs: ${total} of ${expected}`);
    for (const line of lines) t.diagnostic(line);
    assert.equal(total, expected, 'every row must have been run and counted');
    assert.ok(total >= 150, `only ${total} bad inputs`);
  });
});

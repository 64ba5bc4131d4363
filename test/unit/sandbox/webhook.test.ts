// The Display-mode webhook: what the sandbox posts when a customer has chosen tips, how it signs
// it, how it retries (driven by hand-advanced timers, never by waiting), and the host's
// verifyTipSignature, across implementations (the sandbox signs with WebCrypto, the host checks
// with node:crypto) and over real HTTP.
import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, it } from 'node:test';
import * as z from 'zod/mini';
import { tipsSelectedEvent } from '../../../src/client/index.js';
import { backoffDelay, signTipPayload } from '../../../src/sandbox/index.js';
import { SIGNATURE_MAX_BODY_BYTES, SIGNATURE_MAX_HEADER_LENGTH, SIGNATURE_MAX_V1_ENTRIES, verifyTipSignature } from '../../../src/server/index.js';
import { checkout, customerTips, cy, DEVICE, manualTimers, setupDisplay } from '../helpers/display.js';
import { FIXED_NOW } from '../helpers/sandbox.js';

const SECRET = 'whsec_test_0123456789';
const NOW_MS = FIXED_NOW.getTime();

/** A webhook receiver that records every POST and answers with the next status in `statuses` (then 200). */
function receiver(statuses: number[] = []) {
  const received: Array<{ body: string; signature: string | null; contentType: string | null }> = [];
  const fetch = async (_url: string, init: RequestInit): Promise<Response> => {
    const headers = new Headers(init.headers);
    received.push({ body: String(init.body), signature: headers.get('tip-signature'), contentType: headers.get('content-type') });
    return new Response(null, { status: statuses.shift() ?? 200 });
  };
  return { fetch, received };
}

describe('webhook: tips.selected', () => {
  it('is posted once the customer continues to payment, with the documented body, and verifies', async () => {
    const { fetch, received } = receiver();
    const { sandbox, client, device } = setupDisplay({ webhook: { url: 'https://pos.example/hook', secret: SECRET, fetch } });
    await client.create(checkout('t1', { service: [{ employeeId: 'e-ana', firstName: 'Ana', lastName: 'Lima', avatar: '', amount: 50, preselectedTip: 4 }, cy] }));
    device.choose('e-cy', { level: 'medium' });
    device.review();
    assert.equal(received.length, 0, 'nothing before the customer continues');
    device.continueToPayment();
    await sandbox.webhooksIdle();
    assert.equal(received.length, 1);
    const [hit] = received;
    assert.equal(hit!.contentType, 'application/json');
    assert.ok(verifyTipSignature(hit!.body, hit!.signature, SECRET, { now: () => NOW_MS }));
    const event = z.parse(tipsSelectedEvent, JSON.parse(hit!.body));
    assert.match(event.id, /^evt_[0-9a-f]{24}$/);
    assert.deepEqual(
      { ...event, id: 'x' },
      {
        id: 'x',
        type: 'tips.selected',
        createdAt: FIXED_NOW.toISOString(),
        transactionId: 't1',
        deviceId: DEVICE,
        // Ana's $4 was included by the POS; Cy chose the medium $2 proposal on an $8 service.
        tips: [
          { employeeId: 'e-ana', level: 'custom', amount: 4, fee: 0.42, serviceAmount: 50, included: true },
          { employeeId: 'e-cy', level: 'medium', amount: 2, fee: 0.36, serviceAmount: 8 },
        ],
        fees: { service: 0.78, pos: 0, total: 0.78 },
        total: 6.78,
      },
    );
    assert.deepEqual(sandbox.webhookDeliveries().map((d) => [d.id, d.state, d.attempts.map((a) => a.status)]), [[event.id, 'delivered', [200]]]);
  });

  it('each selection is its own event: after an update the customer chooses again and a second event follows', async () => {
    const { fetch, received } = receiver();
    const { sandbox, client, device } = setupDisplay({ webhook: { url: 'https://pos.example/hook', secret: SECRET, fetch } });
    await client.create(checkout('t1'));
    customerTips(device);
    await client.update({ ...checkout('t1'), service: [{ ...cy, amount: 8 }] });
    device.choose('e-cy', { level: 'none' });
    device.review();
    device.continueToPayment();
    await sandbox.webhooksIdle();
    const events = received.map((r) => JSON.parse(r.body) as { id: string; tips: unknown[]; total: number });
    assert.equal(events.length, 2);
    assert.notEqual(events[0]!.id, events[1]!.id);
    assert.deepEqual(events.map((e) => [e.tips.length, e.total]), [
      [1, 10.6],
      [0, 0],
    ]);
  });

  it('async mode reports the tips the same way, as the device goes idle', async () => {
    const { fetch, received } = receiver();
    const { sandbox, client, device } = setupDisplay({ webhook: { url: 'https://pos.example/hook', secret: SECRET, fetch } });
    await client.create(checkout('t1', { isAsync: true }));
    customerTips(device);
    await sandbox.webhooksIdle();
    assert.equal(device.screen.kind, 'home');
    assert.equal((JSON.parse(received[0]!.body) as { transactionId: string }).transactionId, 't1');
  });

  it('without a configured URL nothing is posted; setWebhook() configures it later', async () => {
    const { fetch, received } = receiver();
    const { sandbox, client, device } = setupDisplay();
    await client.create(checkout('t1'));
    customerTips(device);
    await sandbox.webhooksIdle();
    assert.deepEqual([received.length, sandbox.webhookDeliveries().length], [0, 0]);
    sandbox.setWebhook({ url: 'https://pos.example/hook', secret: SECRET, fetch });
    await client.create(checkout('t2'));
    await client.cancel({ deviceId: DEVICE, transactionId: 't1' });
    customerTips(device);
    await sandbox.webhooksIdle();
    assert.equal(received.length, 1);
    assert.throws(() => sandbox.setWebhook({ url: '', secret: SECRET }), TypeError);
    assert.throws(() => sandbox.setWebhook({ url: 'https://x', secret: '' }), TypeError);
  });
});

describe('webhook: retries with bounded exponential back-off', () => {
  it('the schedule: 1 s, 2 s, 4 s, 8 s, 16 s, then it gives up after 6 attempts', () => {
    assert.deepEqual([1, 2, 3, 4, 5].map((n) => backoffDelay(n)), [1000, 2000, 4000, 8000, 16000]);
    assert.equal(backoffDelay(10), 30_000, 'capped at 30 s');
    assert.deepEqual([1, 2, 3].map((n) => backoffDelay(n, 100, 250)), [100, 200, 250]);
  });

  it('a failing receiver gets 6 attempts at 1/2/4/8/16 s, each signed afresh, and then the delivery is failed', async () => {
    const { fetch, received } = receiver([500, 503, 404, 500, 502, 500]);
    const clock = { ms: NOW_MS };
    const manual = manualTimers();
    const { sandbox, client, device } = setupDisplay({
      now: () => new Date(clock.ms),
      webhook: { url: 'https://pos.example/hook', secret: SECRET, fetch, timers: manual.timers },
    });
    await client.create(checkout('t1'));
    customerTips(device);
    await sandbox.webhooksIdle();
    const waits: number[] = [];
    for (;;) {
      const [delivery] = sandbox.webhookDeliveries();
      if (delivery!.state !== 'pending') break;
      const wait = delivery!.nextRetryMs!;
      waits.push(wait);
      clock.ms += wait;
      manual.fire(wait);
      await sandbox.webhooksIdle();
    }
    assert.deepEqual(waits, [1000, 2000, 4000, 8000, 16000]);
    const [delivery] = sandbox.webhookDeliveries();
    assert.deepEqual([delivery!.state, delivery!.attempts.map((a) => a.status)], ['failed', [500, 503, 404, 500, 502, 500]]);
    assert.equal(received.length, 6);
    assert.equal(new Set(received.map((r) => r.body)).size, 1, 'the same body every time');
    const stamps = received.map((r) => Number(/t=(\d+)/.exec(r.signature ?? '')?.[1]));
    assert.deepEqual(stamps.map((t) => t - stamps[0]!), [0, 1, 3, 7, 15, 31], 'signed at the time of each attempt');
    received.forEach((r, i) => assert.ok(verifyTipSignature(r.body, r.signature, SECRET, { now: () => NOW_MS + stamps[i]! * 1000 - stamps[0]! * 1000 })));
    assert.deepEqual(manual.pending(), [], 'nothing left scheduled');
  });

  it('stops retrying at the first 2xx', async () => {
    const { fetch, received } = receiver([503, 500, 204]);
    const manual = manualTimers();
    const { sandbox, client, device } = setupDisplay({ webhook: { url: 'https://pos.example/hook', secret: SECRET, fetch, timers: manual.timers } });
    await client.create(checkout('t1'));
    customerTips(device);
    await sandbox.webhooksIdle();
    manual.fire(1000);
    await sandbox.webhooksIdle();
    manual.fire(2000);
    await sandbox.webhooksIdle();
    const [delivery] = sandbox.webhookDeliveries();
    assert.deepEqual([delivery!.state, delivery!.attempts.map((a) => a.status), received.length], ['delivered', [503, 500, 204], 3]);
    assert.deepEqual(manual.pending(), []);
  });

  it('a network failure and an attempt that times out are retried too', async () => {
    let calls = 0;
    const manual = manualTimers();
    const fetch = async (_url: string, init: RequestInit): Promise<Response> => {
      calls++;
      if (calls === 1) throw new TypeError('connect ECONNREFUSED');
      if (calls === 2) {
        // Never answers: the attempt's own timeout (a timer) aborts it.
        return new Promise((_, reject) => {
          const fail = () => reject(new DOMException('aborted', 'AbortError'));
          if (init.signal?.aborted) fail();
          init.signal?.addEventListener('abort', fail);
        });
      }
      return new Response(null, { status: 200 });
    };
    const { sandbox, client, device } = setupDisplay({
      webhook: { url: 'https://pos.example/hook', secret: SECRET, fetch, timers: manual.timers, timeoutMs: 5000, attempts: 3 },
    });
    await client.create(checkout('t1'));
    customerTips(device);
    await sandbox.webhooksIdle();
    manual.fire(1000);
    await new Promise((r) => setImmediate(r));
    manual.fire(5000); // the second attempt's timeout
    await sandbox.webhooksIdle();
    manual.fire(2000);
    await sandbox.webhooksIdle();
    const [delivery] = sandbox.webhookDeliveries();
    assert.equal(delivery!.state, 'delivered');
    assert.deepEqual(delivery!.attempts.map((a) => a.error ?? a.status), ['connect ECONNREFUSED', 'timeout', 200]);
  });

  it('reset() cancels scheduled retries', async () => {
    const { fetch, received } = receiver([500]);
    const manual = manualTimers();
    const { sandbox, client, device } = setupDisplay({ webhook: { url: 'https://pos.example/hook', secret: SECRET, fetch, timers: manual.timers } });
    await client.create(checkout('t1'));
    customerTips(device);
    await sandbox.webhooksIdle();
    assert.deepEqual(manual.pending(), [1000]);
    sandbox.reset();
    assert.deepEqual([manual.pending(), sandbox.webhookDeliveries(), received.length], [[], [], 1]);
  });
});

describe('verifyTipSignature', () => {
  const body = '{"id":"evt_1","type":"tips.selected"}';
  const t = Math.floor(NOW_MS / 1000);
  const sign = (secret: string, at: number, text = body) => createHmac('sha256', secret).update(`${at}.${text}`).digest('hex');
  const now = () => NOW_MS;

  it('accepts what the sandbox signs (WebCrypto), as a string or as raw bytes', async () => {
    const header = await signTipPayload(body, SECRET, t);
    assert.equal(header, `t=${t},v1=${sign(SECRET, t)}`, 'WebCrypto and node:crypto agree');
    assert.equal(verifyTipSignature(body, header, SECRET, { now }), true);
    assert.equal(verifyTipSignature(new TextEncoder().encode(body), header, SECRET, { now }), true);
    assert.equal(verifyTipSignature(body, ` t=${t} , v1=${sign(SECRET, t).toUpperCase()} `, SECRET, { now }), true, 'spaces and upper-case hex');
  });

  const refused: Array<[string, string, string, string]> = [
    ['a changed body', body.replace('evt_1', 'evt_2'), `t=${t},v1=${sign(SECRET, t)}`, SECRET],
    ['re-serialised JSON (a space added)', body.replace(':', ': '), `t=${t},v1=${sign(SECRET, t)}`, SECRET],
    ['another secret', body, `t=${t},v1=${sign('other', t)}`, SECRET],
    ['a timestamp changed after signing', body, `t=${t + 1},v1=${sign(SECRET, t)}`, SECRET],
    ['signed six minutes ago', body, `t=${t - 360},v1=${sign(SECRET, t - 360)}`, SECRET],
    ['signed six minutes ahead', body, `t=${t + 360},v1=${sign(SECRET, t + 360)}`, SECRET],
    ['no timestamp', body, `v1=${sign(SECRET, t)}`, SECRET],
    ['no signature', body, `t=${t}`, SECRET],
    ['a truncated signature', body, `t=${t},v1=${sign(SECRET, t).slice(0, 63)}`, SECRET],
    ['a v0 scheme only', body, `t=${t},v0=${sign(SECRET, t)}`, SECRET],
    ['garbage', body, 'hello', SECRET],
    ['an empty secret', body, `t=${t},v1=${createHmac('sha256', '').update(`${t}.${body}`).digest('hex')}`, ''],
  ];
  for (const [what, text, header, secret] of refused) {
    it(`refuses ${what}`, () => {
      assert.equal(verifyTipSignature(text, header, secret, { now }), false);
    });
  }

  it('refuses a missing header, and accepts any of several v1 signatures (secret rotation)', () => {
    assert.equal(verifyTipSignature(body, undefined, SECRET, { now }), false);
    assert.equal(verifyTipSignature(body, null, SECRET, { now }), false);
    assert.equal(verifyTipSignature(body, `t=${t},v1=${sign('old', t)},v1=${sign(SECRET, t)}`, SECRET, { now }), true);
  });

  it('the tolerance is adjustable: five minutes by default, inclusive', () => {
    const header = `t=${t - 300},v1=${sign(SECRET, t - 300)}`;
    assert.equal(verifyTipSignature(body, header, SECRET, { now }), true);
    assert.equal(verifyTipSignature(body, header, SECRET, { now, toleranceSeconds: 299 }), false);
  });

  it('a tolerance that is not a finite number of seconds, 0 or more, throws a TypeError instead of turning the window off', () => {
    const old = `t=${t - 10 * 365 * 86400},v1=${sign(SECRET, t - 10 * 365 * 86400)}`;
    const fresh = `t=${t},v1=${sign(SECRET, t)}`;
    for (const toleranceSeconds of [Number.NaN, Number(undefined), Infinity, -Infinity, -1, -0.5, '300' as unknown as number]) {
      assert.throws(() => verifyTipSignature(body, old, SECRET, { now, toleranceSeconds }), TypeError, String(toleranceSeconds));
      assert.throws(() => verifyTipSignature(body, fresh, SECRET, { now, toleranceSeconds }), TypeError, `${String(toleranceSeconds)}, even for a fresh signature`);
    }
    assert.equal(verifyTipSignature(body, fresh, SECRET, { now, toleranceSeconds: 0 }), true, '0: this very second only');
    assert.equal(verifyTipSignature(body, `t=${t - 1},v1=${sign(SECRET, t - 1)}`, SECRET, { now, toleranceSeconds: 0 }), false);
    assert.throws(() => verifyTipSignature(body, fresh, SECRET, { now: () => Number.NaN }), TypeError, 'a clock that answers NaN');
  });

  it(`caps the v1 entries at ${SIGNATURE_MAX_V1_ENTRIES} and the header at ${SIGNATURE_MAX_HEADER_LENGTH} characters: a flood is refused even with the right signature in it`, () => {
    const good = sign(SECRET, t);
    const wrong = sign('other', t);
    const entries = (n: number) => Array.from({ length: n - 1 }, () => `v1=${wrong}`).concat(`v1=${good}`).join(',');
    assert.equal(verifyTipSignature(body, `t=${t},${entries(SIGNATURE_MAX_V1_ENTRIES)}`, SECRET, { now }), true, 'the most allowed');
    assert.ok(`t=${t},${entries(SIGNATURE_MAX_V1_ENTRIES)}`.length <= SIGNATURE_MAX_HEADER_LENGTH, 'the most allowed fit in the header cap');
    assert.equal(verifyTipSignature(body, `t=${t},${entries(SIGNATURE_MAX_V1_ENTRIES + 1)}`, SECRET, { now }), false, 'one more');
    assert.equal(verifyTipSignature(body, `t=${t},${'v1=x,'.repeat(SIGNATURE_MAX_V1_ENTRIES)}v1=${good}`, SECRET, { now }), false, 'malformed entries count too');
    assert.equal(verifyTipSignature(body, `t=${t},v1=${good},${' '.repeat(SIGNATURE_MAX_HEADER_LENGTH)}`, SECRET, { now }), false, 'a padded header');
  });

  it(`hashes at most maxBodyBytes (default ${SIGNATURE_MAX_BODY_BYTES} bytes, in UTF-8): a bigger body is refused, signed or not`, () => {
    const at = (text: string) => `t=${t},v1=${sign(SECRET, t, text)}`;
    const fits = 'x'.repeat(SIGNATURE_MAX_BODY_BYTES);
    const over = 'x'.repeat(SIGNATURE_MAX_BODY_BYTES + 1);
    assert.equal(verifyTipSignature(fits, at(fits), SECRET, { now }), true);
    assert.equal(verifyTipSignature(over, at(over), SECRET, { now }), false);
    assert.equal(verifyTipSignature(Buffer.from(over), at(over), SECRET, { now }), false, 'as bytes');
    const euros = '€'.repeat(Math.ceil(SIGNATURE_MAX_BODY_BYTES / 3) + 1); // fewer characters than the cap, more bytes
    assert.ok(euros.length < SIGNATURE_MAX_BODY_BYTES);
    assert.equal(verifyTipSignature(euros, at(euros), SECRET, { now }), false, 'UTF-8 bytes count, not characters');
    assert.equal(verifyTipSignature(body, at(body), SECRET, { now, maxBodyBytes: body.length }), true);
    assert.equal(verifyTipSignature(body, at(body), SECRET, { now, maxBodyBytes: body.length - 1 }), false);
    for (const maxBodyBytes of [0, -1, 1.5, Number.NaN, Infinity]) {
      assert.throws(() => verifyTipSignature(body, at(body), SECRET, { now, maxBodyBytes }), TypeError, String(maxBodyBytes));
    }
  });
});

describe('webhook over real HTTP', () => {
  it('the sandbox POSTs to a Node server that verifies the raw body and answers 200', async () => {
    const seen: Array<{ verified: boolean; type: string }> = [];
    const server = createServer((req: IncomingMessage, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const raw = Buffer.concat(chunks);
        const verified = verifyTipSignature(raw, req.headers['tip-signature'] as string | undefined, SECRET);
        seen.push({ verified, type: verified ? (JSON.parse(raw.toString('utf8')) as { type: string }).type : '' });
        res.statusCode = verified ? 200 : 400;
        res.end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      // The real clock: the receiver checks the timestamp against its own.
      const { sandbox, client, device } = setupDisplay({ now: () => new Date(), webhook: { url: `http://127.0.0.1:${port}/hook`, secret: SECRET } });
      await client.create(checkout('t1'));
      customerTips(device);
      await sandbox.webhooksIdle();
      assert.deepEqual(seen, [{ verified: true, type: 'tips.selected' }]);
      assert.equal(sandbox.webhookDeliveries()[0]!.state, 'delivered');
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

describe('webhook: redirects are never followed', () => {
  /** A Node server on a free port that records every request and answers with `answer`. */
  async function server(answer: (res: import('node:http').ServerResponse) => void) {
    const hits: Array<{ method: string; url: string; signature: string | undefined; body: string }> = [];
    const http = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        hits.push({ method: req.method ?? '', url: req.url ?? '', signature: req.headers['tip-signature'] as string | undefined, body: Buffer.concat(chunks).toString('utf8') });
        answer(res);
      });
    });
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    const { port } = http.address() as AddressInfo;
    return { url: `http://127.0.0.1:${port}`, hits, close: () => new Promise<void>((resolve) => http.close(() => resolve())) };
  }

  for (const status of [307, 308, 301, 302, 303]) {
    it(`a ${status} to another local server: that server receives nothing, the attempt failed and is retried with back-off, never redirected`, async () => {
      const elsewhere = await server((res) => res.end());
      const hook = await server((res) => {
        res.writeHead(status, { location: `${elsewhere.url}/stolen` });
        res.end();
      });
      try {
        const manual = manualTimers();
        const { sandbox, client, device } = setupDisplay({
          now: () => new Date(),
          webhook: { url: `${hook.url}/hook`, secret: SECRET, timers: manual.timers, attempts: 3 },
        });
        await client.create(checkout('t1'));
        customerTips(device);
        await sandbox.webhooksIdle();
        assert.deepEqual(manual.pending(), [1000], 'the 3xx is a failure, retried after the first back-off');
        manual.fire(1000);
        await sandbox.webhooksIdle();
        manual.fire(2000);
        await sandbox.webhooksIdle();
        const [delivery] = sandbox.webhookDeliveries();
        assert.deepEqual([delivery!.state, delivery!.attempts.map((a) => a.status ?? a.error)], ['failed', [status, status, status]]);
        assert.equal(hook.hits.length, 3, 'the configured URL got each attempt');
        assert.ok(hook.hits.every((h) => h.method === 'POST' && h.url === '/hook' && h.signature !== undefined));
        assert.deepEqual(elsewhere.hits, [], 'the redirect target received nothing');
        assert.deepEqual(manual.pending(), []);
      } finally {
        await hook.close();
        await elsewhere.close();
      }
    });
  }

  it('a fetch that followed a redirect anyway (a host-supplied fetch) does not count as delivered', async () => {
    const manual = manualTimers();
    const fetch = async (): Promise<Response> => {
      const response = new Response(null, { status: 200 });
      Object.defineProperty(response, 'redirected', { value: true });
      return response;
    };
    const { sandbox, client, device } = setupDisplay({ webhook: { url: 'https://pos.example/hook', secret: SECRET, fetch, timers: manual.timers } });
    await client.create(checkout('t1'));
    customerTips(device);
    await sandbox.webhooksIdle();
    const [delivery] = sandbox.webhookDeliveries();
    assert.equal(delivery!.state, 'pending');
    assert.deepEqual(manual.pending(), [1000]);
    sandbox.reset();
  });

  it('the sender asks fetch not to follow redirects', async () => {
    const seen: Array<RequestRedirect | undefined> = [];
    const fetch = async (_url: string, init: RequestInit): Promise<Response> => {
      seen.push(init.redirect);
      return new Response(null, { status: 204 });
    };
    const { sandbox, client, device } = setupDisplay({ webhook: { url: 'https://pos.example/hook', secret: SECRET, fetch } });
    await client.create(checkout('t1'));
    customerTips(device);
    await sandbox.webhooksIdle();
    assert.deepEqual(seen, ['manual']);
  });
});

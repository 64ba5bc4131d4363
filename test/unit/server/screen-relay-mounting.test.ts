// The screen relay mounted as a host mounts it: in Express behind express.json() (the body the
// parser read is used; the event stream reaches the browser as it is written), and in
// createNodeServer, whose request time limit must not cut a long event stream.
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { describe, it } from 'node:test';
import express from 'express';
import { createNodeServer, createScreenRelay, toConnectMiddleware } from '../../../src/server/index.js';
import { listen } from '../helpers/http.js';
import { openEvents, post, sale, TOKEN } from '../helpers/screen-relay.js';

describe('mounting the screen relay', () => {
  it('works in Express behind express.json(), its events streamed as they happen', async () => {
    const app = express();
    app.use(express.json());
    app.use('/api/screens', toConnectMiddleware(createScreenRelay({ heartbeatMs: 50 })));
    const server = await listen(app);
    const url = `${server.url}/api/screens`;
    try {
      const code = await post(`${url}/screen/code`, {});
      const paired = await post(`${url}/station/pair`, { code: code.body.code });
      assert.equal(paired.status, 200);
      const screen = await openEvents(`${url}/screen/events`, code.body.token);
      await screen.next((e) => e.event === 'snapshot');
      await post(`${url}/station/messages`, { type: 'sale', saleId: 's-1', seq: 1, sale }, { [TOKEN]: paired.body.token });
      assert.deepEqual((await screen.next((e) => e.event === 'sale')).data.sale, sale);
      screen.close();
    } finally {
      await server.close();
    }
  });

  it('keeps an event stream open in createNodeServer past its request time limit', async () => {
    const server = createNodeServer(createScreenRelay({ heartbeatMs: 40 }), { requestTimeoutMs: 150, headersTimeoutMs: 100, idleTimeoutMs: 100 });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/screens`;
    try {
      const code = await post(`${url}/screen/code`, {});
      const screen = await openEvents(`${url}/screen/events`, code.body.token);
      await screen.next((e) => e.event === 'snapshot');
      // Heartbeats keep coming well past requestTimeoutMs: wait for ten of them (400 ms at least).
      const deadline = Date.now() + 3000;
      while (screen.comments < 10 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
      assert.ok(screen.comments >= 10, `${screen.comments} heartbeats`);
      await assert.rejects(screen.ended(1), /still open/);
      screen.close();
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

// Slow clients against the Node adapter (createNodeServer in front of the proxy, a fake service
// on 127.0.0.1): a few hundred sockets dripping a declared 100 kB body a few bytes at a time and
// sockets sending an endless chunked body, while honest fees calls keep coming. Loopback only;
// every attacker stops when the honest calls are done.
import assert from 'node:assert/strict';
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { createNodeServer, createTipProxy } from '../../../src/server/index.js';
import { demo } from '../helpers/sandbox.js';

const FEES_PATH = '/api/tips/v1/data/tips/fees';
const FEES = JSON.stringify({ payload: { locationId: 'demo-location', amounts: [1] } });
const DRIPPERS = 260;
const ENDLESS = 40;
const HONEST = 150;

let service: Server;
let proxy: Server;
let port = 0;

before(async () => {
  service = createServer((req, res) => {
    req.resume();
    req.on('end', () => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ data: [{ amount: 1, fees: { service: 0.1, pos: 0, total: 0.1 }, total: 1.1 }] })));
  });
  service.listen(0, '127.0.0.1');
  await once(service, 'listening');
  const baseUrl = `http://127.0.0.1:${(service.address() as AddressInfo).port}`;
  proxy = createNodeServer(createTipProxy({ baseUrl, ...demo }));
  proxy.listen(0, '127.0.0.1');
  await once(proxy, 'listening');
  port = (proxy.address() as AddressInfo).port;
});

after(async () => {
  for (const server of [proxy, service]) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

/**
 * One attacker: opens a socket, sends headers, then a byte (or a chunk) at a time until `stopped()`;
 * when the proxy pushes it out, it comes back on a new socket.
 */
function attacker(chunked: boolean, stopped: () => boolean, sockets: Set<Socket>): Promise<void> {
  return new Promise((resolve) => {
    const open = () => {
      if (stopped()) return resolve();
      const socket = connect(port, '127.0.0.1');
      sockets.add(socket);
      socket.on('error', () => undefined);
      socket.resume();
      const head = chunked ? 'transfer-encoding: chunked' : 'content-length: 100000';
      socket.write(`POST ${FEES_PATH} HTTP/1.1\r\nhost: 127.0.0.1\r\ncontent-type: application/json\r\n${head}\r\n\r\n`);
      const drip = setInterval(() => {
        if (stopped()) {
          clearInterval(drip);
          socket.destroy();
          return;
        }
        socket.write(chunked ? '1\r\n \r\n' : ' ');
      }, 100);
      socket.on('close', () => {
        clearInterval(drip);
        sockets.delete(socket);
        open();
      });
    };
    open();
  });
}

describe('slow clients cannot hold the proxy', () => {
  it(`${DRIPPERS} dripping bodies and ${ENDLESS} endless chunked bodies: honest fees calls are still answered`, async () => {
    let done = false;
    const sockets = new Set<Socket>();
    const attackers = [
      ...Array.from({ length: DRIPPERS }, () => attacker(false, () => done, sockets)),
      ...Array.from({ length: ENDLESS }, () => attacker(true, () => done, sockets)),
    ];
    // The flood is in place once every attacker has its socket open.
    const deadline = Date.now() + 10_000;
    while (sockets.size < DRIPPERS + ENDLESS && Date.now() < deadline) await new Promise((resolve) => setImmediate(resolve));
    const latencies: number[] = [];
    let answered = 0;
    try {
      // Ten at a time, as a few busy tills would send them.
      for (let batch = 0; batch < HONEST / 10; batch++) {
        await Promise.all(
          Array.from({ length: 10 }, async () => {
            const started = performance.now();
            try {
              const response = await fetch(`http://127.0.0.1:${port}${FEES_PATH}`, {
                method: 'POST',
                headers: { 'content-type': 'application/json' },
                body: FEES,
                // The client's default time limit: an honest till gives up after it.
                signal: AbortSignal.timeout(15_000),
              });
              await response.arrayBuffer();
              if (response.status === 200) answered++;
            } catch {
              // Not answered within the client's time limit: counted as lost.
            }
            latencies.push(performance.now() - started);
          }),
        );
      }
    } finally {
      done = true;
      for (const socket of sockets) socket.destroy();
      await Promise.all(attackers);
    }
    latencies.sort((a, b) => a - b);
    const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!.toFixed(0);
    console.log(`# slow clients: ${answered}/${HONEST} honest fees answered 200; latency p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms`);
    assert.ok(answered >= HONEST * 0.95, `at least 95% answered (${answered}/${HONEST})`);
  });
});

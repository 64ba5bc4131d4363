// The customer screen's link, measured in Node (issue 34): a choice sent by the screen's transport
// to the station link's `tip-change`, p50 and p95 over 200 choices, over a BroadcastChannel (Node's,
// in one process: the transport's own cost) and through the relay on localhost (HTTP POST up, the
// station's event stream down); and the relay's memory per idle pairing (memory store, 2,000 links).
// Timings are reported, never asserted.
//   node --expose-gc --import tsx bench/screen-latency.ts
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createScreenRelay, toNodeHandler } from '../src/server/index.js';
import { broadcastTransport } from '../src/screen/broadcast.js';
import { relayTransport } from '../src/screen/relay.js';
import { createStationLink } from '../src/screen/station-link.js';
import type { ScreenTransport } from '../src/screen/transport.js';
import { customer, staff } from '../test/fixtures/sale.js';

const CHOICES = 200;
const sale = { staff, customer, locationId: 'store-1', currency: 'USD' };
const member = staff[0]!;

const until = async (check: () => unknown, ms = 10_000) => {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
};
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function choices(screen: ScreenTransport, station: ScreenTransport): Promise<{ p50: number; p95: number }> {
  const link = createStationLink({ transport: station });
  screen.open('screen');
  await until(() => link.status === 'online');
  await link.startSale({ saleId: 'bench', ...sale });
  await until(() => screen.sale?.saleId === 'bench');
  const times: number[] = [];
  for (let i = 1; i <= CHOICES; i++) {
    const heard = new Promise<void>((resolve) => link.addEventListener('tip-change', () => resolve(), { once: true }));
    const start = performance.now();
    await screen.send({ type: 'choice', saleId: 'bench', seq: i, selections: [{ ...member, amount: i % 50, level: 'custom' }] });
    await heard;
    times.push(performance.now() - start);
  }
  screen.close();
  link.close();
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

const round = (ms: number) => Math.round(ms * 100) / 100;

const broadcast = await choices(broadcastTransport('bench'), broadcastTransport('bench'));
console.log(`broadcastTransport (Node BroadcastChannel): choice → tip-change p50 ${round(broadcast.p50)} ms, p95 ${round(broadcast.p95)} ms (${CHOICES} choices)`);

const server = createServer(toNodeHandler(createScreenRelay(), { maxConcurrentRequests: 1000 }));
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/screens`;
const screen = relayTransport({ url, storage: null });
const station = relayTransport({ url, storage: null });
screen.open('screen');
await until(() => screen.code);
const pairing = createStationLink({ transport: station });
await pairing.pair(screen.code!);
const relayed = await choices(screen, station);
console.log(`relayTransport (localhost HTTP): choice → tip-change p50 ${round(relayed.p50)} ms, p95 ${round(relayed.p95)} ms (${CHOICES} choices)`);
server.closeAllConnections();
server.close();

// Memory per idle pairing: 2,000 links made and paired through the handler, no streams open.
const gc = (globalThis as { gc?: () => void }).gc;
if (gc) {
  const relay = createScreenRelay({ maxNewCodes: 1e9, maxWrongCodes: 1e9 });
  const post = (path: string, body: unknown) =>
    relay(new Request(`http://relay/api/screens/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }));
  gc();
  const before = process.memoryUsage().heapUsed;
  const N = 2000;
  for (let i = 0; i < N; i++) {
    const { code } = (await (await post('screen/code', {})).json()) as { code: string };
    await post('station/pair', { code });
  }
  gc();
  const after = process.memoryUsage().heapUsed;
  console.log(`relay memory store: ${Math.round((after - before) / N)} bytes of heap per idle pairing (${N} pairings)`);
} else {
  console.log('memory per pairing: run with --expose-gc');
}

// The checkout's cold page in the low-end profile (bench/lowend.mjs), written as the demo's POS
// page is: `<tip-checkout>` is in the HTML, and this script (bundled with code splitting, as an
// app's bundler would) imports the checkout entry and its client, and gives the checkout the sale
// named by `<html data-sale>` and a client that asks the bench server (`/api/tips`, standing for
// the host's proxy) for the proposals. bench/watch.ts, inlined above it, times the first tip proposal painted;
// `window.scriptRan`, when this script starts (its imports run): the least a client-rendered page waits.
import { createDataClient, type TipCheckout } from '../src/checkout.js';
import { customer, demoStaff, staffOf } from './staff.js';

// The modules have been fetched and run (lit, the elements defined, the client): nothing is rendered yet.
(window as unknown as { scriptRan: number }).scriptRan = performance.now();
performance.mark('bench:script-ran');
const sale = document.documentElement.dataset['sale'] ?? 'demo';
const checkout = document.querySelector<TipCheckout>('tip-checkout')!;
checkout.client = createDataClient({ baseUrl: '/api/tips' });
checkout.customer = customer;
checkout.staff = sale === 'demo' ? demoStaff : staffOf(Number(sale));

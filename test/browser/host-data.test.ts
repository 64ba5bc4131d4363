/**
 * Bad host data is loud: `staff`, `lines` and `customer` that do not match their documented shape
 * (`StaffMember[]`, `DisplayLine[]`, `Customer`) fire `tip-error` with a `TipRequestError` whose
 * `operation` is the field and whose issues name what is wrong (and a console warning, since the
 * tests run Lit's development build), instead of drawing blank rows. Data as documented fires nothing.
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { TipRequestError } from '../../src/client/errors.js';
import type { TipErrorEvent } from '../../src/elements/internal/events.js';
import type { DisplayLine, StaffMember } from '../../src/elements/internal/types.js';
import type { Customer } from '../../src/protocol/schemas.js';
import '../../src/index.js';
import { DEMO_LOCATION_ID } from '../../src/sandbox/index.js';
import { customer, staffWithoutAvatars } from '../fixtures/sale.js';
import { bill } from './checkout-page.js';
import { nextTask, service } from './support.js';

const staff = staffWithoutAvatars();

/** What a host that misread the docs passes: the bill's lines as `{ description, amount }`. */
const wrongLines = [{ description: 'Balayage', amount: 94 }, { description: 'Shampoo', amount: 34 }] as unknown as DisplayLine[];
/** Staff with a numeric id and the service amount as text. */
const wrongStaff = [{ employeeId: 7, firstName: 'Maya', lastName: 'Okafor', avatar: '', serviceAmount: '85.00' }] as unknown as StaffMember[];
/** A customer without its `id`. */
const wrongCustomer = { customerId: 'cust-1', firstName: 'Amelia' } as unknown as Customer;

interface Heard {
  operation: string;
  name: string;
  isRequestError: boolean;
  paths: string[];
}
const heardOf = (e: TipErrorEvent): Heard => ({
  operation: e.operation,
  name: e.error.name,
  isRequestError: e.error instanceof TipRequestError,
  paths: e.error instanceof TipRequestError ? e.error.issues.map((i) => i.path) : [],
});

/** Records `tip-error` events and console warnings while a test runs. */
function recorder() {
  const heard: Heard[] = [];
  const warnings: string[] = [];
  const warn = console.warn;
  console.warn = (...args: unknown[]) => void warnings.push(args.map(String).join(' '));
  return { heard, warnings, onError: (e: TipErrorEvent) => void heard.push(heardOf(e)), restore: () => (console.warn = warn) };
}

/** Every check started so far has run: the kit is loaded and a task has passed since. */
async function checksRun(): Promise<void> {
  await import('../../src/client/data-kit.js');
  await nextTask();
}

async function checkout(data: { staff?: StaffMember[]; lines?: DisplayLine[]; customer?: Customer }, onError: (e: TipErrorEvent) => void) {
  const svc = service();
  return fixture(html`<tip-checkout location-id=${DEMO_LOCATION_ID} .client=${svc.client} .customer=${data.customer ?? customer}
    .staff=${data.staff ?? staff} .lines=${data.lines ?? bill} @tip-error=${onError}>
    <staff-tip-list></staff-tip-list><checkout-summary></checkout-summary>
  </tip-checkout>`);
}

describe('bad host data', () => {
  let rec: ReturnType<typeof recorder>;
  beforeEach(() => (rec = recorder()));
  afterEach(() => rec.restore());

  it('tip-checkout: lines as { description, amount } fire tip-error naming lines.<n>.name and lines.<n>.total, with a console warning', async () => {
    await checkout({ lines: wrongLines }, rec.onError);
    await waitUntil(() => rec.heard.length > 0, 'a tip-error for lines');
    await checksRun();
    expect(rec.heard).to.deep.equal([
      { operation: 'lines', name: 'TipHostDataError', isRequestError: true, paths: ['lines.0.name', 'lines.0.total', 'lines.1.name', 'lines.1.total'] },
    ]);
    expect(rec.warnings.length).to.equal(1);
    expect(rec.warnings[0]).to.contain('<tip-checkout>').and.contain('lines.0.name');
  });

  it('tip-checkout: staff with a numeric employeeId and a serviceAmount in text fire tip-error for staff', async () => {
    await checkout({ staff: wrongStaff }, rec.onError);
    await waitUntil(() => rec.heard.some((h) => h.operation === 'staff'), 'a tip-error for staff');
    await checksRun();
    // (The text service amount also fails the proposals, as an amount that is not one: a tip-error of its own.)
    expect(rec.heard.filter((h) => h.operation !== 'proposals')).to.deep.equal([
      { operation: 'staff', name: 'TipHostDataError', isRequestError: true, paths: ['staff.0.employeeId', 'staff.0.serviceAmount'] },
    ]);
  });

  it('tip-checkout: a customer without id fires tip-error for customer; a later fix fires nothing more', async () => {
    const el = await checkout({ customer: wrongCustomer }, rec.onError);
    await waitUntil(() => rec.heard.length > 0, 'a tip-error for customer');
    await checksRun();
    expect(rec.heard.map((h) => [h.operation, h.paths])).to.deep.equal([['customer', ['customer.id']]]);
    (el as HTMLElement & { customer: Customer }).customer = customer;
    await checksRun();
    expect(rec.heard.length).to.equal(1);
  });

  it('tip-checkout with staff, lines and customer as documented fires no tip-error and warns nothing', async () => {
    await checkout({}, rec.onError);
    await checksRun();
    expect(rec.heard).to.deep.equal([]);
    expect(rec.warnings).to.deep.equal([]);
  });

  it('standalone staff-tip-list and checkout-summary: the staff and lines they are given are checked too', async () => {
    const list = await fixture(html`<staff-tip-list .staff=${wrongStaff} @tip-error=${rec.onError}></staff-tip-list>`);
    const summary = await fixture(html`<checkout-summary .lines=${wrongLines} @tip-error=${rec.onError}></checkout-summary>`);
    await waitUntil(() => rec.heard.length >= 2, 'a tip-error from each');
    await checksRun();
    expect(rec.heard.map((h) => h.operation).sort()).to.deep.equal(['lines', 'staff']);
    expect(rec.warnings.some((w) => w.includes('<staff-tip-list>'))).to.equal(true);
    expect(rec.warnings.some((w) => w.includes('<checkout-summary>'))).to.equal(true);
    expect([list.localName, summary.localName]).to.deep.equal(['staff-tip-list', 'checkout-summary']);
  });
});

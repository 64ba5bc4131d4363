// The sale every test app runs: the package's in-browser sandbox behind a Data-mode client, one
// customer, two staff with a service (Ana $50.00, Bo $8.00) and the bill's line.
import type { DisplayLine, StaffMember } from 'tip-elements';
import { createDataClient } from 'tip-elements/client';
import { createSandbox } from 'tip-elements/sandbox';

const sandbox = createSandbox();

export const client = createDataClient({ baseUrl: 'http://sandbox.local', credentials: sandbox.credentials, fetch: sandbox.fetch });
export const customer = { id: 'c-42', firstName: 'Sam', lastName: 'Lee' };
export const staff: StaffMember[] = [
  { employeeId: 'e-ana', firstName: 'Ana', lastName: 'Lima', avatar: '', serviceAmount: 50 },
  { employeeId: 'e-bo', firstName: 'Bo', lastName: 'Chen', avatar: '', serviceAmount: 8 },
];
export const lines: DisplayLine[] = [{ name: 'Haircut', qty: 1, total: 58 }];

/** What the app shows once the service created the intent: the test waits for it. */
export const paid = (transactionId: string, total: number) => `Paid ${transactionId}: ${total.toFixed(2)}`;

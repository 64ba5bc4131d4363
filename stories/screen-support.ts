/**
 * What the customer-screen stories share: a station link and a screen linked over a
 * BroadcastChannel of the story's own (the links of the story shown before are closed), the
 * sample sale, and a transport that is not linked yet (the pairing code).
 */
import type { StoryContext } from '@storybook/web-components-vite';
import { broadcastTransport, createStationLink, defineScreenElements, type ScreenTransport, type StationLink, type StationSale } from '../src/screen/index.js';
import { unlinkedTransport } from '../test/fixtures/screen.js';
import { customer, lines, locationId, staff } from './support.js';

defineScreenElements();

const open: Array<{ close(): void }> = [];
let made = 0;
let current: StationLink | undefined;

/** The station link of the story shown now (its play function drives it). */
export function currentLink(): StationLink {
  if (!current) throw new Error('no station link rendered yet');
  return current;
}

/** A station link and the screen's transport on a channel of this render's own. */
export function linked(context: Pick<StoryContext, 'id'>): { link: StationLink; screen: ScreenTransport } {
  for (const item of open.splice(0)) item.close();
  const name = `story-${context.id}-${++made}`;
  const link = createStationLink({ transport: broadcastTransport(name, { pingMs: 1000 }) });
  const screen = broadcastTransport(name, { pingMs: 1000 });
  open.push(link, screen);
  current = link;
  return { link, screen };
}

/** The sample sale, with the story's locale when it has one. */
export const storySale = (saleId: string, locale?: string): StationSale => ({
  saleId,
  staff: staff.slice(0, 2),
  lines,
  customer,
  locationId,
  currency: 'USD',
  ...(locale ? { locale } : {}),
});

/** A screen's transport no station has paired with yet: it shows `code`. */
export const unpaired = (code: string): ScreenTransport => unlinkedTransport(code, 'online');

/**
 * `staff`, `lines` and `customer` as the host set them, checked when they change: each that does
 * not match its documented shape fires `tip-error` (a `TipRequestError` whose `operation` is the
 * field and whose `issues` name what is wrong; the client's host-data.ts). The check comes with the
 * Data client's kit, through the client's own load of it; when the kit cannot load, nothing is checked.
 */
import type { PropertyValues } from 'lit';
import { hostDataChecks } from '../../client/client.js';
import { TipErrorEvent } from './events.js';

export function checkHostData(host: HTMLElement, changed: PropertyValues): void {
  if (changed.has('staff') || changed.has('lines') || changed.has('customer')) {
    hostDataChecks().then(
      (errorsOf) => errorsOf(host, changed).forEach((error) => host.dispatchEvent(new TipErrorEvent(error))),
      () => undefined,
    );
  }
}

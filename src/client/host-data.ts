/**
 * The data a host page gives the checkout elements (`staff`, `lines`, `customer`), checked against
 * its documented shape (`StaffMember[]`, `DisplayLine[]`, `Customer`; the elements' API reference). Loaded with the
 * Data client's kit (./data-kit.ts re-exports it), so that a checkout page's initial JavaScript
 * carries only the call. A value that does not match is a {@link TipHostDataError} naming the
 * field and what is wrong, which the element fires as `tip-error`; Lit's development build also
 * logs it with `console.warn`. Lengths are not checked here: the elements clip long names, and
 * the payload checks refuse what the service would.
 */
import * as z from 'zod/mini';
import { issuesOf } from '../protocol/http.js';
import { TipRequestError, type TipIssue } from './errors.js';

const text = z.string('must be a string');
const amount = z.number('must be a finite number');

/** What the elements read of each host field; any other field passes. */
const shapes = {
  staff: z.array(
    z.object({
      employeeId: text.check(z.minLength(1, 'must not be empty')),
      firstName: text,
      lastName: text,
      avatar: z.optional(text),
      serviceAmount: z.optional(amount),
    }),
    'must be an array of StaffMember',
  ),
  lines: z.array(
    z.object({
      name: text,
      qty: z.optional(amount),
      total: amount,
      items: z.optional(z.array(z.object({ name: text, qty: amount, amount }), 'must be an array of DisplayItem')),
      expanded: z.optional(z.boolean('must be a boolean')),
    }),
    'must be an array of DisplayLine',
  ),
  customer: z.optional(z.object({ id: text.check(z.minLength(1, 'must not be empty')), firstName: z.optional(text), lastName: z.optional(text) }, 'must be a Customer')),
};
export type HostField = keyof typeof shapes;

/** A host field (`staff`, `lines`, `customer`) is not as documented: its `operation` is the field, each issue's `path` starts with it. */
export class TipHostDataError extends TipRequestError {
  override name = 'TipHostDataError';
  constructor(field: HostField, issues: readonly TipIssue[]) {
    super(field, issues);
    this.message = `${field}: not as documented, shown as given (${issues
      .slice(0, 3)
      .map((i) => `${i.path}: ${i.message}`)
      .join('; ')})`;
  }
}

/** Lit's development build keeps its warnings here: a page in development. */
const development = () => 'litIssuedWarnings' in globalThis;

/** The errors of the host fields among `changed` (a Lit update's changed properties) that `host` holds now. */
export function hostDataErrors(host: object, changed: ReadonlyMap<PropertyKey, unknown>): TipHostDataError[] {
  const errors: TipHostDataError[] = [];
  for (const field of Object.keys(shapes) as HostField[]) {
    if (!changed.has(field) || !(field in host)) continue;
    const checked = z.safeParse(shapes[field], (host as Record<HostField, unknown>)[field]);
    if (checked.success) continue;
    const error = new TipHostDataError(field, issuesOf(checked.error.issues).map((i) => ({ ...i, path: i.path ? `${field}.${i.path}` : field })));
    if (development()) console.warn(`<${(host as Element).localName ?? 'element'}>`, error.message);
    errors.push(error);
  }
  return errors;
}

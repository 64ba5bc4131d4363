/**
 * The sandbox's business models: demo data, tip proposals, fees and location matching.
 * Option values are amounts in the sandbox's currency and percents, like everything public; the
 * functions here work in integer minor units of that currency (cents, yen, fils).
 */
import { HttpError } from '../protocol/http.js';
import { fromMinor, isMoney, percentFromCents, percentOfCents, toCents, toMinor } from '../money/money.js';

/** The credentials the sandbox accepts. */
export interface SandboxCredentials {
  appId: string;
  appSecret: string;
  accountToken: string;
}

/** The documented demo credentials, accepted by a sandbox created without `credentials`. */
export const DEMO_CREDENTIALS: Readonly<SandboxCredentials> = Object.freeze({
  appId: 'demo-app',
  appSecret: 'demo-secret',
  accountToken: 'demo-account',
});

/** The location identifier that is already mapped in a fresh sandbox. */
export const DEMO_LOCATION_ID = 'demo-location';

/**
 * How tips are proposed. Below `threshold` (a service amount in dollars) the proposals are the
 * fixed dollar `amounts`; at or above it they are `percents` of the service amount.
 */
export interface ProposalModel {
  /** Dollars. Default 10. */
  threshold: number;
  /** Low, medium and high tips in dollars below the threshold. Default [1, 2, 3]. */
  amounts: readonly [number, number, number];
  /** Low, medium and high percents at or above the threshold. Default [18, 20, 25]. */
  percents: readonly [number, number, number];
}

/**
 * What a tip costs on top of itself. Each part is `percent`% of the tip (half-up to the cent)
 * plus `fixed` dollars, charged only on a tip above zero.
 */
export interface FeeModel {
  /** The service's fee percent. Default 3. */
  servicePercent: number;
  /** The service's fixed fee per non-zero tip, dollars. Default 0.30. */
  serviceFixed: number;
  /** The POS's own fee percent. Default 0. */
  posPercent: number;
  /** The POS's fixed fee per non-zero tip, dollars. Default 0. */
  posFixed: number;
}

/** A location that exists in the service, which `app/locations` can match. */
export interface ServiceLocation {
  /** The service's number for the location. */
  locationId: number;
  name?: string;
  address: string;
  address2?: string;
  city: string;
  state?: string;
  zip?: string;
  country: string;
  lat: number;
  long: number;
}

/** The proposal model of a sandbox created without `proposals`. */
export const DEFAULT_PROPOSAL_MODEL: Readonly<ProposalModel> = Object.freeze({
  threshold: 10,
  amounts: [1, 2, 3] as const,
  percents: [18, 20, 25] as const,
});

/** The fee model of a sandbox created without `fees`: 3% + $0.30 to the service, nothing to the POS. */
export const DEFAULT_FEE_MODEL: Readonly<FeeModel> = Object.freeze({
  servicePercent: 3,
  serviceFixed: 0.3,
  posPercent: 0,
  posFixed: 0,
});

/** The demo account's service locations. 1001 is mapped as `demo-location` from the start. */
export const DEMO_LOCATIONS: readonly ServiceLocation[] = Object.freeze([
  {
    locationId: 1001,
    name: 'Demo Salon',
    address: '100 Main Street',
    city: 'Springfield',
    state: 'IL',
    zip: '62701',
    country: 'US',
    lat: 39.799,
    long: -89.644,
  },
  {
    locationId: 1002,
    name: 'Demo Salon Downtown',
    address: '250 Market Street',
    city: 'San Francisco',
    state: 'CA',
    zip: '94105',
    country: 'US',
    lat: 37.7925,
    long: -122.398,
  },
  {
    locationId: 1003,
    name: 'Demo Spa Uptown',
    address: '1200 Broadway',
    address2: 'Suite 4',
    city: 'New York',
    state: 'NY',
    zip: '10001',
    country: 'US',
    lat: 40.7466,
    long: -73.989,
  },
]);

/** The fee of one tip, split into the service's part and the POS's part. */
export interface FeeCents {
  service: number;
  pos: number;
  total: number;
}

/**
 * A model given in cents (the USD defaults) as the same number of minor units of a currency with
 * `exponent` decimals: threshold 10 is $10, ¥1000 or KWD 1.000; a fixed fee of 0.30 is $0.30, ¥30
 * or KWD 0.030.
 */
function inMinorUnits<M extends object>(model: M, keys: ReadonlyArray<keyof M>, exponent: number): M {
  const scaled = { ...model } as Record<keyof M, unknown>;
  const convert = (amount: number) => fromMinor(toCents(amount), exponent);
  for (const key of keys) {
    const value = scaled[key];
    scaled[key] = Array.isArray(value) ? value.map((v: number) => convert(v)) : convert(value as number);
  }
  return scaled as M;
}

/** The default proposal model in a currency with `exponent` decimals (see {@link DEFAULT_PROPOSAL_MODEL}). */
export function defaultProposalModel(exponent = 2): ProposalModel {
  return inMinorUnits({ ...DEFAULT_PROPOSAL_MODEL, amounts: [...DEFAULT_PROPOSAL_MODEL.amounts] }, ['threshold', 'amounts'], exponent);
}

/** The default fee model in a currency with `exponent` decimals (see {@link DEFAULT_FEE_MODEL}). */
export function defaultFeeModel(exponent = 2): FeeModel {
  return inMinorUnits({ ...DEFAULT_FEE_MODEL }, ['serviceFixed', 'posFixed'], exponent);
}

/**
 * Fee model and proposal model, converted once to integer minor units of the sandbox's currency
 * (`exponent` decimals: 2 for USD, 0 for JPY, 3 for KWD). Proposals and fees are rounded to that
 * unit (a JPY proposal to whole yen).
 */
export class Pricing {
  private readonly thresholdCents: number;
  private readonly amountCents: readonly number[];
  private readonly serviceFixedCents: number;
  private readonly posFixedCents: number;

  constructor(
    private readonly proposalModel: ProposalModel,
    private readonly feeModel: FeeModel,
    /** The currency's decimals. */
    readonly exponent = 2,
  ) {
    const minor = (amount: number) => toMinor(amount, exponent);
    this.thresholdCents = minor(proposalModel.threshold);
    this.amountCents = proposalModel.amounts.map(minor);
    this.serviceFixedCents = minor(feeModel.serviceFixed);
    this.posFixedCents = minor(feeModel.posFixed);
    // Fail at creation, not at the first request, on a percent with more than four decimals.
    for (const p of [...proposalModel.percents, feeModel.servicePercent, feeModel.posPercent]) percentOfCents(0, p);
  }

  /**
   * An amount of a request in minor units. One with more decimals than the currency has (¥12.5)
   * is refused with a 400 `validation` error, never rounded.
   */
  toMinor(amount: number): number {
    if (!isMoney(amount, this.exponent)) {
      throw new HttpError(400, 'validation', `${String(amount)} is not an amount of this currency (at most ${this.exponent} decimals)`);
    }
    return toMinor(amount, this.exponent);
  }

  /** Minor units as the amount returned on the wire. */
  fromMinor(minor: number): number {
    return fromMinor(minor, this.exponent);
  }

  /** The fee for a tip of `tipCents`; a zero tip costs nothing. */
  fee(tipCents: number): FeeCents {
    if (tipCents <= 0) return { service: 0, pos: 0, total: 0 };
    const service = percentOfCents(tipCents, this.feeModel.servicePercent) + this.serviceFixedCents;
    const pos = percentOfCents(tipCents, this.feeModel.posPercent) + this.posFixedCents;
    return { service, pos, total: service + pos };
  }

  /** Low, medium and high proposals for one service amount. */
  proposals(serviceCents: number): Array<{ type: 'amount' | 'percent'; percent: number; amountCents: number }> {
    if (serviceCents < this.thresholdCents) {
      return this.amountCents.map((amountCents) => ({
        type: 'amount' as const,
        percent: percentFromCents(amountCents, serviceCents, 2),
        amountCents,
      }));
    }
    return this.proposalModel.percents.map((percent) => ({
      type: 'percent' as const,
      percent,
      amountCents: percentOfCents(serviceCents, percent),
    }));
  }
}

function normalise(text: string | undefined): string {
  return (text ?? '')
    .toLowerCase()
    .replace(/[.,#]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Great-circle distance in metres (haversine). */
export function distanceMetres(lat1: number, long1: number, lat2: number, long2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLong = (long2 - long1) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLong / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** How close GPS coordinates must be to a service location to match it. */
export const GEO_MATCH_METRES = 100;

/** What a mapping request may say about a place (spec 2.10). */
export interface PlaceQuery {
  address?: string | undefined;
  city?: string | undefined;
  zip?: string | undefined;
  lat?: number | undefined;
  long?: number | undefined;
}

/**
 * The service location a mapping entry describes, if any. Address and city must match
 * (case, punctuation and spacing ignored) and so must the zip when the entry gives one; or
 * the coordinates must lie within {@link GEO_MATCH_METRES} of the location.
 */
export function matchLocation(query: PlaceQuery, locations: readonly ServiceLocation[]): ServiceLocation | undefined {
  if (query.address && query.city) {
    const address = normalise(query.address);
    const city = normalise(query.city);
    const zip = normalise(query.zip);
    const byAddress = locations.find(
      (l) => normalise(l.address) === address && normalise(l.city) === city && (!zip || !l.zip || normalise(l.zip) === zip),
    );
    if (byAddress) return byAddress;
  }
  if (query.lat !== undefined && query.long !== undefined) {
    let best: ServiceLocation | undefined;
    let bestDistance = Infinity;
    for (const l of locations) {
      const d = distanceMetres(query.lat, query.long, l.lat, l.long);
      if (d <= GEO_MATCH_METRES && d < bestDistance) {
        best = l;
        bestDistance = d;
      }
    }
    return best;
  }
  return undefined;
}

/**
 * Injected faults: `sandbox.failNext(count, fault)` makes the next matching calls answer an error
 * instead of running, so tests and stories can show what a failing service looks like.
 */
import type { DisplayOperation } from '../protocol/display-schemas.js';
import type { Operation } from '../protocol/schemas.js';

/** What `sandbox.failNext` makes the next matching calls answer. */
export interface FaultOptions {
  /** HTTP status. Default 503. */
  status?: number;
  /** `error.code`. Default `injected_fault`. */
  code?: string;
  /** `error.message`. */
  message?: string;
  /** Only these operations fail (and count), by client method name, in either mode. Default: any operation. */
  operations?: readonly (Operation | DisplayOperation)[];
}

/** A fault still to be answered `left` more times. */
export interface PendingFault extends Required<Omit<FaultOptions, 'operations'>> {
  left: number;
  operations: readonly (Operation | DisplayOperation)[] | undefined;
}

/** The pending faults, oldest first. */
export class Faults {
  private pending: PendingFault[] = [];

  /** Makes the next `count` calls (of `fault.operations`, if given) fail; a RangeError for a count that is not a positive integer. */
  add(count: number, fault: FaultOptions = {}): void {
    if (!Number.isInteger(count) || count < 1) throw new RangeError(`count must be a positive integer: ${String(count)}`);
    this.pending.push({
      left: count,
      status: fault.status ?? 503,
      code: fault.code ?? 'injected_fault',
      message: fault.message ?? 'Fault injected by the sandbox',
      operations: fault.operations,
    });
  }

  /** The oldest fault that applies to `operation`, counted as answered; undefined when none does. */
  take(operation: Operation | DisplayOperation): PendingFault | undefined {
    const fault = this.pending.find((f) => f.left > 0 && (!f.operations || f.operations.includes(operation)));
    if (fault) {
      fault.left--;
      this.pending = this.pending.filter((f) => f.left > 0);
    }
    return fault;
  }

  clear(): void {
    this.pending = [];
  }
}

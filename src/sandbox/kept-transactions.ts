/**
 * Data mode's transactions, kept in memory within a count and a size: past either, the oldest
 * finished transaction (confirmed, canceled, failed or refunded: its checkout is over) is
 * forgotten first, and only when every kept one is still pending the oldest pending one.
 */

/**
 * What a stored transaction holds in memory, estimated as its JSON text at two bytes a character
 * (a string's heap form at most; objects and arrays cost about what their punctuation does). Its
 * names, avatars and records are most of it: a 100-tip intent with 1 KiB names is some 1 MB.
 */
export function transactionBytes(tx: object): number {
  return 2 * JSON.stringify(tx).length;
}

export interface KeptTransactionsLimits {
  /** The most transactions kept. */
  maxTransactions: number;
  /** The most bytes of transactions kept (see {@link transactionBytes}). */
  maxTransactionBytes: number;
}

/** Transactions by id, oldest first, within the limits. */
export class KeptTransactions<T extends { transactionId: string; status: string }> {
  private byId = new Map<string, T>();
  /** Each kept transaction's `transactionBytes`, as last measured, and their sum. */
  private bytesById = new Map<string, number>();
  private bytes = 0;

  constructor(private readonly limits: KeptTransactionsLimits) {}

  get(transactionId: string): T | undefined {
    return this.byId.get(transactionId);
  }

  /** The ids of all kept transactions, oldest first. */
  ids(): string[] {
    return [...this.byId.keys()];
  }

  clear(): void {
    this.byId = new Map();
    this.bytesById = new Map();
    this.bytes = 0;
  }

  /**
   * Keeps `tx` (new, or grown by a refund or a transfer), measured again, and forgets beyond the
   * limits; `tx` itself stays even when it alone is over the bytes.
   */
  remember(tx: T): void {
    this.byId.set(tx.transactionId, tx);
    const size = transactionBytes(tx);
    this.bytes += size - (this.bytesById.get(tx.transactionId) ?? 0);
    this.bytesById.set(tx.transactionId, size);
    this.forgetBeyondLimit(tx.transactionId);
  }

  /** Insertion order is creation order, so the first match is the oldest. */
  private forgetBeyondLimit(keep: string): void {
    const over = () => this.byId.size > this.limits.maxTransactions || (this.bytes > this.limits.maxTransactionBytes && this.byId.size > 1);
    while (over()) {
      let victim: string | undefined;
      let oldest: string | undefined;
      for (const [id, tx] of this.byId) {
        if (id === keep) continue;
        oldest ??= id;
        if (tx.status !== 'pending') {
          victim = id;
          break;
        }
      }
      const gone = victim ?? oldest;
      if (gone === undefined) return;
      this.byId.delete(gone);
      this.bytes -= this.bytesById.get(gone) ?? 0;
      this.bytesById.delete(gone);
    }
  }
}

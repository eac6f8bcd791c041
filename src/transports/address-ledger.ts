// Calls at once from each address, counted across every listener of a process that shares one
// ledger: the per-address cap holds for a caller's telnet, SSH, RLogin and browser lines together,
// not for each listener alone.
export class AddressLedger {
  private readonly counts = new Map<string, number>();

  count(address: string): number {
    return this.counts.get(address) ?? 0;
  }

  /** Counts one more call from `address`; the returned function uncounts it (once, however often it is called). */
  add(address: string): () => void {
    this.counts.set(address, this.count(address) + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = this.count(address) - 1;
      if (left > 0) this.counts.set(address, left);
      else this.counts.delete(address);
    };
  }
}

/** An IPv4 caller on a dual-stack socket reads as ::ffff:1.2.3.4: one address, however it came. */
export function plainAddress(address: string): string {
  return address.startsWith('::ffff:') ? address.slice(7) : address;
}

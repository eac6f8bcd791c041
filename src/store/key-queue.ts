// Runs tasks one at a time per key, in call order, within this process. The cross-process lock
// still guards the files; this keeps one process from polling against its own lock.
export class KeyQueue {
  private readonly tails = new Map<string, Promise<unknown>>();

  run<R>(key: string, task: () => Promise<R>): Promise<R> {
    // Tails never reject, so each task starts after the previous one, whatever its outcome.
    const previous = this.tails.get(key) ?? Promise.resolve();
    const result = previous.then(task);
    const tail = result.then(
      () => undefined,
      () => undefined,
    );
    this.tails.set(key, tail);
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return result;
  }

  /** Resolves once every task queued so far has finished. */
  async drain(): Promise<void> {
    while (this.tails.size > 0) await Promise.all(this.tails.values());
  }
}

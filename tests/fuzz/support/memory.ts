// Heap measurements for "memory stays bounded": a full collection first when one can be had. Node
// exposes gc() only with --expose-gc; setting the flag at run time and fetching gc from a fresh context
// works on Node 20. Without it, the least of a few samples stands in for the settled heap.
import v8 from 'node:v8';
import vm from 'node:vm';

function loadGc(): (() => void) | undefined {
  const existing: unknown = (globalThis as { gc?: unknown }).gc;
  if (typeof existing === 'function') return () => void existing();
  try {
    v8.setFlagsFromString('--expose-gc');
    const gc: unknown = vm.runInNewContext('gc');
    if (typeof gc === 'function') return () => void gc();
  } catch {
    // No gc to be had: fall back to sampling.
  }
  return undefined;
}

const gc = loadGc();

/** Whether heap figures come after a real collection. */
export const exactHeap = gc !== undefined;

/** Bytes of heap in use once garbage is gone (or the least of several samples, between event-loop turns). */
export async function settledHeapBytes(): Promise<number> {
  const samples: number[] = [];
  for (let i = 0; i < (gc ? 2 : 5); i += 1) {
    gc?.();
    samples.push(process.memoryUsage().heapUsed);
    await new Promise((resolve) => setImmediate(resolve));
  }
  return Math.min(...samples);
}

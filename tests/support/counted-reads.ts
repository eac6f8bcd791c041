// A store that notes the id of every game read through it, for tests that a listing reads no game it need not.
export function countingGameReads<S extends object>(store: S): { store: S; reads: string[] } {
  const reads: string[] = [];
  const counted = new Proxy(store, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver);
      if (typeof value !== 'function') return value;
      if (key === 'readGame') {
        return (...args: unknown[]) => {
          if (typeof args[0] === 'string') reads.push(args[0]);
          return Reflect.apply(value, target, args);
        };
      }
      return value.bind(target);
    },
  });
  return { store: counted, reads };
}

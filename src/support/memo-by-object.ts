// One value per object, made on first use and kept while the object lives (a WeakMap): the engine
// of each content played, prepared once for every run that follows.
export function memoByObject<K extends object, V>(make: (key: K) => V): (key: K) => V {
  const known = new WeakMap<K, V>();
  return (key) => {
    const found = known.get(key);
    if (found !== undefined) return found;
    const made = make(key);
    known.set(key, made);
    return made;
  };
}

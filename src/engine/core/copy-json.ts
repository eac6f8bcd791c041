// A deep copy of plain JSON data, the same as JSON.parse(JSON.stringify(value)) gives but without the
// text in between (several times faster on a game state): undefined members and functions are left
// out (null in arrays), numbers that JSON cannot hold become null, and -0 becomes 0.

function copyValue(value: unknown): unknown {
  if (typeof value === 'number') return Number.isFinite(value) ? value + 0 : null;
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) {
    const out = new Array<unknown>(value.length);
    for (let k = 0; k < value.length; k += 1) {
      const item: unknown = value[k];
      out[k] = item === undefined || typeof item === 'function' || typeof item === 'symbol' ? null : copyValue(item);
    }
    return out;
  }
  const source = value as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(source)) {
    const item = source[key];
    if (item === undefined || typeof item === 'function' || typeof item === 'symbol') continue;
    out[key] = copyValue(item);
  }
  return out;
}

/** A deep copy of `value`, which must be plain JSON data (objects, arrays, strings, numbers, booleans, null). */
export function copyJson<T>(value: T): T {
  return copyValue(value) as T;
}

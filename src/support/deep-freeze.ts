// Read-only sharing of plain data: one frozen copy handed to every reader instead of a copy each.
/**
 * Freezes a plain-data value all the way down, so one copy can be handed to every reader: a
 * reader that tries to change it gets a TypeError (modules are strict) instead of changing it for all.
 */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

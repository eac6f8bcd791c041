// findDocs' filter: top-level fields equal to scalar values. Both adapters use this one definition
// (NeDB's own matching would also let a scalar match inside an array field).
import { NotJsonError } from './errors.js';
import { assertJson } from './json-doc.js';
import type { EqualityFilter } from './store.js';

export function assertFilter(filter: EqualityFilter): void {
  assertJson(filter, 'filter', 'nedb');
  for (const [key, value] of Object.entries(filter)) {
    if (key === '_id') throw new NotJsonError('filter._id', 'look a document up by id with readDoc');
    if (typeof value === 'object' && value !== null) throw new NotJsonError(`filter.${key}`, 'must be a string, number, boolean or null');
  }
}

export function matchesFilter(doc: object, filter: EqualityFilter): boolean {
  return Object.entries(filter).every(([key, value]) => Object.hasOwn(doc, key) && (doc as Record<string, unknown>)[key] === value);
}

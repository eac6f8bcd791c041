// Documents are plain JSON: whatever goes in must come back equal after JSON.stringify/JSON.parse,
// so both adapters refuse the same values up front instead of losing them silently on disk.
import { NotJsonError } from './errors.js';

/**
 * `any`: every string is a fine key (game documents, archive records).
 * `nedb`: NeDB's field-name rules, for collection documents: no key starts with `$` or contains `.`.
 */
export type KeyRule = 'any' | 'nedb';

/** Throws NotJsonError naming the first offending path. */
export function assertJson(value: unknown, path: string, keys: KeyRule): void {
  checkValue(value, path, keys, new Set());
}

/** A game document: a JSON object whose `version` is a non-negative integer. */
export function assertGameDoc(value: unknown, path: string): void {
  if (!isPlainObject(value)) throw new NotJsonError(path, 'a game document must be an object');
  const version: unknown = value['version'];
  if (typeof version !== 'number' || !Number.isSafeInteger(version) || version < 0) {
    throw new NotJsonError(`${path}.version`, 'must be a non-negative integer');
  }
  assertJson(value, path, 'any');
}

/** A collection document: a JSON object under NeDB's key rules; `_id` is the store's own field. */
export function assertCollectionDoc(value: unknown, path: string): void {
  if (!isPlainObject(value)) throw new NotJsonError(path, 'a document must be an object');
  if (Object.hasOwn(value, '_id')) throw new NotJsonError(`${path}._id`, 'is reserved for the store');
  assertJson(value, path, 'nedb');
}

/** A deep copy through JSON, the same round trip the files make. */
export function cloneJson<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function checkValue(value: unknown, path: string, keys: KeyRule, ancestors: Set<object>): void {
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return;
    case 'number':
      if (!Number.isFinite(value)) throw new NotJsonError(path, `${value} is not a JSON number`);
      if (Object.is(value, -0)) throw new NotJsonError(path, '-0 would come back as 0');
      return;
    case 'object':
      if (value === null) return;
      if (ancestors.has(value)) throw new NotJsonError(path, 'refers back to itself');
      ancestors.add(value);
      if (Array.isArray(value)) checkArray(value, path, keys, ancestors);
      else checkObject(value, path, keys, ancestors);
      ancestors.delete(value);
      return;
    default:
      throw new NotJsonError(path, `a ${typeof value} is not JSON`);
  }
}

function checkArray(value: unknown[], path: string, keys: KeyRule, ancestors: Set<object>): void {
  if (Object.keys(value).length !== value.length) throw new NotJsonError(path, 'an array with holes or extra fields');
  value.forEach((item, index) => checkValue(item, `${path}[${index}]`, keys, ancestors));
}

function checkObject(value: object, path: string, keys: KeyRule, ancestors: Set<object>): void {
  if (!isPlainObject(value)) {
    const kind = (value.constructor as { name?: unknown } | undefined)?.name;
    throw new NotJsonError(path, `a ${typeof kind === 'string' ? kind : 'non-plain object'} is not JSON`);
  }
  if (Object.getOwnPropertySymbols(value).length > 0) throw new NotJsonError(path, 'symbol keys are not JSON');
  for (const [key, item] of Object.entries(value)) {
    const itemPath = `${path}.${key}`;
    checkKey(key, itemPath, keys);
    if (item === undefined) throw new NotJsonError(itemPath, 'undefined would be dropped');
    checkValue(item, itemPath, keys, ancestors);
  }
}

function checkKey(key: string, path: string, keys: KeyRule): void {
  // JSON.parse makes "__proto__" an own key, but spreading or assigning it later changes prototypes.
  if (key === '__proto__') throw new NotJsonError(path, 'the key "__proto__" is not allowed');
  if (keys === 'nedb' && (key.startsWith('$') || key.includes('.'))) {
    throw new NotJsonError(path, 'keys may not start with "$" or contain "."');
  }
}

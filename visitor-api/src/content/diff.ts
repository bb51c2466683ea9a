import type { ContentChange } from '@pawapuri/shared/contract/types';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The fields that differ between two versions of an item, leaf by leaf:
 * objects by key, lists by position (`exceptions.0.date`). A field present on
 * one side only has no `before` (added) or no `after` (removed).
 */
export function diffFields(before: unknown, after: unknown, path = ''): ContentChange[] {
  if (isObject(before) && isObject(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return keys.flatMap((key) => {
      const at = path ? `${path}.${key}` : key;
      if (!(key in after)) return [{ path: at, before: before[key] }];
      if (!(key in before)) return [{ path: at, after: after[key] }];
      return diffFields(before[key], after[key], at);
    });
  }
  if (Array.isArray(before) && Array.isArray(after)) {
    const length = Math.max(before.length, after.length);
    return Array.from({ length }, (_, index) => {
      const at = path ? `${path}.${index}` : String(index);
      if (index >= after.length) return [{ path: at, before: before[index] as unknown }];
      if (index >= before.length) return [{ path: at, after: after[index] as unknown }];
      return diffFields(before[index], after[index], at);
    }).flat();
  }
  return Object.is(before, after) ? [] : [{ path, before, after }];
}

import type { SettingSchema } from './setting-schema';

const TRUE_WORDS = ['1', 'true', 'yes', 'on'];
const FALSE_WORDS = ['0', 'false', 'no', 'off'];

/** The schema and, for a union (`anyOf`), each of its branches. */
function branches(schema: SettingSchema): readonly SettingSchema[] {
  return [schema, ...(schema.anyOf ?? [])];
}

function accepts(schema: SettingSchema, type: string): boolean {
  return branches(schema).some((branch) => branch.type === type);
}

/**
 * An environment variable's text as the schema's validator should see it:
 * a word of an enum in the enum's own spelling (`full` is `FULL`, `OFF` is
 * `off`), the usual switch words as booleans, and a comma list as its trimmed,
 * non-empty entries. Anything else is left for the validator to coerce or refuse.
 */
export function prepareValue(schema: SettingSchema, raw: string): unknown {
  const lower = raw.toLowerCase();
  for (const branch of branches(schema)) {
    const word = branch.enum?.find((entry) => String(entry).toLowerCase() === lower);
    if (word !== undefined) return word;
  }
  if (accepts(schema, 'boolean')) {
    if (TRUE_WORDS.includes(lower)) return true;
    if (FALSE_WORDS.includes(lower)) return false;
  }
  if (accepts(schema, 'array')) {
    return raw
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
  }
  return raw;
}

import type { TSchema } from '@sinclair/typebox';
import { Value, type ValueError } from '@sinclair/typebox/value';
import { remoteDescriptionSchema, remotePagesSchema } from './remote-description';
import { crossFieldProblems } from './remote-description-rules';

/** The field an error is about, as a path under `at` (`pages/2/title/hi`), or the whole value. */
const fieldOf = (error: ValueError, at: string): string =>
  `${at}${error.path}`.replace(/^\//, '') || '(the whole file)';

/**
 * A union of constants reads as its list of allowed values, a string the
 * schema describes (a pattern's) as that description; any other error as
 * TypeBox words it.
 */
function messageOf(error: ValueError): string {
  const { anyOf, description } = error.schema as {
    anyOf?: { const?: unknown }[];
    description?: string;
  };
  const given = JSON.stringify(error.value);
  if (anyOf?.length && anyOf.every((option) => 'const' in option)) {
    return `${given} is not one of ${anyOf.map((option) => String(option.const)).join(', ')}`;
  }
  if (description && typeof error.value === 'string') return `must be ${description}, not ${given}`;
  return error.message;
}

/**
 * One line per field that breaks `schema`: its path (under `at`, the path of
 * `value` itself) and what is wrong with it.
 */
export function schemaProblems(schema: TSchema, value: unknown, at = ''): string[] {
  const byField = new Map<string, string>();
  for (const error of Value.Errors(schema, value)) {
    const field = fieldOf(error, at);
    // A field that is missing or of the wrong type gives several errors: the first says it.
    if (!byField.has(field)) byField.set(field, messageOf(error));
  }
  return [...byField].map(([field, message]) => `${field}: ${message}`);
}

/**
 * What is wrong with a remote's pages and navigation (an entry of
 * remotes.json), one line per field; empty when nothing is. With `icons`,
 * every navigation icon must be one of them.
 */
export function remotePagesProblems(value: unknown, icons?: readonly string[]): string[] {
  const schema = remotePagesSchema(icons);
  if (!Value.Check(schema, value)) return schemaProblems(schema, value);
  return crossFieldProblems(value);
}

/** What is wrong with a remote's `remote.json`, one line per field; empty when nothing is. */
export function remoteDescriptionProblems(value: unknown, icons?: readonly string[]): string[] {
  const schema = remoteDescriptionSchema(icons);
  if (!Value.Check(schema, value)) return schemaProblems(schema, value);
  return crossFieldProblems(value);
}

export * from './remote-description';
export * from './remote-description-rules';
export * from './remote-contract-version';

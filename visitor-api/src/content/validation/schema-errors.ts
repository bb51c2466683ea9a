import { FormatRegistry, type TSchema } from '@sinclair/typebox';
import { TypeCompiler, type TypeCheck } from '@sinclair/typebox/compiler';
import { ValueErrorType, type ValueError } from '@sinclair/typebox/errors';
import {
  CONTENT_ID_PATTERN,
  LOCAL_DAY_PATTERN,
  NOTICE_PAGE_PATTERN,
  PHONE_PATTERN,
  TIME_OF_DAY_PATTERN,
  UPI_ID_PATTERN,
} from '@pawapuri/shared/contract';
import { TEXT_FORMATS, describeFormat } from '../../common/input/text-input';

/**
 * Checks an item's fields against its kind's schema and says, in words, what
 * is wrong with the first field at fault. The request validator checks the
 * body's frame (expectedRevision, data); the item's own fields are checked
 * here, by kind, so the 400 names the field's whole path
 * (`data.hours.mon.evening.closes`) rather than `data`.
 */

for (const [name, format] of Object.entries(TEXT_FORMATS)) {
  if (!FormatRegistry.Has(name)) FormatRegistry.Set(name, format.validate);
}
if (!FormatRegistry.Has('date-time')) {
  FormatRegistry.Set(
    'date-time',
    (text) =>
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/i.test(text) &&
      Number.isFinite(Date.parse(text)),
  );
}

/** What a pattern asks for, in words. */
const PATTERN_WORDS: Record<string, string> = {
  [PHONE_PATTERN]:
    'must be a phone number: digits, spaces and hyphens, with an optional leading + (e.g. +91 94310 12345)',
  [TIME_OF_DAY_PATTERN]: 'must be a time of day as HH:MM (24-hour clock, e.g. 17:30)',
  [LOCAL_DAY_PATTERN]: 'must be a day as YYYY-MM-DD',
  [UPI_ID_PATTERN]: 'must be a UPI id such as name@bank',
  [CONTENT_ID_PATTERN]: 'must be an id of lower-case letters, digits and hyphens',
  [NOTICE_PAGE_PATTERN]: 'must be a page path such as /jal-mandir, or * for every page',
  '^https://[^\\s]+$': 'must be an https:// address',
};

export interface FieldProblem {
  /** The field's path in dots, from the item (`name.hi`). */
  path: string;
  /** What is wrong, completing "<field> …". */
  problem: string;
}

const dotted = (pointer: string) =>
  pointer
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .join('.');

/** A union's error says only "expected union": the alternative that got furthest says more. */
function deepest(error: ValueError): ValueError {
  if (error.type !== ValueErrorType.Union || error.errors.length === 0) return error;
  let best = error;
  for (const iterator of error.errors) {
    const first = iterator.First();
    if (first && first.path.length > best.path.length) best = deepest(first);
  }
  return best;
}

function describe(error: ValueError): string {
  const schema = error.schema as TSchema & Record<string, unknown>;
  switch (error.type) {
    case ValueErrorType.ObjectRequiredProperty:
      return 'is required';
    case ValueErrorType.ObjectAdditionalProperties:
      return 'is not a known field';
    case ValueErrorType.StringMinLength:
      return schema.minLength === 1
        ? 'must not be empty'
        : `must be at least ${String(schema.minLength)} characters`;
    case ValueErrorType.StringMaxLength:
      return `must be at most ${String(schema.maxLength)} characters`;
    case ValueErrorType.StringFormat:
      return describeFormat(schema.format) ?? 'is not valid';
    case ValueErrorType.StringPattern:
      return PATTERN_WORDS[String(schema.pattern)] ?? 'is not in the expected form';
    case ValueErrorType.NumberMinimum:
    case ValueErrorType.IntegerMinimum:
      return `must be at least ${String(schema.minimum)}`;
    case ValueErrorType.NumberMaximum:
    case ValueErrorType.IntegerMaximum:
      return `must be at most ${String(schema.maximum)}`;
    case ValueErrorType.NumberMultipleOf:
      return `must be a multiple of ${String(schema.multipleOf)}`;
    case ValueErrorType.ArrayMaxItems:
      return `must have at most ${String(schema.maxItems)} entries`;
    case ValueErrorType.ArrayMinItems:
      return `must have at least ${String(schema.minItems)} entries`;
    case ValueErrorType.ArrayUniqueItems:
      return 'must not list the same entry twice';
    default:
      return `is not valid: ${error.message.replace(/^Expected/, 'expected')}`;
  }
}

/** A checker for one schema: the first problem, or null when the value fits. */
export function schemaChecker(schema: TSchema): (value: unknown) => FieldProblem | null {
  const check: TypeCheck<TSchema> = TypeCompiler.Compile(schema);
  return (value) => {
    if (check.Check(value)) return null;
    const first = check.Errors(value).First();
    if (!first) return { path: '', problem: 'is not valid' };
    const error = deepest(first);
    return { path: dotted(error.path), problem: describe(error) };
  };
}

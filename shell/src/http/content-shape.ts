import { FormatRegistry } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { SiteContentSchema } from '@pawapuri/shared/contract';

/*
 * The API checks every text field's content (visible, plain, no control
 * characters) when a keeper publishes; here only the shape of what it
 * answers is checked, so those formats accept any string, and an instant
 * must read as a date.
 */
const TEXT_FORMATS = [
  'label',
  'plain-text',
  'visible-plain-text',
  'multiline-text',
  'visible-multiline-text',
];
for (const format of TEXT_FORMATS) {
  if (!FormatRegistry.Has(format)) FormatRegistry.Set(format, () => true);
}
if (!FormatRegistry.Has('date-time'))
  FormatRegistry.Set('date-time', (value) => !Number.isNaN(Date.parse(value)));

/** Why a value is not published content as the contract describes it, or null when it is. */
export function contentProblem(value: unknown): string | null {
  if (Value.Check(SiteContentSchema, value)) return null;
  const first = Value.Errors(SiteContentSchema, value).First();
  return first ? `${first.path || '/'} ${first.message}` : 'it does not match the contract';
}

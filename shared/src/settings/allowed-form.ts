import { SETTING_FORMATS } from './setting-formats';
import type { SettingSchema } from './setting-schema';

/** "from 1 to 5", "at least 1", "at most 5" or nothing, for a range's optional ends. */
function bounds(minimum?: number, maximum?: number): string {
  if (minimum !== undefined && maximum !== undefined) {
    return minimum === maximum ? `exactly ${minimum}` : `from ${minimum} to ${maximum}`;
  }
  if (minimum !== undefined) return `at least ${minimum}`;
  if (maximum !== undefined) return `at most ${maximum}`;
  return '';
}

function phrase(noun: string, limits: string, unit = ''): string {
  if (limits === '') return noun;
  return `${noun} ${limits.startsWith('at ') ? 'of ' : ''}${limits}${unit}`;
}

function text(schema: SettingSchema): string {
  if (schema.format !== undefined && schema.format in SETTING_FORMATS) {
    return SETTING_FORMATS[schema.format as keyof typeof SETTING_FORMATS].allowed;
  }
  if (schema.pattern !== undefined) return `text matching ${schema.pattern}`;
  const lengths = bounds(schema.minLength, schema.maxLength);
  return lengths === '' ? 'any text' : phrase('text', lengths, ' characters');
}

function list(schema: SettingSchema): string {
  const each = schema.items ? allowedForm(schema.items) : 'any text';
  const count = bounds(schema.minItems, schema.maxItems);
  return `comma-separated, each ${each}${count === '' ? '' : ` (${count} of them)`}`;
}

/**
 * The values a setting accepts, in words: the same sentence names the allowed
 * form in a start-up refusal and in the settings table, so they cannot differ.
 */
export function allowedForm(schema: SettingSchema): string {
  if (schema.allowed !== undefined) return schema.allowed;
  if (schema.anyOf) return schema.anyOf.map(allowedForm).join(', or ');
  if (schema.enum) {
    const words = schema.enum.map(String);
    return words.length === 1 ? `${words[0]}` : `one of ${words.join(', ')}`;
  }
  switch (schema.type) {
    case 'integer':
      return phrase('a whole number', bounds(schema.minimum, schema.maximum));
    case 'number':
      return phrase('a number', bounds(schema.minimum, schema.maximum));
    case 'boolean':
      return 'true or false (also 1/0, yes/no, on/off)';
    case 'array':
      return list(schema);
    default:
      return text(schema);
  }
}

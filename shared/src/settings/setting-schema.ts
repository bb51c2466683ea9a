import { Type, type SchemaOptions, type TUnsafe } from '@sinclair/typebox';

/**
 * The JSON Schema keywords the settings readers and tables understand, as
 * TypeBox writes them. Settings use only these, so every allowed form can be
 * said in words.
 */
export interface SettingSchema {
  type?: string;
  description?: string;
  default?: unknown;
  enum?: readonly unknown[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  items?: SettingSchema;
  minItems?: number;
  maxItems?: number;
  anyOf?: readonly SettingSchema[];
  /** Words for the allowed form where the keywords would read poorly (a pattern). */
  allowed?: string;
}

/** An object schema of settings, one property per environment variable. */
export interface SettingsObjectSchema {
  properties: Record<string, SettingSchema>;
}

/**
 * A string that is one of a few words, matched without regard to case and
 * stored as spelled here. A plain `enum` (not TypeBox's union of literals) so
 * that a refusal names the words rather than a branch of an `anyOf`.
 */
export function OneOfWords<const Words extends readonly string[]>(
  words: Words,
  options: SchemaOptions = {},
): TUnsafe<Words[number]> {
  return Type.Unsafe<Words[number]>({ type: 'string', enum: words, ...options });
}

/** Words that turn a feature off where the setting otherwise holds a value. */
export const Off = OneOfWords(['off']);

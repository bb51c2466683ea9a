import envSchema, { type EnvSchemaOpt } from 'env-schema';
import type { Static, TObject } from '@sinclair/typebox';
import { allowedForm } from './allowed-form';
import { prepareValue } from './prepare-value';
import { SettingError } from './setting-error';
import { SETTING_FORMATS } from './setting-formats';
import type { SettingSchema } from './setting-schema';

export type Env = Record<string, string | undefined>;

type AjvOption = Extract<NonNullable<EnvSchemaOpt['ajv']>, { customOptions: unknown }>;
type Ajv = ReturnType<AjvOption['customOptions']>;

interface AjvError {
  instancePath: string;
  params?: { missingProperty?: string };
}

/**
 * One validator for the process, so each settings schema is compiled once
 * (tests read settings many times). It knows the settings' own formats and
 * the `allowed` annotation.
 */
let validator: Ajv | undefined;
function settingsValidator(fresh: Ajv): Ajv {
  if (validator) return validator;
  for (const [name, format] of Object.entries(SETTING_FORMATS)) {
    fresh.addFormat(name, { type: 'string', validate: (value: string) => format.test(value) });
  }
  fresh.addKeyword({ keyword: 'allowed', schemaType: 'string' });
  validator = fresh;
  return fresh;
}

function refusal(schema: TObject, data: Record<string, unknown>, error: unknown): Error {
  const first = (error as { errors?: AjvError[] }).errors?.[0];
  const missing = first?.params?.missingProperty;
  if (missing) return new SettingError(missing, 'it is unset and has no default');
  const [, name = '', index] = first?.instancePath.split('/') ?? [];
  const property = schema.properties[name] as SettingSchema | undefined;
  if (!property) return error as Error;
  const value = data[name];
  if (index !== undefined && Array.isArray(value) && property.items) {
    return new SettingError(
      name,
      `"${String(value[Number(index)])}" is not ${allowedForm(property.items)}`,
    );
  }
  const shown = Array.isArray(value) ? value.join(',') : String(value);
  return new SettingError(name, `"${shown}" is not ${allowedForm(property)}`);
}

/**
 * Reads the settings a schema declares from the environment: blank values
 * count as unset, defaults fill the rest, and a value outside its declared
 * type, range or form throws a SettingError naming the variable and what it
 * accepts. Variables the schema does not declare are ignored.
 */
export function readSettings<Schema extends TObject>(schema: Schema, env: Env): Static<Schema> {
  const data: Record<string, unknown> = {};
  for (const [name, property] of Object.entries(schema.properties)) {
    const raw = env[name]?.trim();
    if (raw) data[name] = prepareValue(property as SettingSchema, raw);
  }
  try {
    return envSchema<Static<Schema>>({
      schema,
      data: { ...data },
      env: false,
      ajv: { customOptions: settingsValidator },
    });
  } catch (error) {
    throw refusal(schema, data, error);
  }
}

import envSchema from 'env-schema';
import type { Static, TObject } from '@sinclair/typebox';

/** A setting that is wrong, named, so a server refuses to start saying which. */
export class SettingsError extends Error {
  override readonly name = 'SettingsError';
  constructor(
    readonly setting: string,
    message: string,
  ) {
    super(`${setting} ${message}`);
  }
}

interface AjvIssue {
  instancePath: string;
  message?: string;
  params: { missingProperty?: string };
}

/**
 * The settings `schema` declares, read from `env` by env-schema (types
 * coerced, defaults filled in, ranges checked); only the names the schema
 * declares are read. Throws a SettingsError naming the first bad one.
 */
export function readEnv<T extends TObject>(
  schema: T,
  env: Record<string, string | undefined>,
): Static<T> {
  const given = Object.fromEntries(
    Object.keys(schema.properties)
      .filter((name) => env[name] !== undefined)
      .map((name) => [name, env[name]]),
  );
  try {
    // env-schema marks the schema it is given; each read gets its own copy.
    return envSchema<Static<T>>({
      schema: structuredClone(schema),
      data: given,
      env: false,
      dotenv: false,
    });
  } catch (error) {
    const issue = (error as { errors?: AjvIssue[] }).errors?.[0];
    if (!issue) throw error;
    const name =
      issue.instancePath.replace(/^\//, '') || issue.params.missingProperty || 'settings';
    const got = given[name] === undefined ? 'unset' : `got ${JSON.stringify(given[name])}`;
    throw new SettingsError(name, `${issue.message ?? 'is not valid'} (${got})`);
  }
}

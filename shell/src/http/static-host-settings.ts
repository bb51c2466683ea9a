import { Type, type Static } from '@sinclair/typebox';
import { readSettings } from '@pawapuri/shared/settings';

/**
 * Settings of a remote's static host (static-host-main.ts): the folder it
 * serves and where it listens. docs/shell-server.md lists them.
 */
export const StaticHostSchema = Type.Object({
  STATIC_DIR: Type.String({ minLength: 1, description: "the folder served (a remote's dist)" }),
  HOST: Type.String({ default: '127.0.0.1', minLength: 1, description: 'address to listen on' }),
  PORT: Type.Integer({ minimum: 1, maximum: 65535, description: 'port to listen on' }),
  CORS_ORIGINS: Type.String({
    default: '*',
    pattern: '^(\\*|https?://[^\\s,]+(\\s*,\\s*https?://[^\\s,]+)*)$',
    description:
      'origins whose pages may load these files (`*` for any: the files are public code, fetched without credentials)',
  }),
  SERVE_SOURCE_MAPS: Type.Boolean({ default: false, description: 'serve .map files (off: 404)' }),
  API_URL: Type.String({
    default: '',
    pattern: '^(https?://[^/?#@\\s]+(/[^?#\\s]*)?)?$',
    description:
      "the visitor API's address for the standalone frame, answered at /site-settings.json; empty: no such file (the frame then uses its own origin)",
  }),
});

export type StaticHostSettings = Static<typeof StaticHostSchema>;

export function readStaticHostSettings(
  env: Record<string, string | undefined>,
): StaticHostSettings {
  return readSettings(StaticHostSchema, env);
}

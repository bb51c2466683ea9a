/**
 * Build settings, read from the environment of `npm run build` / `npm start`
 * (docs/configuration.md, whose table a test keeps equal to this schema).
 * Only the bundled ones reach the browser; nothing else from the environment
 * does. API_URL is only a development fallback: pages take the API's
 * address from their run-time settings (shared/src/config/site-settings.ts).
 */
const { Type } = require('@sinclair/typebox');
const { readSettings } = require('@pawapuri/shared/settings');

/** An http(s) URL, or empty. */
const URL_OR_EMPTY = '^(https?://[^/?#@\\s]+(/[^?#\\s]*)?)?$';

/** Settings baked into the browser bundles (`process.env.NAME` in their code). */
const BundledSettingsSchema = Type.Object({
  API_URL: Type.String({
    default: '',
    pattern: URL_OR_EMPTY,
    allowed: 'an http(s) URL, or empty',
    description:
      "the visitor API's address for pages that carry no run-time settings, a development fallback only (`npm run dev` sets it); empty: the page's own origin",
  }),
  GEOLOCATION_URL: Type.String({
    default: '',
    pattern: URL_OR_EMPTY,
    allowed: 'an http(s) URL, or empty',
    description:
      'browser IP-geolocation endpoint answering JSON with `country_name` and `city` (e.g. `https://ipapi.co/json/`); empty: off',
  }),
});

/** Every build setting: the bundled ones, and those only the shell's build reads. */
const BuildSettingsSchema = Type.Object({
  ...BundledSettingsSchema.properties,
  PUBLIC_BASE_URL: Type.String({
    default: 'http://localhost:3000',
    pattern: '^https?://[^/?#@\\s]+/?$',
    allowed: 'an http(s) address with no path, such as https://pawapuri.in',
    description:
      "the site's public address, named by `sitemap.xml` and `robots.txt` (shell build only, not bundled)",
  }),
});

/** The build settings from `env`; a value outside its form stops the build, naming it. */
const readBuildSettings = (env = process.env) => readSettings(BuildSettingsSchema, env);

/** DefinePlugin's replacements of the bundled settings. */
module.exports = function buildSettingDefinitions(env = process.env) {
  const settings = readBuildSettings(env);
  const definitions = {};
  for (const name of Object.keys(BundledSettingsSchema.properties)) {
    definitions[`process.env.${name}`] = JSON.stringify(settings[name]);
  }
  return definitions;
};

/**
 * The site's public address, which sitemap.xml, robots.txt and the share tags
 * name: a build setting of the shell (its static sitemap.xml and robots.txt)
 * and a run-time setting of a server that renders pages. Not in the bundles.
 */
module.exports.publicBaseUrl = () => readBuildSettings().PUBLIC_BASE_URL;
module.exports.BuildSettingsSchema = BuildSettingsSchema;

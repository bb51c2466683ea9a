/**
 * Build settings baked into the browser bundles (see docs/configuration.md).
 * Only these names reach the browser; nothing else from the environment does.
 * API_URL is only a development fallback: pages take the API's address from
 * their run-time settings (shared/src/config/site-settings.ts).
 */
const BUILD_SETTINGS = ['API_URL', 'GEOLOCATION_URL'];

/**
 * The site's public address, which sitemap.xml, robots.txt and the share tags
 * name: a build setting of the shell (its static sitemap.xml and robots.txt)
 * and a run-time setting of a server that renders pages. Not in the bundles.
 */
const publicBaseUrl = () => process.env.PUBLIC_BASE_URL || 'http://localhost:3000';

module.exports = function buildSettingDefinitions() {
  const definitions = {};
  for (const name of BUILD_SETTINGS) {
    const value = process.env[name];
    // Unset settings stay `undefined` so the code's documented defaults apply.
    definitions[`process.env.${name}`] = value === undefined ? 'undefined' : JSON.stringify(value);
  }
  return definitions;
};

module.exports.publicBaseUrl = publicBaseUrl;

const { expect, test } = require('@jest/globals');
const { readFileSync } = require('node:fs');
const path = require('node:path');
const { settingsTable, tableCells } = require('@pawapuri/shared/settings');
const buildSettingDefinitions = require('./build-settings');
const { BuildSettingsSchema, publicBaseUrl } = require('./build-settings');

const DOC = readFileSync(path.join(__dirname, '../docs/configuration.md'), 'utf8');

test("docs/configuration.md's table of the build settings is the schema's", () => {
  const start = DOC.indexOf('<!-- build-settings:start -->');
  const end = DOC.indexOf('<!-- build-settings:end -->');
  expect(start).toBeGreaterThan(-1);
  expect(tableCells(DOC.slice(start, end))).toEqual(tableCells(settingsTable(BuildSettingsSchema)));
});

test('the bundled settings are written into the bundles, defaults filled in; the others are not', () => {
  expect(buildSettingDefinitions({ API_URL: ' http://localhost:8080 ' })).toEqual({
    'process.env.API_URL': '"http://localhost:8080"',
    'process.env.GEOLOCATION_URL': '""',
  });
});

test('a build setting outside its form stops the build, naming it', () => {
  expect(() => buildSettingDefinitions({ GEOLOCATION_URL: 'javascript:alert(1)' })).toThrow(
    'Invalid setting GEOLOCATION_URL: "javascript:alert(1)" is not an http(s) URL, or empty',
  );
});

test("the site's public address is read from the environment, its default filled in", () => {
  const before = process.env.PUBLIC_BASE_URL;
  try {
    delete process.env.PUBLIC_BASE_URL;
    expect(publicBaseUrl()).toBe('http://localhost:3000');
    process.env.PUBLIC_BASE_URL = 'https://pawapuri.example';
    expect(publicBaseUrl()).toBe('https://pawapuri.example');
  } finally {
    if (before === undefined) delete process.env.PUBLIC_BASE_URL;
    else process.env.PUBLIC_BASE_URL = before;
  }
});

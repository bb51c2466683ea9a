import fs from 'node:fs';
import path from 'node:path';
import { settingsTable, tableCells } from '@pawapuri/shared/settings';
import { SETTINGS } from '../src/common/settings/settings-schema';
import { SETTINGS_TABLE_MARKER, tableAfter } from '../scripts/readme-settings';

describe("the README's settings table", () => {
  it('is the one the settings schema generates (npm run settings-table -w visitor-api -- --write)', () => {
    const readme = fs.readFileSync(path.join(__dirname, '..', 'README.md'), 'utf8');
    const documented = tableCells(tableAfter(readme, SETTINGS_TABLE_MARKER));
    expect(documented).toEqual(tableCells(settingsTable(SETTINGS)));
  });

  it('has a row for every setting', () => {
    const names = tableCells(settingsTable(SETTINGS))
      .slice(1)
      .map(([name]) => name);
    expect(names).toEqual(Object.keys(SETTINGS.properties).map((name) => `\`${name}\``));
  });
});

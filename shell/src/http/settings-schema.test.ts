/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { settingsTable, tableCells, type SettingsObjectSchema } from '@pawapuri/shared/settings';
import { SettingsSchema } from './settings-schema';
import { StaticHostSchema } from './static-host-settings';

const SETTINGS_DOC = readFileSync(path.join(__dirname, '../../../docs/shell-server.md'), 'utf8');

/** The text docs/shell-server.md holds between `<!-- name:start -->` and `<!-- name:end -->`. */
function section(name: string): string {
  const start = SETTINGS_DOC.indexOf(`<!-- ${name}:start -->`);
  const end = SETTINGS_DOC.indexOf(`<!-- ${name}:end -->`);
  if (start < 0 || end < start) throw new Error(`docs/shell-server.md has no ${name} table`);
  return SETTINGS_DOC.slice(start, end);
}

const table = (schema: unknown) => settingsTable(schema as SettingsObjectSchema);

test("docs/shell-server.md's table of the shell's server settings is the schema's", () => {
  expect(tableCells(section('shell-settings'))).toEqual(tableCells(table(SettingsSchema)));
});

test("docs/shell-server.md's table of a static host's settings is the schema's", () => {
  expect(tableCells(section('static-host-settings'))).toEqual(tableCells(table(StaticHostSchema)));
});
